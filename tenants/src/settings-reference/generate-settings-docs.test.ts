import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  JSON_SCHEMA_FILE,
  REFERENCE_FILE,
  settingsDocs,
  staleSettingsDocs,
  TENANTS_DIR,
  writeSettingsDocs,
} from './generate-settings-docs.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'settings-docs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the settings docs check', () => {
  it('passes when the written files are current', async () => {
    const docs = settingsDocs();
    await writeSettingsDocs(docs, dir);
    expect(await staleSettingsDocs(docs, dir)).toEqual([]);
  });

  it('names a file that is missing', async () => {
    const docs = settingsDocs();
    expect(await staleSettingsDocs(docs, dir)).toEqual([JSON_SCHEMA_FILE, REFERENCE_FILE]);
  });

  it('names a file that differs from what SiteConfig makes of it', async () => {
    const docs = settingsDocs();
    await writeSettingsDocs(docs, dir);
    const reference = path.join(dir, REFERENCE_FILE);
    await writeFile(reference, (await readFile(reference, 'utf8')).replace('features', 'extras'));
    expect(await staleSettingsDocs(docs, dir)).toEqual([REFERENCE_FILE]);
  });

  it('finds the committed schema and reference current (else run pnpm settings:docs)', async () => {
    expect(await staleSettingsDocs(settingsDocs(), TENANTS_DIR)).toEqual([]);
  });
});
