import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  JSON_SCHEMA_FILE,
  TENANTS_DIR,
} from '@forecourt/tenants/settings-reference/generate-settings-docs';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES_DIR } from './demo-sites.js';

describe('the demo sites name the settings schema', () => {
  it('every site.json names site-config.schema.json in its $schema key', async () => {
    const folders = await readdir(DEMO_SITES_DIR);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const siteFile = path.join(DEMO_SITES_DIR, folder, 'site.json');
      const json = JSON.parse(await readFile(siteFile, 'utf8')) as { $schema?: string };
      expect(path.resolve(path.dirname(siteFile), json.$schema ?? '')).toBe(
        path.join(TENANTS_DIR, JSON_SCHEMA_FILE),
      );
    }
  });
});
