import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSites } from '@forecourt/tenants/load-sites';
import { SiteRegistry } from './site-registry.js';
import { reloadSites, type SiteReload } from './site-reload.js';
import { editSiteSettings, writeSiteFolder } from './testing/site-folders.js';
import { watchSiteFolders, type SiteFoldersWatcher } from './watch-site-folders.js';

const DEBOUNCE_MS = 50;
/** File events arrive within milliseconds; a machine under load may take longer. */
const WAIT = { timeout: 5_000, interval: 25 };

let sitesDir: string;
let watcher: SiteFoldersWatcher | undefined;
beforeEach(async () => {
  sitesDir = path.join(await mkdtemp(path.join(tmpdir(), 'watch-sites-')), 'sites');
  await writeSiteFolder(sitesDir);
});
afterEach(async () => {
  watcher?.close();
  watcher = undefined;
  await rm(path.dirname(sitesDir), { recursive: true, force: true });
});

describe('watchSiteFolders', () => {
  it('calls once for a burst of changes, and not for hidden folders', async () => {
    const onChange = vi.fn(async () => {});
    watcher = watchSiteFolders(sitesDir, onChange, { debounceMs: DEBOUNCE_MS });
    await mkdir(path.join(sitesDir, '.staging'));
    await writeFile(path.join(sitesDir, '.staging', 'site.json'), '{}');
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 4));
    expect(onChange).not.toHaveBeenCalled();

    const harbour = path.join(sitesDir, 'harbour-motors');
    await writeFile(path.join(harbour, 'locations.json'), '[]');
    await writeFile(path.join(harbour, 'site.json'), '{}');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), WAIT);
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 4));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('serves a site folder that appears, refuses a bad edit and keeps serving the last good one', async () => {
    const registry = new SiteRegistry(await loadSites(sitesDir));
    const reloads: SiteReload[] = [];
    const errors: string[] = [];
    watcher = watchSiteFolders(
      sitesDir,
      async () =>
        reloads.push(
          await reloadSites({
            registry,
            load: () => loadSites(sitesDir),
            log: { info: () => {}, error: (_fields, message) => errors.push(message) },
          }),
        ),
      { debounceMs: DEBOUNCE_MS },
    );

    const bayside = await writeSiteFolder(sitesDir, {
      slug: 'bayside-cars',
      name: 'Bayside Cars',
      domains: [],
    });
    await vi.waitFor(
      () =>
        expect(registry.siteForHost('bayside-cars.localhost')?.config.name).toBe('Bayside Cars'),
      WAIT,
    );

    // The folder that appeared is watched too.
    await editSiteSettings(bayside, (settings) => ({ ...settings, slug: 'bayside' }));
    await vi.waitFor(
      () =>
        expect(errors.join('\n')).toContain(
          'sites/bayside-cars/site.json: slug: "bayside" must equal its folder name "bayside-cars"',
        ),
      WAIT,
    );
    expect(registry.siteForHost('bayside-cars.localhost')?.config.name).toBe('Bayside Cars');

    await editSiteSettings(bayside, (settings) => ({
      ...settings,
      slug: 'bayside-cars',
      name: 'Bayside Car Centre',
    }));
    await vi.waitFor(
      () =>
        expect(registry.siteForHost('bayside-cars.localhost')?.config.name).toBe(
          'Bayside Car Centre',
        ),
      WAIT,
    );
    // (A reload may also have caught a file half written: it is refused the same way.)
    expect(reloads.map((reload) => reload.outcome)).toContain('refused');
  });
});
