import { commitMutation, fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment as Environment } from 'relay-runtime';
import type { accountSavedCarsMergeMutation } from '../__generated__/accountSavedCarsMergeMutation.graphql';
import type { accountSavedCarsQuery } from '../__generated__/accountSavedCarsQuery.graphql';
import type { accountSavedCarsSetMutation } from '../__generated__/accountSavedCarsSetMutation.graphql';
import {
  COMPARE_LIMIT,
  type LocalSavedCarsStore,
  type SavedCarEntry,
  type SavedCarKind,
  type SavedCarsStore,
} from './saved-cars-store';

const listsQuery = graphql`
  query accountSavedCarsQuery {
    viewer {
      favourites: savedCars(list: FAVOURITES) {
        carId
        car {
          name
          slug
          make
          model
          primaryImage {
            url
          }
        }
      }
      compare: savedCars(list: COMPARE) {
        carId
        car {
          name
          slug
          make
          model
          primaryImage {
            url
          }
        }
      }
    }
  }
`;

const setMutation = graphql`
  mutation accountSavedCarsSetMutation($list: SavedCarList!, $carId: ID!, $saved: Boolean!) {
    setSavedCar(list: $list, carId: $carId, saved: $saved) {
      __typename
      ... on SetSavedCarPayload {
        savedCars {
          carId
          car {
            name
            slug
            make
            model
            primaryImage {
              url
            }
          }
        }
      }
    }
  }
`;

const mergeMutation = graphql`
  mutation accountSavedCarsMergeMutation($favourites: [ID!]!, $compare: [ID!]!) {
    mergeSavedCars(favourites: $favourites, compare: $compare) {
      __typename
      ... on MergeSavedCarsPayload {
        favourites {
          carId
          car {
            name
            slug
            make
            model
            primaryImage {
              url
            }
          }
        }
        compare {
          carId
          car {
            name
            slug
            make
            model
            primaryImage {
              url
            }
          }
        }
      }
    }
  }
`;

const LIST: Readonly<Record<SavedCarKind, 'FAVOURITES' | 'COMPARE'>> = {
  favourites: 'FAVOURITES',
  compare: 'COMPARE',
};

/** An account's entry as the browser keeps one; a car the site no longer lists keeps its id. */
type AccountSavedCar = {
  readonly carId: string;
  readonly car:
    | {
        readonly name: string;
        readonly slug: string;
        readonly make: string;
        readonly model: string;
        readonly primaryImage: { readonly url: string } | null | undefined;
      }
    | null
    | undefined;
};

function toEntry(saved: AccountSavedCar): SavedCarEntry {
  return {
    id: saved.carId,
    name: saved.car?.name ?? '',
    slug: saved.car?.slug ?? '',
    make: saved.car?.make ?? '',
    model: saved.car?.model ?? '',
    primaryImageUrl: saved.car?.primaryImage?.url ?? null,
  };
}

const toEntries = (saved: readonly AccountSavedCar[]) => Object.freeze(saved.map(toEntry));

const EMPTY: readonly SavedCarEntry[] = Object.freeze([]);

/**
 * A signed-in shopper's lists, kept with their account (spec 2 §4). The first time it is used in
 * a page view it merges the lists this browser kept before sign-in into the account (one
 * request), then empties the browser's, so the next visitor on this browser inherits nothing;
 * otherwise it loads the account's lists. Toggles show at once and are then saved; the account's
 * answer replaces the list once no other change of it is on its way.
 */
export function createAccountSavedCarsStore(
  environment: Environment,
  local: LocalSavedCarsStore,
): SavedCarsStore {
  const state: Record<SavedCarKind, readonly SavedCarEntry[]> = {
    favourites: EMPTY,
    compare: EMPTY,
  };
  const pending: Record<SavedCarKind, number> = { favourites: 0, compare: 0 };
  const listeners = new Set<() => void>();
  let started = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let synced = false;
  const adopt = (kind: SavedCarKind, entries: readonly SavedCarEntry[]) => {
    synced = true;
    if (pending[kind] > 0) return;
    state[kind] = entries;
    notify();
  };

  const load = () => {
    fetchQuery<accountSavedCarsQuery>(environment, listsQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (!data?.viewer) return;
        adopt('favourites', toEntries(data.viewer.favourites));
        adopt('compare', toEntries(data.viewer.compare));
      })
      .catch(() => undefined);
  };

  const start = () => {
    if (started || typeof window === 'undefined') return;
    started = true;
    const favourites = local.list('favourites');
    const compare = local.list('compare');
    if (favourites.length === 0 && compare.length === 0) {
      load();
      return;
    }
    // Shown at once; the account's merged lists replace them.
    state.favourites = favourites;
    state.compare = compare;
    notify();
    commitMutation<accountSavedCarsMergeMutation>(environment, {
      mutation: mergeMutation,
      variables: {
        favourites: favourites.map((entry) => entry.id),
        compare: compare.map((entry) => entry.id),
      },
      onCompleted: ({ mergeSavedCars: merged }) => {
        if (merged.__typename === 'MergeSavedCarsPayload') {
          local.clear();
          adopt('favourites', toEntries(merged.favourites));
          adopt('compare', toEntries(merged.compare));
        } else {
          load();
        }
      },
      onError: load,
    });
  };

  const save = (kind: SavedCarKind, entry: SavedCarEntry, saved: boolean) => {
    pending[kind] += 1;
    const settle = (entries: readonly SavedCarEntry[] | null) => {
      pending[kind] -= 1;
      if (entries) adopt(kind, entries);
      // Refused (a full list) or failed: the account's list is the truth.
      else if (pending[kind] === 0) load();
    };
    commitMutation<accountSavedCarsSetMutation>(environment, {
      mutation: setMutation,
      variables: { list: LIST[kind], carId: entry.id, saved },
      onCompleted: ({ setSavedCar }) =>
        settle(
          setSavedCar.__typename === 'SetSavedCarPayload' ? toEntries(setSavedCar.savedCars) : null,
        ),
      onError: () => settle(null),
    });
  };

  return {
    list: (kind) => state[kind],
    synced: () => synced,
    has: (kind, id) => state[kind].some((entry) => entry.id === id),
    toggle: (kind, entry) => {
      const current = state[kind];
      if (current.some((saved) => saved.id === entry.id)) {
        state[kind] = Object.freeze(current.filter((saved) => saved.id !== entry.id));
        notify();
        save(kind, entry, false);
        return { saved: false };
      }
      if (kind === 'compare' && current.length >= COMPARE_LIMIT) return { refused: 'full' };
      state[kind] = Object.freeze([...current, entry]);
      notify();
      save(kind, entry, true);
      return { saved: true };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
  };
}
