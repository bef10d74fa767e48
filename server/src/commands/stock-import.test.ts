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
  it('writes the good cars as the site snapshot, reports each bad row and ends with the summary', async () => {
    const file = await feedFile('feed.json', [...goodCars, badCar]);
    const progress: [string, number, number][] = [];
    const result = await importStock(
      request(file, { onProgress: (phase, done, total) => progress.push([phase, done, total]) }),
    );
    expect(result.exitCode).toBe(0);
    expect(result.summary).toMatchObject({
      rowsRead: 4,
      added: goodCars.map((car) => car.id),
      skipped: 1,
      applied: true,
    });
    const snapshot = await readStockSnapshot(dir, 'harbour-motors');
    expect(snapshot?.map((car) => car.id)).toEqual(goodCars.map((car) => car.id));
    expect(lines).toContain('Skipped row 4 price: "lots" is not a number');
    expect(lines).toContain('Skipped row 4 locationId: "ou-perth" is not a location of this site');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^harbour-motors \(full feed\): 4 rows read, 3 new, 0 changed \(0 price\), 0 sold, 0 back in stock, 0 dropped, 0 unchanged, 1 skipped \(\d+\.\d s\)\.$/,
      ),
    );
    expect(lines.at(-1)).toMatch(/^Stock snapshot written/);
    expect(progress.at(-1)).toEqual(['checking rows', 4, 4]);
  });

  it('changes nothing on a dry run', async () => {
    const file = await feedFile('feed.json', goodCars);
    const result = await importStock(request(file, { dryRun: true }));
    expect(result).toMatchObject({ exitCode: 0, summary: { applied: false } });
    expect(lines.at(-1)).toBe('Dry run: nothing changed.');
    expect(await readStockSnapshot(dir, 'harbour-motors')).toBeNull();
  });

  it('loads the cars into Meilisearch when MEILI_HOST is set, keeping the snapshot for the next import', async () => {
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
    expect(result.summary?.applied).toBe(true);
    expect(replaced[0]?.site).toBe(harbourSite);
    expect(replaced[0]?.cars.map((car) => car.id)).toEqual(goodCars.map((car) => car.id));
    expect(closed).toBe(true);
    expect(lines.at(-1)).toMatch(/^Loaded into Meilisearch at http:\/\/search\.test:7700/);
    expect((await readStockSnapshot(dir, 'harbour-motors'))?.length).toBe(goodCars.length);
  });

  it('marks the cars a second full feed lacks as sold, or leaves them with --partial', async () => {
    const first = await feedFile('first.json', goodCars);
    await importStock(request(first));
    const second = await feedFile('second.json', goodCars.slice(0, 2));
    const partial = await importStock(request(second, { mode: 'partial' }));
    expect(partial.summary).toMatchObject({ mode: 'partial', sold: [], unchanged: 2 });
    const full = await importStock(request(second));
    expect(full.summary).toMatchObject({ mode: 'full', sold: [goodCars[2]!.id] });
    const snapshot = await readStockSnapshot(dir, 'harbour-motors');
    expect(snapshot?.find((car) => car.id === goodCars[2]!.id)?.status).toBe('sold');
  });

  it('holds a full feed lacking most of the stock unless --allow-mass-removal, with exit code 1', async () => {
    await importStock(request(await feedFile('first.json', goodCars)));
    const cut = await feedFile('cut.json', goodCars.slice(0, 1));
    const held = await importStock(request(cut));
    expect(held.exitCode).toBe(1);
    expect(lines.at(-1)).toMatch(/^Held, nothing changed: the feed lacks 2 of the 3 cars in stock/);
    const allowed = await importStock(request(cut, { allowMassRemoval: true }));
    expect(allowed).toMatchObject({
      exitCode: 0,
      summary: { sold: goodCars.slice(1).map((car) => car.id) },
    });
  });

  it('fails with exit code 1 when no row is valid', async () => {
    const file = await feedFile('feed.json', [badCar]);
    const result = await importStock(request(file));
    expect(result).toMatchObject({
      exitCode: 1,
      summary: { rowsRead: 1, skipped: 1, applied: false },
    });
    expect(lines.at(-1)).toBe('Held, nothing changed: the feed has no valid row');
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
