import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRecentlyViewedStore,
  RECENTLY_VIEWED_LIMIT,
  recentlyViewedStorageKey,
  type RecentlyViewedEntry,
} from './recently-viewed-store';

const car = (n: number): RecentlyViewedEntry => ({
  id: `Q2FyOmNhci0${n}`,
  stockNumber: `STK${n}`,
  make: 'Toyota',
  model: 'Hilux',
  body: n % 2 === 0 ? 'Dual Cab' : null,
  simpleBody: 'Ute',
});

const ids = (entries: readonly RecentlyViewedEntry[]) => entries.map((entry) => entry.id);

/** A Storage whose every call fails, as in a browser that blocks site data. */
const blockedStorage = (): Storage => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
};

afterEach(() => {
  localStorage.clear();
});

describe('createRecentlyViewedStore', () => {
  it('keeps the spec’s fields, newest first, and keeps them for the next page', () => {
    const store = createRecentlyViewedStore(localStorage, 'city-motors');
    store.record({ ...car(1), price: 25_990 } as RecentlyViewedEntry);
    store.record(car(2));
    expect(store.list()).toEqual([car(2), car(1)]);
    expect(createRecentlyViewedStore(localStorage, 'city-motors').list()).toEqual([car(2), car(1)]);
  });

  it('moves a vehicle viewed again to the front instead of listing it twice', () => {
    const store = createRecentlyViewedStore(localStorage, 'city-motors');
    store.record(car(1));
    store.record(car(2));
    store.record(car(1));
    expect(ids(store.list())).toEqual([car(1).id, car(2).id]);
  });

  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}, dropping the oldest`, () => {
    const store = createRecentlyViewedStore(localStorage, 'city-motors');
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 2; n++) store.record(car(n));
    expect(store.list()).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(store.list()[0]).toEqual(car(RECENTLY_VIEWED_LIMIT + 2));
    expect(ids(store.list())).not.toContain(car(2).id);
  });

  it('keeps each site’s history apart', () => {
    createRecentlyViewedStore(localStorage, 'city-motors').record(car(1));
    expect(createRecentlyViewedStore(localStorage, 'bay-motors').list()).toEqual([]);
  });

  it('clears the history, here and in storage', () => {
    const store = createRecentlyViewedStore(localStorage, 'city-motors');
    const listener = vi.fn();
    store.subscribe(listener);
    store.record(car(1));
    store.clear();
    expect(store.list()).toEqual([]);
    expect(localStorage.getItem(recentlyViewedStorageKey('city-motors'))).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops what it cannot read instead of failing', () => {
    const key = recentlyViewedStorageKey('city-motors');
    localStorage.setItem(key, '{not json');
    expect(createRecentlyViewedStore(localStorage, 'city-motors').list()).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ id: 'x' }, car(3), car(3), 'car-4']));
    expect(createRecentlyViewedStore(localStorage, 'city-motors').list()).toEqual([car(3)]);
  });

  it('works for the page alone where the browser blocks storage', () => {
    const store = createRecentlyViewedStore(blockedStorage(), 'city-motors');
    store.record(car(1));
    expect(store.list()).toEqual([car(1)]);
  });

  it('hears what another tab recorded', () => {
    const store = createRecentlyViewedStore(localStorage, 'city-motors');
    const listener = vi.fn();
    store.subscribe(listener);
    const key = recentlyViewedStorageKey('city-motors');
    localStorage.setItem(key, JSON.stringify([car(5)]));
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list()).toEqual([car(5)]);
  });
});
