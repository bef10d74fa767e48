import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { harbourCars, harbourSite } from './testing/fixture-sites.js';
import { loadSiteStock } from './load-site-stock.js';
import { writeStockSnapshot } from './stock-snapshots.js';

// The generator has its own tests; here only what loadSiteStock asks of it matters.
const generateStock = vi.hoisted(() =>
  vi.fn((_site: unknown, _options: unknown) => [] as unknown[]),
);
vi.mock('@forecourt/demo/stock/generate-stock', () => ({ generateStock }));

const NOW = new Date('2026-11-01T00:00:00.000Z');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-stock-'));
  generateStock.mockClear();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function siteWith(stock: unknown): Site {
  const { stock: _configured, ...config } = harbourSite.config;
  return { ...harbourSite, dir, config: siteConfigSchema.parse({ ...config, stock }) };
}

describe('loadSiteStock', () => {
  it('reads the site feed, reporting and skipping bad rows', async () => {
    const good = harbourCars.slice(0, 2);
    const bad = { ...harbourCars[2], locationId: 'nowhere' };
    await writeFile(path.join(dir, 'stock.json'), JSON.stringify({ cars: [...good, bad] }));
    const loaded = await loadSiteStock(siteWith({ kind: 'feed', file: 'stock.json' }), {
      dataDir: dir,
      now: NOW,
    });
    expect(loaded.source).toBe('feed');
    expect(loaded.cars.map((car) => car.id)).toEqual(good.map((car) => car.id));
    expect(loaded.rowErrors).toMatchObject([{ row: 3, field: 'locationId' }]);
  });

  it('prefers the snapshot of the last import, dropping cars at locations the site lost', async () => {
    await writeStockSnapshot(dir, 'harbour-motors', [
      harbourCars[0]!,
      { ...harbourCars[1]!, locationId: 'closed-yard' },
    ]);
    const loaded = await loadSiteStock(siteWith({ kind: 'feed', file: 'missing.csv' }), {
      dataDir: dir,
      now: NOW,
    });
    expect(loaded.source).toBe('snapshot');
    expect(loaded.cars.map((car) => car.id)).toEqual([harbourCars[0]!.id]);
    expect(loaded.rowErrors).toEqual([
      { row: 2, field: 'locationId', reason: '"closed-yard" is not a location of this site' },
    ]);
    expect(generateStock).not.toHaveBeenCalled();
  });

  it('generates stock with the site settings, or the size asked for', async () => {
    const site = siteWith({ kind: 'generated', size: 300, seed: 7, carTypes: {}, itemTypes: {} });
    expect((await loadSiteStock(site, { dataDir: dir, now: NOW })).source).toBe('generated');
    await loadSiteStock(site, { dataDir: dir, now: NOW, size: 25 });
    expect(generateStock.mock.calls.map(([, options]) => options)).toEqual([
      { size: 300, seed: 7, now: NOW },
      { size: 25, seed: 7, now: NOW },
    ]);
  });

  it('fails with the file named when the feed cannot be read', async () => {
    await expect(
      loadSiteStock(siteWith({ kind: 'feed', file: 'missing.csv' }), { dataDir: dir, now: NOW }),
    ).rejects.toThrow(/missing\.csv: no such file/);
  });
});
