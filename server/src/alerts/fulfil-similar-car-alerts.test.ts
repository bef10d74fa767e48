import { carRecordSchema, type CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRecords, type TestRecords } from '../testing/test-records.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import type { SimilarCarAlert } from './similar-car-alerts.port.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import { similarityCriteria } from '../stock/similar-cars.js';
import { toStockDocument } from '../stock/stock-document.js';
import { fulfilSimilarCarAlerts, type AlertLog } from './fulfil-similar-car-alerts.js';
import { similarCarIdsInStock } from './similar-cars-in-stock.js';

/**
 * The fixture dealer's sold Toyota Corolla (used, $19,990): similar means a Toyota Corolla in
 * stock between $9,990 and $29,990. When the alert is made the Corolla Ascent ($24,990) is in
 * stock already; the Corolla Hybrid ($32,990) is outside the band.
 */
const SOLD_CAR_ID = 'hm-corolla-sold';
const ALREADY_IN_STOCK = 'hm-corolla-ascent';
const NOW = new Date('2026-11-01T09:00:00.000Z');

let records: TestRecords;
const stockSearch = createTestStockSearch();

beforeAll(async () => {
  records = createTestRecords();
  await records.migrate();
}, 60_000);
afterAll(async () => {
  await Promise.all([records.close(), stockSearch.close()]);
});

let sites = 0;
/** A site of its own per test (the fixture dealer under a fresh slug), so runs never meet. */
async function freshDealer() {
  const site: Site = {
    ...harbourSite,
    config: { ...harbourSite.config, slug: `harbour-alerts-${++sites}` },
  };
  let cars: CarRecord[] = [...harbourCars];
  await stockSearch.replaceSiteStock(site, cars);
  const stock = stockSearch.forSite(site);
  const siteRecords = records.forSite(site);
  return {
    site,
    stock,
    records: siteRecords,
    /** An import that adds these cars to the stock. */
    async arrive(...arrivals: CarRecord[]) {
      cars = [...cars, ...arrivals];
      await stockSearch.replaceSiteStock(site, cars);
    },
    /** An alert on the sold Corolla, made the way the mutation makes it. */
    async alert(contact: { email?: string; phone?: string } = { email: 'shopper@example.com' }) {
      const sold = harbourCars.find((car) => car.id === SOLD_CAR_ID)!;
      const criteria = similarityCriteria(toStockDocument(sold, site), site);
      return siteRecords.createSimilarCarAlert({
        carId: SOLD_CAR_ID,
        criteria,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        knownSimilarCarIds: await similarCarIdsInStock(stock, criteria),
        createdAt: NOW,
      });
    },
    /** One run after an import; `searchedStock` stands in for the site's stock when given. */
    fulfil(log: AlertLog = new LogLines(), searchedStock: SiteStock = stock) {
      return fulfilSimilarCarAlerts({
        site,
        stock: searchedStock,
        records: siteRecords,
        now: NOW,
        log,
      });
    },
    async stored(alert: SimilarCarAlert) {
      const found = await siteRecords.similarCarAlerts({ carId: alert.carId });
      return found.find((candidate) => candidate.id === alert.id);
    },
  };
}

class LogLines implements AlertLog {
  readonly infos: { fields: Record<string, unknown>; message: string }[] = [];
  readonly errors: { fields: Record<string, unknown>; message: string }[] = [];
  info(fields: Record<string, unknown>, message: string): void {
    this.infos.push({ fields, message });
  }
  error(fields: Record<string, unknown>, message: string): void {
    this.errors.push({ fields, message });
  }
}

let stockNumber = 9000;
/** A car arriving in the fixture dealer's stock: a Toyota Corolla at $22,990 unless told. */
function arrival(id: string, overrides: Partial<CarRecord> = {}): CarRecord {
  const template = harbourCars.find((car) => car.id === ALREADY_IN_STOCK)!;
  return carRecordSchema.parse({
    ...template,
    id,
    slug: id,
    stockNumber: `A${++stockNumber}`,
    price: 22_990,
    createdAt: NOW.toISOString(),
    ...overrides,
  });
}

describe('fulfilSimilarCarAlerts', () => {
  it('knows the similar cars already in stock when the alert is made', async () => {
    const dealer = await freshDealer();
    const alert = await dealer.alert();
    expect(alert.knownSimilarCarIds).toEqual([ALREADY_IN_STOCK]);
  });

  it('leaves an alert waiting while only cars it already knew match', async () => {
    const dealer = await freshDealer();
    const alert = await dealer.alert();
    expect(await dealer.fulfil()).toEqual({
      checked: 1,
      due: 0,
      takenElsewhere: 0,
      waiting: 1,
      failed: 0,
    });
    expect((await dealer.stored(alert))?.status).toBe('waiting');
  });

  it('is not fulfilled by an arrival outside the price band, of another model, or not in stock', async () => {
    const dealer = await freshDealer();
    const alert = await dealer.alert();
    await dealer.arrive(
      arrival('corolla-too-dear', { price: 29_991 }),
      arrival('corolla-too-cheap', { price: 9_989 }),
      arrival('mazda3-in-band', { make: 'Mazda', model: '3' }),
      arrival('toyota-camry-in-band', { model: 'Camry' }),
      arrival('corolla-coming-soon', { status: 'coming_soon' }),
    );
    expect((await dealer.fulfil()).waiting).toBe(1);
    expect((await dealer.stored(alert))?.status).toBe('waiting');
  });

  it('makes a waiting alert due once when a matching car arrives, and logs it without the contact', async () => {
    const dealer = await freshDealer();
    const alert = await dealer.alert({ email: 'jane.citizen@example.com', phone: '04 1234 5678' });
    await dealer.arrive(arrival('corolla-arrived', { price: 29_990 }));

    const log = new LogLines();
    expect(await dealer.fulfil(log)).toEqual({
      checked: 1,
      due: 1,
      takenElsewhere: 0,
      waiting: 0,
      failed: 0,
    });
    expect(await dealer.stored(alert)).toEqual({
      ...alert,
      status: 'due',
      matchedCarId: 'corolla-arrived',
      dueAt: NOW,
    });

    expect(log.infos).toHaveLength(1);
    const [line] = log.infos;
    const unsubscribe = `/similar-alerts/unsubscribe?token=${alert.unsubscribeToken}`;
    expect(line?.message).toContain(`similar-car alert ${alert.id} is due`);
    expect(line?.message).toContain('corolla-arrived');
    expect(line?.message).toContain(unsubscribe);
    expect(line?.fields).toMatchObject({
      alert: alert.id,
      soldCar: SOLD_CAR_ID,
      matchedCar: 'corolla-arrived',
      unsubscribe,
    });
    const written = JSON.stringify(line);
    expect(written).not.toContain('jane.citizen');
    expect(written).not.toContain('5678');
    expect(line?.fields.contact).toBe('j***@example.com and 04 12** ****');

    // Later imports, even with more matching cars, never make it due again.
    await dealer.arrive(arrival('corolla-arrived-later'));
    const again = new LogLines();
    expect((await dealer.fulfil(again)).checked).toBe(0);
    expect(again.infos).toEqual([]);
    expect((await dealer.stored(alert))?.matchedCarId).toBe('corolla-arrived');
  });

  it('makes each alert due exactly once when two runs go at the same time', async () => {
    const dealer = await freshDealer();
    const alerts = [
      await dealer.alert({ email: 'first@example.com' }),
      await dealer.alert({ email: 'second@example.com' }),
      await dealer.alert({ phone: '0412 000 111' }),
    ];
    await dealer.arrive(arrival('corolla-arrived'));

    const [logA, logB] = [new LogLines(), new LogLines()];
    const [runA, runB] = await Promise.all([dealer.fulfil(logA), dealer.fulfil(logB)]);
    expect(runA.due + runB.due).toBe(3);
    expect(runA.failed + runB.failed).toBe(0);
    const loggedAlerts = [...logA.infos, ...logB.infos].map((line) => line.fields.alert);
    expect(loggedAlerts.toSorted()).toEqual(alerts.map((alert) => alert.id).toSorted());
    for (const alert of alerts) {
      expect(await dealer.stored(alert)).toMatchObject({
        status: 'due',
        matchedCarId: 'corolla-arrived',
      });
    }
  });

  it('skips unsubscribed alerts', async () => {
    const dealer = await freshDealer();
    const alert = await dealer.alert();
    await dealer.records.unsubscribeSimilarCarAlert(alert.unsubscribeToken, NOW);
    await dealer.arrive(arrival('corolla-arrived'));
    const log = new LogLines();
    expect((await dealer.fulfil(log)).checked).toBe(0);
    expect(log.infos).toEqual([]);
    expect(await dealer.stored(alert)).toMatchObject({
      status: 'unsubscribed',
      matchedCarId: null,
    });
  });

  it('works through every waiting alert, page after page', async () => {
    const dealer = await freshDealer();
    const count = 230;
    for (let i = 0; i < count; i++) await dealer.alert({ email: `shopper${i}@example.com` });
    await dealer.arrive(arrival('corolla-arrived'));
    expect(await dealer.fulfil()).toMatchObject({ checked: count, due: count });
    expect(await dealer.records.waitingSimilarCarAlerts()).toEqual([]);
  });

  it('logs an alert it cannot check and goes on with the others', async () => {
    const dealer = await freshDealer();
    const broken = await dealer.alert({ email: 'first@example.com' });
    const fine = await dealer.alert({ email: 'second@example.com' });
    await dealer.arrive(arrival('corolla-arrived'));
    let searches = 0;
    const failingOnce: SiteStock = {
      search: (query) =>
        ++searches === 1
          ? Promise.reject(new Error('search engine unavailable'))
          : dealer.stock.search(query),
      findBySlugs: (slugs) => dealer.stock.findBySlugs(slugs),
      findByIds: (ids) => dealer.stock.findByIds(ids),
    };
    const log = new LogLines();
    expect(await dealer.fulfil(log, failingOnce)).toMatchObject({ checked: 2, due: 1, failed: 1 });
    expect(log.errors[0]?.fields.alert).toBe(broken.id);
    expect((await dealer.stored(broken))?.status).toBe('waiting');
    expect((await dealer.stored(fine))?.status).toBe('due');

    // The next run picks it up.
    expect(await dealer.fulfil()).toMatchObject({ checked: 1, due: 1 });
  });

  it('touches only its own site’s alerts', async () => {
    const dealer = await freshDealer();
    const neighbour = await freshDealer();
    const theirs = await neighbour.alert();
    await dealer.arrive(arrival('corolla-arrived'));
    expect((await dealer.fulfil()).checked).toBe(0);
    expect((await neighbour.stored(theirs))?.status).toBe('waiting');
  });
});
