import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSites } from '@forecourt/tenants/load-sites';
import type { Site } from '@forecourt/tenants/site';
import { SiteConfigError } from '@forecourt/tenants/site-config-error';
import { SiteRegistry } from './site-registry.js';
import { reloadSites, type SiteReloadOptions } from './site-reload.js';
import { editSiteSettings, writeSiteFolder } from './testing/site-folders.js';

let sitesDir: string;
let registry: SiteRegistry;
let logged: { level: 'info' | 'error'; message: string; fields: Record<string, unknown> }[];
let prepared: string[];

beforeEach(async () => {
  sitesDir = path.join(await mkdtemp(path.join(tmpdir(), 'site-reload-')), 'sites');
  await writeSiteFolder(sitesDir);
  registry = new SiteRegistry(await loadSites(sitesDir));
  logged = [];
  prepared = [];
});
afterEach(async () => {
  await rm(path.dirname(sitesDir), { recursive: true, force: true });
});

const reload = (overrides: Partial<SiteReloadOptions> = {}) =>
  reloadSites({
    registry,
    load: () => loadSites(sitesDir),
    siteChanged: async (site: Site) => {
      prepared.push(site.config.slug);
    },
    log: {
      info: (fields, message) => logged.push({ level: 'info', message, fields }),
      error: (fields, message) => logged.push({ level: 'error', message, fields }),
    },
    ...overrides,
  });

const nameAt = (host: string) => registry.siteForHost(host)?.config.name;

describe('reloadSites', () => {
  it('serves a new site folder at once and prepares only that site', async () => {
    const harbour = registry.siteForHost('harbour-motors.localhost');
    await writeSiteFolder(sitesDir, { slug: 'bayside-cars', name: 'Bayside Cars', domains: [] });

    expect(await reload()).toEqual({
      outcome: 'served',
      added: ['bayside-cars'],
      changed: [],
      removed: [],
    });
    expect(nameAt('bayside-cars.localhost')).toBe('Bayside Cars');
    expect(registry.sites.map((site) => site.config.slug)).toEqual([
      'bayside-cars',
      'harbour-motors',
    ]);
    // The unchanged site is the same object, so what was built for it stays.
    expect(registry.siteForHost('harbour-motors.localhost')).toBe(harbour);
    expect(prepared).toEqual(['bayside-cars']);
    expect(logged.at(-1)?.message).toContain('added bayside-cars (bayside-cars.localhost)');
  });

  it('serves a changed site’s new settings and does nothing when nothing changed', async () => {
    expect(await reload()).toEqual({ outcome: 'unchanged' });
    await editSiteSettings(path.join(sitesDir, 'harbour-motors'), (settings) => ({
      ...settings,
      name: 'Harbour Motors Group',
    }));
    expect(await reload()).toMatchObject({ outcome: 'served', changed: ['harbour-motors'] });
    expect(nameAt('harbourmotors.com.au')).toBe('Harbour Motors Group');
    expect(prepared).toEqual(['harbour-motors']);
  });

  it('refuses a bad edit, naming file, path and reason, and keeps the old settings serving', async () => {
    await writeSiteFolder(sitesDir, { slug: 'bayside-cars', name: 'Bayside Cars', domains: [] });
    await editSiteSettings(path.join(sitesDir, 'harbour-motors'), (settings) => ({
      ...settings,
      name: 'Harbour Motors Group',
      theme: { ...(settings.theme as object), colours: { primary: 'navy' } },
    }));

    const result = await reload();
    expect(result.outcome).toBe('refused');
    const error = (result as { error: unknown }).error;
    expect(error).toBeInstanceOf(SiteConfigError);
    expect((error as SiteConfigError).issues).toContainEqual({
      file: 'sites/harbour-motors/site.json',
      at: 'theme.colours.primary',
      reason: expect.stringContaining('#'),
    });
    const [entry] = logged;
    expect(entry?.level).toBe('error');
    expect(entry?.message).toContain('keep their previous settings');
    expect(entry?.message).toContain('sites/harbour-motors/site.json: theme.colours.primary:');
    // Nothing of the refused folder is served, not even the valid new site beside it.
    expect(nameAt('harbour-motors.localhost')).toBe('Harbour Motors & Co');
    expect(nameAt('bayside-cars.localhost')).toBeUndefined();
    expect(prepared).toEqual([]);
  });

  it('stops serving a removed site', async () => {
    await writeSiteFolder(sitesDir, { slug: 'bayside-cars', name: 'Bayside Cars', domains: [] });
    await reload();
    await rm(path.join(sitesDir, 'harbour-motors'), { recursive: true });
    expect(await reload()).toMatchObject({ outcome: 'served', removed: ['harbour-motors'] });
    expect(nameAt('harbour-motors.localhost')).toBeUndefined();
    expect(nameAt('harbourmotors.com.au')).toBeUndefined();
  });

  it('serves the new site even when preparing it fails, logging which', async () => {
    await writeSiteFolder(sitesDir, { slug: 'bayside-cars', name: 'Bayside Cars', domains: [] });
    await reload({
      siteChanged: () => Promise.reject(new Error('index unreachable')),
    });
    expect(nameAt('bayside-cars.localhost')).toBe('Bayside Cars');
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      fields: { site: 'bayside-cars' },
    });
  });
});
