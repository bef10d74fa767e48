import { describe, expect, it } from 'vitest';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { DAY_MS } from '@forecourt/schema/time/durations';
import { car } from '../testing/fixture-sites.js';
import { reconcileStock, type FeedMode } from './reconcile-stock.js';

const NOW = new Date('2026-11-20T01:00:00.000Z');
const EARLIER = '2026-10-01T00:00:00.000Z';
const DAYS = 3;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

const stocked = (id: string, fields: Partial<Parameters<typeof car>[0]> = {}): CarRecord =>
  car({
    id,
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    price: 20000,
    km: 1000,
    carType: 'used',
    locationId: 'hm-brisbane',
    createdAt: EARLIER,
    updatedAt: EARLIER,
    ...fields,
  });

/** The feed's copy of a car: as the parser gives it, stamped with this import. */
const fed = (previous: CarRecord, fields: Partial<CarRecord> = {}): CarRecord => ({
  ...previous,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...fields,
});

function reconcile(previous: CarRecord[], incoming: CarRecord[], mode: FeedMode = 'full') {
  return reconcileStock({ previous, incoming, mode, now: NOW, recentlySoldDays: DAYS });
}

const byId = (cars: CarRecord[], id: string) => cars.find((c) => c.id === id);

describe('reconcileStock', () => {
  const a = stocked('a');
  const b = stocked('b');
  const c = stocked('c');

  it('adds new cars and keeps unchanged ones as they were', () => {
    const d = stocked('d', { createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() });
    const { cars, changes } = reconcile([a, b], [fed(a), fed(b), d]);
    expect(changes).toMatchObject({ added: ['d'], changed: [], unchanged: 2, sold: [] });
    expect(byId(cars, 'a')).toEqual(a);
    expect(byId(cars, 'd')).toEqual(d);
  });

  it('records a price change, keeping the car’s createdAt', () => {
    const { cars, changes } = reconcile([a, b], [fed(a, { price: 18500 }), fed(b)]);
    expect(changes.changed).toEqual(['a']);
    expect(changes.priceChanged).toEqual([{ id: 'a', from: 20000, to: 18500 }]);
    expect(byId(cars, 'a')).toMatchObject({
      price: 18500,
      createdAt: EARLIER,
      updatedAt: NOW.toISOString(),
    });
  });

  it('sells a car a full feed lacks, at this import', () => {
    const { cars, changes } = reconcile([a, b, c], [fed(a), fed(b)]);
    expect(changes.sold).toEqual(['c']);
    expect(byId(cars, 'c')).toMatchObject({
      status: 'sold',
      soldAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      createdAt: EARLIER,
    });
  });

  it('leaves the cars a partial feed does not mention as they were', () => {
    const { cars, changes } = reconcile([a, b, c], [fed(a, { price: 1 })], 'partial');
    expect(changes).toMatchObject({ sold: [], changed: ['a'], dropped: [] });
    expect(byId(cars, 'b')).toEqual(b);
    expect(byId(cars, 'c')).toEqual(c);
  });

  it('sells a car the feed marks sold, and keeps the date of an earlier sale', () => {
    const old = stocked('old', { status: 'sold', soldAt: daysBefore(1) });
    const { cars, changes } = reconcile([a, old], [fed(a, { status: 'sold' }), fed(old)]);
    expect(changes.sold).toEqual(['a']);
    expect(byId(cars, 'a')?.soldAt).toBe(NOW.toISOString());
    expect(byId(cars, 'old')?.soldAt).toBe(daysBefore(1));
  });

  it('restores a sold car that comes back, in stock without soldAt', () => {
    const sold = stocked('c', { status: 'sold', soldAt: daysBefore(1), updatedAt: daysBefore(1) });
    const { cars, changes } = reconcile([a, sold], [fed(a), fed(c)]);
    expect(changes.restored).toEqual(['c']);
    expect(changes.changed).toEqual(['c']);
    const back = byId(cars, 'c');
    expect(back).toMatchObject({ status: 'in_stock', createdAt: EARLIER });
    expect(back).not.toHaveProperty('soldAt');
  });

  it('drops a car sold longer ago than the recently-sold window, in either mode', () => {
    const recent = stocked('recent', { status: 'sold', soldAt: daysBefore(DAYS - 1) });
    const old = stocked('old', { status: 'sold', soldAt: daysBefore(DAYS + 1) });
    const undated = stocked('undated', { status: 'sold', updatedAt: daysBefore(DAYS + 1) });
    for (const mode of ['full', 'partial'] as const) {
      const { cars, changes } = reconcile([a, recent, old, undated], [fed(a)], mode);
      expect(changes.dropped).toEqual(['old', 'undated']);
      expect(cars.map((kept) => kept.id)).toEqual(['a', 'recent']);
    }
  });
});
