import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountSavedCarsStore } from './account-saved-cars';
import { createSavedCarsStore, type SavedCarEntry } from './saved-cars-store';

const car = (n: number): SavedCarEntry => ({
  id: `car-${n}`,
  name: `2021 Toyota Corolla ${n}`,
  slug: `2021-toyota-corolla-${n}`,
  make: 'Toyota',
  model: 'Corolla',
  primaryImageUrl: null,
});

/** The API's entry for a car, as the account lists answer it. */
const saved = (n: number) => ({
  carId: `car-${n}`,
  car: { ...car(n), id: btoa(`Car:car-${n}`), primaryImage: null },
});

beforeAll(() => {
  // relay-test-utils' mock environment wraps its methods in the `jest.fn` global: lend it vitest's.
  if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
});
afterEach(() => localStorage.clear());

const setup = () => {
  const environment = createMockEnvironment();
  const local = createSavedCarsStore(localStorage, 'city-motors');
  const store = createAccountSavedCarsStore(environment, local);
  const ids = (kind: 'favourites' | 'compare') => store.list(kind).map((entry) => entry.id);
  return { environment, local, store, ids };
};

describe('createAccountSavedCarsStore', () => {
  it('merges the browser’s lists into the account once, then empties the browser’s', () => {
    const { environment, local, store, ids } = setup();
    local.toggle('favourites', car(1));
    local.toggle('compare', car(2));

    store.subscribe(() => undefined);
    // Shown at once, before the account answers.
    expect(ids('favourites')).toEqual(['car-1']);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('accountSavedCarsMergeMutation');
    expect(operation.request.variables).toEqual({ favourites: ['car-1'], compare: ['car-2'] });

    environment.mock.resolve(operation, {
      data: {
        mergeSavedCars: {
          __typename: 'MergeSavedCarsPayload',
          favourites: [saved(3), saved(1)],
          compare: [saved(2)],
        },
      },
    });
    expect(ids('favourites')).toEqual(['car-3', 'car-1']);
    expect(ids('compare')).toEqual(['car-2']);
    expect(local.list('favourites')).toEqual([]);
    expect(local.list('compare')).toEqual([]);
  });

  it('loads the account’s lists when the browser kept none', async () => {
    const { environment, store, ids } = setup();
    store.subscribe(() => undefined);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('accountSavedCarsQuery');

    environment.mock.resolve(operation, {
      data: { viewer: { favourites: [saved(4)], compare: [] } },
    });
    await vi.waitFor(() => expect(ids('favourites')).toEqual(['car-4']));
  });

  it('shows a toggle at once and keeps the browser’s lists untouched when the merge fails', () => {
    const { environment, local, store, ids } = setup();
    local.toggle('favourites', car(1));
    store.subscribe(() => undefined);
    environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline'));
    expect(local.list('favourites')).toEqual([car(1)]);

    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { viewer: { favourites: [saved(1)], compare: [] } },
    });
    expect(store.toggle('favourites', car(5))).toEqual({ saved: true });
    expect(ids('favourites')).toEqual(['car-1', 'car-5']);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      list: 'FAVOURITES',
      carId: 'car-5',
      saved: true,
    });
  });

  it('refuses a fifth car to compare without asking the account', async () => {
    const { environment, store } = setup();
    store.subscribe(() => undefined);
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { viewer: { favourites: [], compare: [saved(1), saved(2), saved(3), saved(4)] } },
    });
    await vi.waitFor(() => expect(store.list('compare')).toHaveLength(4));
    const before = environment.mock.getAllOperations().length;

    expect(store.toggle('compare', car(5))).toEqual({ refused: 'full' });
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });
});
