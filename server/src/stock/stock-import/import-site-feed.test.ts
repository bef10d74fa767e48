import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forecourt/schema/time/durations';
import { harbourSite } from '../testing/fixture-sites.js';
import { createTestStockSearch } from '../../testing/test-stock-search.js';
import { readStockSnapshot } from '../stock-snapshots.js';
import { importSiteFeed, type ImportSiteFeedRequest } from './import-site-feed.js';

/** A dealer's plain export: their column names, no slugs, no timestamps. */
const HEADER =
  'id,status,type,make,model,badge,year,price,km,colour,body,transmission,fuel,stock number,location';
const ROWS = {
  T1: 'T1,Available,Used,Toyota,Corolla,Ascent Sport,2021,"$24,990","35,000",White,Hatch,Automatic,Petrol,S1,hm-brisbane',
  T2: 'T2,Available,Used,Mazda,CX-5,Maxx Sport,2020,"$31,990","60,000",Red,SUV,Automatic,Petrol,S2,hm-sydney',
  T3: 'T3,Available,Demo,Ford,Ranger,XLT,2024,"$54,990",900,Blue,Ute,Automatic,Diesel,S3,hm-sydney',
  T4: 'T4,Available,New,Kia,Sorento,GT-Line,2025,"$59,990",10,White,SUV,Automatic,Diesel,S4,hm-brisbane',
} as const;
type Id = keyof typeof ROWS;
const exportOf = (...ids: Id[]) => [HEADER, ...ids.map((id) => ROWS[id])].join('\n') + '\n';

const FIRST = new Date(Date.now() - 10 * DAY_MS);
const SECOND = new Date(FIRST.getTime() + DAY_MS);
const THIRD = new Date(SECOND.getTime() + DAY_MS);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-feed-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function importFeed(content: string, now: Date, overrides: Partial<ImportSiteFeedRequest> = {}) {
  return importSiteFeed({
    site: harbourSite,
    content,
    format: 'csv',
    mode: 'full',
    now,
    dataDir,
    env: {},
    allowMassRemoval: false,
    ...overrides,
  });
}

const snapshot = async () => (await readStockSnapshot(dataDir, 'harbour-motors')) ?? [];
const carOf = async (id: string) => (await snapshot()).find((car) => car.id === id);

describe('importSiteFeed', () => {
  it('imports an export without slugs or timestamps', async () => {
    const summary = await importFeed(exportOf('T1', 'T2', 'T3', 'T4'), FIRST);
    expect(summary).toMatchObject({
      siteSlug: 'harbour-motors',
      mode: 'full',
      rowsRead: 4,
      added: ['T1', 'T2', 'T3', 'T4'],
      skipped: 0,
      held: null,
      applied: true,
    });
    expect(await carOf('T1')).toMatchObject({
      slug: '2021-toyota-corolla-ascent-sport-t1',
      status: 'in_stock',
      carType: 'used',
      price: 24990,
      km: 35000,
      stockNumber: 'S1',
      createdAt: FIRST.toISOString(),
      updatedAt: FIRST.toISOString(),
    });
    // Plain JSON: it can be stored as it is.
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });

  it('sells a car the next full export lacks, lists it for the recently-sold window, and restores it when it is back', async () => {
    await importFeed(exportOf('T1', 'T2', 'T3', 'T4'), FIRST);
    const first = await carOf('T3');

    const second = await importFeed(exportOf('T1', 'T2', 'T4'), SECOND);
    expect(second).toMatchObject({ sold: ['T3'], unchanged: 3, added: [], applied: true });
    expect(await carOf('T3')).toMatchObject({
      status: 'sold',
      soldAt: SECOND.toISOString(),
      slug: first?.slug,
    });
    const search = createTestStockSearch();
    try {
      await search.replaceSiteStock(harbourSite, await snapshot());
      const window = harbourSite.config.search.recentlySoldDays * DAY_MS;
      const lookUp = async (at: number) =>
        (await search.forSite(harbourSite, () => new Date(at)).findBySlugs([first!.slug]))[0];
      expect((await lookUp(SECOND.getTime() + window - 60_000))?.status).toBe('sold');
      expect(await lookUp(SECOND.getTime() + window + 60_000)).toBeNull();
    } finally {
      await search.close();
    }

    const third = await importFeed(exportOf('T1', 'T2', 'T3', 'T4'), THIRD);
    expect(third).toMatchObject({ restored: ['T3'], sold: [], changed: ['T3'] });
    const back = await carOf('T3');
    expect(back).toMatchObject({
      status: 'in_stock',
      slug: first?.slug,
      createdAt: FIRST.toISOString(),
      updatedAt: THIRD.toISOString(),
    });
    expect(back).not.toHaveProperty('soldAt');
  });

  it('records price changes and never sells what a partial export does not mention', async () => {
    await importFeed(exportOf('T1', 'T2', 'T3', 'T4'), FIRST);
    const cheaper = exportOf('T2').replace('"$31,990"', '"$29,990"');
    const summary = await importFeed(cheaper, SECOND, { mode: 'partial' });
    expect(summary).toMatchObject({
      mode: 'partial',
      changed: ['T2'],
      priceChanged: [{ id: 'T2', from: 31990, to: 29990 }],
      sold: [],
    });
    expect((await snapshot()).map((car) => [car.id, car.status])).toEqual([
      ['T2', 'in_stock'],
      ['T1', 'in_stock'],
      ['T3', 'in_stock'],
      ['T4', 'in_stock'],
    ]);
  });

  it('holds a full export lacking more than half the cars in stock, unless mass removal is allowed', async () => {
    await importFeed(exportOf('T1', 'T2', 'T3', 'T4'), FIRST);
    const held = await importFeed(exportOf('T1'), SECOND);
    expect(held).toMatchObject({ applied: false, sold: ['T2', 'T3', 'T4'] });
    expect(held.held).toMatch(/lacks 3 of the 4 cars in stock.*--allow-mass-removal/);
    expect((await snapshot()).every((car) => car.status === 'in_stock')).toBe(true);

    // Half is not more than half: two of four may sell in one import.
    const half = await importFeed(exportOf('T1', 'T2'), SECOND);
    expect(half).toMatchObject({ held: null, applied: true, sold: ['T3', 'T4'] });

    await importFeed(exportOf('T1', 'T2', 'T3', 'T4'), THIRD);
    const allowed = await importFeed(exportOf('T1'), THIRD, { allowMassRemoval: true });
    expect(allowed).toMatchObject({ held: null, applied: true });
    expect((await carOf('T4'))?.status).toBe('sold');
  });

  it('skips a bad row with its reason and imports the good ones; never applies a feed with no good row', async () => {
    const bad = ROWS.T2.replace('"$31,990"', 'POA').replace('hm-sydney', 'hm-perth');
    const summary = await importFeed([HEADER, ROWS.T1, bad].join('\n'), FIRST);
    expect(summary).toMatchObject({ added: ['T1'], skipped: 1, applied: true });
    expect(summary.rowErrors).toEqual([
      { row: 2, line: 3, field: 'price', reason: '"POA" is not a number' },
      { row: 2, line: 3, field: 'locationId', reason: '"hm-perth" is not a location of this site' },
    ]);

    const none = await importFeed([HEADER, bad].join('\n'), SECOND);
    expect(none).toMatchObject({ applied: false, held: 'the feed has no valid row', sold: ['T1'] });
    expect((await carOf('T1'))?.status).toBe('in_stock');
  });

  it('reads a JSON export and writes nothing on a dry run', async () => {
    const json = JSON.stringify({
      cars: [
        {
          id: 'J1',
          status: 'For Sale',
          condition: 'Used',
          make: 'Toyota',
          model: 'Hilux',
          variant: 'SR5',
          year: 2019,
          price: 45990,
          odometer: 80000,
          stockNo: 'S9',
          yard: 'hm-brisbane',
          photos: 'https://img.test/1.jpg, https://img.test/2.jpg',
        },
      ],
    });
    const summary = await importFeed(json, FIRST, { format: 'json', dryRun: true });
    expect(summary).toMatchObject({ added: ['J1'], applied: false, held: null });
    expect(await readStockSnapshot(dataDir, 'harbour-motors')).toBeNull();
  });
});
