import { isDeepStrictEqual } from 'node:util';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { DAY_MS } from '@forecourt/schema/time/durations';
import { isAvailable } from '../car-availability.js';

/**
 * Folds a feed into the site's current stock. Most dealer feeds simply drop a car once it sells,
 * so with a full feed a car that is no longer there has sold at this import: it stays listed
 * (with the sold panel) for the site's recently-sold window and is dropped after it. A partial
 * feed (changes only) never sells what it does not mention. A car that comes back is in stock
 * again; a car keeps the createdAt of when it was first seen.
 */

export type FeedMode = 'full' | 'partial';

export interface PriceChange {
  id: string;
  from: number;
  to: number;
}

/** What an import changed, by car id. */
export interface StockChanges {
  /** New to the site. */
  added: string[];
  /** Known cars whose record changed (price changes and restored cars included). */
  changed: string[];
  priceChanged: PriceChange[];
  /** Sold at this import: gone from a full feed, or marked sold by the feed. */
  sold: string[];
  /** Sold before, in stock again. */
  restored: string[];
  unchanged: number;
  /** Sold longer ago than the recently-sold window: removed from the stock. */
  dropped: string[];
}

export interface ReconcileStockRequest {
  previous: readonly CarRecord[];
  incoming: readonly CarRecord[];
  mode: FeedMode;
  now: Date;
  recentlySoldDays: number;
}

/** The instant a sold car was sold: its soldAt, else its last update. */
function soldAtMs(car: CarRecord): number {
  return Date.parse(car.soldAt ?? car.updatedAt);
}

/** The record without what an import itself writes, to tell whether anything else changed. */
function content(car: CarRecord): Omit<CarRecord, 'createdAt' | 'updatedAt'> {
  const { createdAt: _created, updatedAt: _updated, ...rest } = car;
  return rest;
}

function withoutSoldAt(car: CarRecord): CarRecord {
  const { soldAt: _soldAt, ...rest } = car;
  return rest;
}

export function reconcileStock({
  previous,
  incoming,
  mode,
  now,
  recentlySoldDays,
}: ReconcileStockRequest): { cars: CarRecord[]; changes: StockChanges } {
  const stamp = now.toISOString();
  const cutoffMs = now.getTime() - recentlySoldDays * DAY_MS;
  const previousById = new Map(previous.map((car) => [car.id, car]));
  const changes: StockChanges = {
    added: [],
    changed: [],
    priceChanged: [],
    sold: [],
    restored: [],
    unchanged: 0,
    dropped: [],
  };
  const cars: CarRecord[] = [];

  for (const fed of incoming) {
    const before = previousById.get(fed.id);
    if (!before) {
      changes.added.push(fed.id);
      cars.push(fed);
      continue;
    }
    let car: CarRecord = { ...fed, createdAt: before.createdAt };
    const wasAvailable = isAvailable(before.status);
    if (isAvailable(car.status)) {
      if (!wasAvailable) changes.restored.push(car.id);
      car = withoutSoldAt(car);
    } else if (wasAvailable) {
      changes.sold.push(car.id);
      car.soldAt ??= stamp;
    } else {
      // Still sold: the sale keeps its date.
      const soldAt = car.soldAt ?? before.soldAt;
      if (soldAt !== undefined) car.soldAt = soldAt;
    }
    if (isDeepStrictEqual(content(car), content(before))) {
      changes.unchanged++;
      cars.push(before);
      continue;
    }
    changes.changed.push(car.id);
    if (car.price !== before.price)
      changes.priceChanged.push({ id: car.id, from: before.price, to: car.price });
    cars.push(car);
  }

  const fedIds = new Set(incoming.map((car) => car.id));
  for (const before of previous) {
    if (fedIds.has(before.id)) continue;
    if (mode === 'full' && isAvailable(before.status)) {
      changes.sold.push(before.id);
      cars.push({ ...before, status: 'sold', soldAt: stamp, updatedAt: stamp });
    } else if (!isAvailable(before.status) && soldAtMs(before) < cutoffMs) {
      changes.dropped.push(before.id);
    } else {
      cars.push(before);
    }
  }
  return { cars, changes };
}
