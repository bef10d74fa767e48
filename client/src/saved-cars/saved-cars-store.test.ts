import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPARE_LIMIT,
  createSavedCarsStore,
  savedCarsStorageKey,
  type SavedCarEntry,
} from './saved-cars-store';

const car = (n: number): SavedCarEntry => ({
  id: `car-${n}`,
  name: `2021 Toyota Corolla Ascent ${n}`,
  slug: `2021-toyota-corolla-ascent-${n}`,
  make: 'Toyota',
  model: 'Corolla',
  primaryImageUrl: n % 2 === 0 ? `https://images.example/${n}.jpg` : null,
});

/** A Storage whose every call fails, as in a browser that blocks site data. */
const blockedStorage = (): Storage => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
};

afterEach(() => {
  localStorage.clear();
});

describe('createSavedCarsStore', () => {
  it('toggles a car into and out of favourites', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');

    expect(store.toggle('favourites', car(1))).toEqual({ saved: true });
    expect(store.has('favourites', 'car-1')).toBe(true);
    expect(store.list('favourites')).toEqual([car(1)]);

    expect(store.toggle('favourites', car(1))).toEqual({ saved: false });
    expect(store.has('favourites', 'car-1')).toBe(false);
    expect(store.list('favourites')).toEqual([]);
  });

  it('keeps favourites and compare apart', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    store.toggle('compare', car(1));

    expect(store.has('compare', 'car-1')).toBe(true);
    expect(store.has('favourites', 'car-1')).toBe(false);
  });

  it('keeps only the entry fields, in the order the cars were saved', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    store.toggle('favourites', { ...car(2), price: 25990 } as SavedCarEntry);
    store.toggle('favourites', car(1));

    expect(store.list('favourites')).toEqual([car(2), car(1)]);
  });

  it('finds the saved list again in a later page view on the same storage', () => {
    createSavedCarsStore(localStorage, 'city-motors').toggle('favourites', car(1));
    createSavedCarsStore(localStorage, 'city-motors').toggle('compare', car(2));

    const later = createSavedCarsStore(localStorage, 'city-motors');
    expect(later.list('favourites')).toEqual([car(1)]);
    expect(later.list('compare')).toEqual([car(2)]);
  });

  it('keeps each site’s lists separate on a shared storage', () => {
    createSavedCarsStore(localStorage, 'city-motors').toggle('favourites', car(1));
    createSavedCarsStore(localStorage, 'bay-toyota').toggle('favourites', car(2));

    expect(createSavedCarsStore(localStorage, 'city-motors').list('favourites')).toEqual([car(1)]);
    expect(createSavedCarsStore(localStorage, 'bay-toyota').list('favourites')).toEqual([car(2)]);
    expect(localStorage.getItem('forecourt:city-motors:favourites')).toContain('car-1');
  });

  it.each([
    ['not JSON', '{"id":'],
    ['a foreign object', '{"cars":["car-1"]}'],
    ['a list of ids', '["car-1","car-2"]'],
    ['null', 'null'],
  ])('treats %s in storage as an empty list and can save over it', (_label, raw) => {
    localStorage.setItem(savedCarsStorageKey('city-motors', 'favourites'), raw);
    const store = createSavedCarsStore(localStorage, 'city-motors');

    expect(store.list('favourites')).toEqual([]);
    expect(store.toggle('favourites', car(1))).toEqual({ saved: true });
    expect(createSavedCarsStore(localStorage, 'city-motors').list('favourites')).toEqual([car(1)]);
  });

  it('drops malformed and repeated entries but keeps the valid ones', () => {
    localStorage.setItem(
      savedCarsStorageKey('city-motors', 'favourites'),
      JSON.stringify([car(1), { id: 'car-9' }, 42, car(1), car(2)]),
    );

    expect(createSavedCarsStore(localStorage, 'city-motors').list('favourites')).toEqual([
      car(1),
      car(2),
    ]);
  });

  it('works in memory when storage throws on every call', () => {
    const store = createSavedCarsStore(blockedStorage(), 'city-motors');

    expect(store.list('favourites')).toEqual([]);
    expect(store.toggle('favourites', car(1))).toEqual({ saved: true });
    expect(store.toggle('favourites', car(2))).toEqual({ saved: true });
    expect(store.list('favourites')).toEqual([car(1), car(2)]);
    expect(store.toggle('favourites', car(1))).toEqual({ saved: false });
    expect(store.list('favourites')).toEqual([car(2)]);
  });

  it('works in memory without storage, as on the server', () => {
    const store = createSavedCarsStore(null, 'city-motors');

    expect(store.toggle('compare', car(1))).toEqual({ saved: true });
    expect(store.has('compare', 'car-1')).toBe(true);
  });

  it('keeps a change that could not be written when the storage is full', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    store.toggle('favourites', car(1));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    try {
      expect(store.toggle('favourites', car(2))).toEqual({ saved: true });
      // The stale stored value must not undo the unsaved change on the next toggle.
      expect(store.toggle('favourites', car(3))).toEqual({ saved: true });
      expect(store.list('favourites')).toEqual([car(1), car(2), car(3)]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it(`refuses a car when ${COMPARE_LIMIT} are already being compared`, () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    for (let n = 1; n <= COMPARE_LIMIT; n++) {
      expect(store.toggle('compare', car(n))).toEqual({ saved: true });
    }
    const full = store.list('compare');

    expect(store.toggle('compare', car(99))).toEqual({ refused: 'full' });
    expect(store.has('compare', 'car-99')).toBe(false);
    expect(store.list('compare')).toBe(full);

    // Taking one out of a full list is still allowed, and frees a place.
    expect(store.toggle('compare', car(1))).toEqual({ saved: false });
    expect(store.toggle('compare', car(99))).toEqual({ saved: true });
    expect(store.list('compare').map((entry) => entry.id)).toEqual([
      'car-2',
      'car-3',
      'car-4',
      'car-99',
    ]);
  });

  it('has no limit on favourites', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    for (let n = 1; n <= 30; n++) store.toggle('favourites', car(n));

    expect(store.list('favourites')).toHaveLength(30);
  });

  it('returns the same list until it changes', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    store.toggle('favourites', car(1));
    const first = store.list('favourites');

    expect(store.list('favourites')).toBe(first);
    store.toggle('favourites', car(2));
    expect(store.list('favourites')).not.toBe(first);
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.toggle('favourites', car(1));
    store.toggle('compare', car(1));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.toggle('favourites', car(1));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when compare refuses a car', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    for (let n = 1; n <= COMPARE_LIMIT; n++) store.toggle('compare', car(n));
    const listener = vi.fn();
    store.subscribe(listener);

    store.toggle('compare', car(99));
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows a change made in another tab', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    const listener = vi.fn();
    store.subscribe(listener);

    // Another tab writes the shared storage; this tab only hears the storage event.
    const key = savedCarsStorageKey('city-motors', 'favourites');
    const newValue = JSON.stringify([car(5)]);
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list('favourites')).toEqual([car(5)]);
  });

  it('ignores another tab’s change to a different site’s list', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    const listener = vi.fn();
    store.subscribe(listener);

    const key = savedCarsStorageKey('bay-toyota', 'favourites');
    const newValue = JSON.stringify([car(5)]);
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

    expect(listener).not.toHaveBeenCalled();
    expect(store.list('favourites')).toEqual([]);
  });

  it('empties the lists when another tab clears storage', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    store.toggle('favourites', car(1));
    const listener = vi.fn();
    store.subscribe(listener);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list('favourites')).toEqual([]);
  });

  it('toggles against another tab’s latest list even when nobody was listening', () => {
    const store = createSavedCarsStore(localStorage, 'city-motors');
    store.toggle('favourites', car(1));
    // Another tab adds a car while this store has no subscribers and hears no event.
    localStorage.setItem(
      savedCarsStorageKey('city-motors', 'favourites'),
      JSON.stringify([car(1), car(2)]),
    );

    store.toggle('favourites', car(3));
    expect(store.list('favourites')).toEqual([car(1), car(2), car(3)]);
  });
});
