import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveClientAsset } from './static-assets.js';

describe('serveClientAsset', () => {
  let root: string;
  let assetsDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'client-build-'));
    assetsDir = path.join(root, 'client');
    await mkdir(path.join(assetsDir, 'assets'), { recursive: true });
    await writeFile(path.join(assetsDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
    await writeFile(path.join(assetsDir, 'assets', 'notes.txt'), 'not served');
    await writeFile(path.join(root, 'secret.js'), 'outside');
  });

  it('serves a built file with its type and a year-long immutable cache', async () => {
    const response = await serveClientAsset(assetsDir, '/assets/entry-abc123.js');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('cache-control')).toContain('immutable');
    expect(await response?.text()).toBe('console.log(1)');
  });

  it('answers null for paths outside /assets/, missing files and unknown types', async () => {
    expect(await serveClientAsset(assetsDir, '/search/used-cars')).toBeNull();
    expect(await serveClientAsset(assetsDir, '/assets/missing.js')).toBeNull();
    expect(await serveClientAsset(assetsDir, '/assets/notes.txt')).toBeNull();
  });

  it('answers null, not an error, for malformed percent-encoding', async () => {
    expect(await serveClientAsset(assetsDir, '/assets/%E0%A4%A.js')).toBeNull();
  });

  it('never serves a file outside the assets folder', async () => {
    expect(await serveClientAsset(assetsDir, '/assets/../../secret.js')).toBeNull();
    expect(await serveClientAsset(assetsDir, '/assets/%2e%2e/%2e%2e/secret.js')).toBeNull();
  });
});
