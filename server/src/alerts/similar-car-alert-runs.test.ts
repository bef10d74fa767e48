import { carRecordSchema } from '@forecourt/tenants/stock/car-record.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestPostgresRecords,
  createTestRecords,
  type TestRecords,
} from '../testing/test-records.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import { similarityCriteria } from '../stock/similar-cars.js';
import { toStockDocument } from '../stock/stock-document.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import type { AlertLog } from './fulfil-similar-car-alerts.js';
import { fulfilSiteAlerts, scheduleSimilarCarAlerts } from './similar-car-alert-runs.js';

let records: TestRecords;
const stockSearch = createTestStockSearch();
const NOW = new Date('2026-11-01T09:00:00.000Z');

beforeAll(async () => {
  records = createTestRecords();
  await records.migrate();
}, 60_000);
afterAll(async () => {
  await Promise.all([records.close(), stockSearch.close()]);
});

function collectingLog() {
  const lines: { level: 'info' | 'error'; message: string }[] = [];
  const log: AlertLog = {
    info: (_fields, message) => lines.push({ level: 'info', message }),
    error: (_fields, message) => lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

/** The fixture dealer with a waiting alert on its sold Corolla, then a Corolla arriving. */
async function dealerWithArrival() {
  const site = harbourSite;
  await stockSearch.replaceSiteStock(site, harbourCars);
  const sold = toStockDocument(
    harbourCars.find((car) => car.id === 'hm-corolla-sold')!,
    site,
  );
  const alert = await records.forSite(site).createSimilarCarAlert({
    carId: sold.id,
    criteria: similarityCriteria(sold, site),
    email: `runs-${Date.now()}@example.com`,
    phone: null,
    knownSimilarCarIds: ['hm-corolla-ascent'],
    createdAt: NOW,
  });
  const template = harbourCars.find((car) => car.id === 'hm-corolla-ascent')!;
  const arrived = carRecordSchema.parse({
    ...template,
    id: `corolla-arrived-${alert.id}`,
    slug: `corolla-arrived-${alert.id}`,
    stockNumber: `R${alert.id}`,
  });
  await stockSearch.replaceSiteStock(site, [...harbourCars, arrived]);
  const status = async () =>
    (await records.forSite(site).similarCarAlerts({ carId: sold.id })).find(
      (candidate) => candidate.id === alert.id,
    )?.status;
  return { site, status };
}

describe('fulfilSiteAlerts', () => {
  it('fulfils the site’s alerts against its current stock and reports the counts', async () => {
    const { site, status } = await dealerWithArrival();
    const { log, lines } = collectingLog();
    await fulfilSiteAlerts(site, { stockSearch, records }, { log, now: () => NOW });
    expect(await status()).toBe('due');
    expect(lines.at(-1)).toEqual({
      level: 'info',
      message: expect.stringMatching(/^similar-car alerts of harbour-motors: [1-9]\d* due/),
    });
  });

  it('logs a failure instead of throwing (start-up and reloads go on)', async () => {
    // Nothing listens on port 1: every query is refused.
    const unavailable = createTestPostgresRecords('postgres://forecourt@127.0.0.1:1/records');
    const { log, lines } = collectingLog();
    try {
      await fulfilSiteAlerts(harbourSite, { stockSearch, records: unavailable }, { log });
    } finally {
      await unavailable.close();
    }
    // Each kind of alert fails on its own; none stops the others being tried.
    expect(lines).toEqual([
      { level: 'error', message: 'similar-car alerts of harbour-motors: fulfilment failed' },
      { level: 'error', message: 'saved searches of harbour-motors: fulfilment failed' },
      { level: 'error', message: 'price drops of harbour-motors: fulfilment failed' },
    ]);
  });
});

describe('scheduleSimilarCarAlerts', () => {
  it('checks every site on each interval until stopped, without keeping the process alive', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const { site, status } = await dealerWithArrival();
    // An alert nothing will match: each check reports it, so the log shows each run.
    const sold = toStockDocument(
      harbourCars.find((car) => car.id === 'hm-corolla-sold')!,
      site,
    );
    await records.forSite(site).createSimilarCarAlert({
      carId: sold.id,
      criteria: { ...similarityCriteria(sold, site), model: 'No Such Model' },
      email: 'patient@example.com',
      phone: null,
      knownSimilarCarIds: [],
      createdAt: NOW,
    });
    const { log, lines } = collectingLog();
    const runs = () => lines.filter((line) => line.message.includes('still waiting')).length;
    const schedule = scheduleSimilarCarAlerts(
      [site],
      { stockSearch, records },
      {
        intervalMs: 20,
        log,
        now: () => NOW,
      },
    );
    try {
      const timer = setIntervalSpy.mock.results.at(-1)?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await vi.waitFor(async () => expect(await status()).toBe('due'), { timeout: 5_000 });
      await vi.waitFor(() => expect(runs()).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    } finally {
      schedule.stop();
      setIntervalSpy.mockRestore();
    }
    // Nothing runs after stop: a run that was under way may still finish, then all is quiet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const settled = runs();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs()).toBe(settled);
  });

  it('does not start a check while the last one is still running', async () => {
    const { site } = await dealerWithArrival();
    await records.forSite(site).createSimilarCarAlert({
      carId: 'hm-focus-sold',
      criteria: {
        ...similarityCriteria(toStockDocument(harbourCars[0]!, site), site),
        model: 'Slow',
      },
      email: 'slow@example.com',
      phone: null,
      knownSimilarCarIds: [],
      createdAt: NOW,
    });
    let searchesStarted = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Every search waits until released: the first check hangs over many intervals.
    const slowSearch: StockSearch = {
      forSite: (forSite, now) => {
        const stock = stockSearch.forSite(forSite, now);
        return {
          search: async (query) => {
            searchesStarted++;
            await released;
            return stock.search(query);
          },
          findBySlugs: (slugs) => stock.findBySlugs(slugs),
          findByIds: (ids) => stock.findByIds(ids),
        };
      },
      replaceSiteStock: (replaced, cars) => stockSearch.replaceSiteStock(replaced, cars),
      close: () => Promise.resolve(),
    };
    const schedule = scheduleSimilarCarAlerts(
      [site],
      { stockSearch: slowSearch, records },
      {
        intervalMs: 10,
        log: collectingLog().log,
        now: () => NOW,
      },
    );
    try {
      await vi.waitFor(() => expect(searchesStarted).toBe(1), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(searchesStarted).toBe(1);
    } finally {
      schedule.stop();
      release();
    }
  });
});
