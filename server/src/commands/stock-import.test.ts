import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { harbourCars, harbourSite, outbackSite } from '../stock/testing/fixture-sites.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import { readStockSnapshot } from '../stock/stock-snapshots.js';
import { importStock, type StockImportRequest } from './stock-import.js';

let dir: string;
let lines: string[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stock-import-'));
  lines = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function feedFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function request(file: string, overrides: Partial<StockImportRequest> = {}): StockImportRequest {
  return {
    sites: [harbourSite, outbackSite],
    siteSlug: 'harbour-motors',
    file,
    dryRun: false,
    dataDir: dir,
    env: {},
    out: (line) => lines.push(line),
    ...overrides,
  };
}

const goodCars = harbourCars.slice(0, 3);
const badCar = { ...harbourCars[3], price: 'lots', locationId: 'ou-perth' };

describe('importStock', () => {
  it('writes the good cars as the site snapshot and reports each bad row', async () => {
    const file = await feedFile('feed.json', [...goodCars, badCar]);
    const progress: [string, number, number][] = [];
    const result = await importStock(
      request(file, { onProgress: (phase, done, total) => progress.push([phase, done, total]) }),
    );
    expect(result).toEqual({
      exitCode: 0,
      rowsRead: 4,
      imported: 3,
      skipped: 1,
      target: 'snapshot',
    });
    const snapshot = await readStockSnapshot(dir, 'harbour-motors');
    expect(snapshot?.map((car) => car.id)).toEqual(goodCars.map((car) => car.id));
    expect(lines).toContain('row 4 price: "lots" is not a number');
    expect(lines).toContain('row 4 locationId: "ou-perth" is not a location of this site');
    expect(lines.at(-1)).toMatch(
      /^4 rows read, 3 valid, 1 skipped; 3 imported into harbour-motors \(\d+\.\d s\)\.$/,
    );
    expect(progress.at(-1)).toEqual(['checking rows', 4, 4]);
  });

  it('changes nothing on a dry run', async () => {
    const file = await feedFile('feed.json', goodCars);
    const result = await importStock(request(file, { dryRun: true }));
    expect(result).toMatchObject({ exitCode: 0, imported: 0, target: null });
    expect(await readStockSnapshot(dir, 'harbour-motors')).toBeNull();
  });

  it('loads the cars into Meilisearch when MEILI_HOST is set', async () => {
    const file = await feedFile('feed.json', goodCars);
    const replaced: { site: Site; cars: readonly CarRecord[] }[] = [];
    let closed = false;
    const fakeSearch = {
      forSite: () => {
        throw new Error('not used by an import');
      },
      replaceSiteStock: async (site, cars, onProgress) => {
        replaced.push({ site, cars });
        onProgress?.({ done: cars.length, total: cars.length });
      },
      close: async () => {
        closed = true;
      },
    } satisfies StockSearch;
    const result = await importStock(
      request(file, {
        env: { MEILI_HOST: 'http://search.test:7700' },
        openMeilisearch: async () => fakeSearch,
      }),
    );
    expect(result.target).toBe('meilisearch');
    expect(replaced[0]?.site).toBe(harbourSite);
    expect(replaced[0]?.cars.map((car) => car.id)).toEqual(goodCars.map((car) => car.id));
    expect(closed).toBe(true);
    expect(await readStockSnapshot(dir, 'harbour-motors')).toBeNull();
  });

  it('fails with exit code 1 when no row is valid', async () => {
    const file = await feedFile('feed.json', [badCar]);
    const result = await importStock(request(file));
    expect(result).toEqual({ exitCode: 1, rowsRead: 1, imported: 0, skipped: 1, target: null });
    expect(lines.at(-1)).toMatch(/no valid row, nothing imported/);
    expect(await readStockSnapshot(dir, 'harbour-motors')).toBeNull();
  });

  it('fails with exit code 1 and a clear message for an unreadable file or an unknown site', async () => {
    const broken = await feedFile('broken.json', '{ "cars": [');
    expect((await importStock(request(broken))).exitCode).toBe(1);
    expect(lines.pop()).toMatch(/^--file: .*broken\.json: not a readable JSON file/);

    expect((await importStock(request(path.join(dir, 'absent.csv')))).exitCode).toBe(1);
    expect(lines.pop()).toMatch(/absent\.csv: no such file/);

    const file = await feedFile('feed.json', goodCars);
    expect((await importStock(request(file, { siteSlug: 'nope' }))).exitCode).toBe(1);
    expect(lines.pop()).toBe('--site: no site "nope" (sites: harbour-motors, outback-used-cars)');
  });
});
