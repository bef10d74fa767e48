import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecentlyViewedVehiclesTestQuery } from '../../__generated__/RecentlyViewedVehiclesTestQuery.graphql';
import {
  recentlyViewedStorageKey,
  type RecentlyViewedEntry,
} from '../../recently-viewed/recently-viewed-store';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { RecentlyViewedVehicles } from './RecentlyViewedVehicles';

const query = graphql`
  query RecentlyViewedVehiclesTestQuery @relay_test_operation {
    site {
      ...RecentlyViewedVehicles_site
    }
  }
`;

const RESULTS_QUERY = 'RecentlyViewedResultsQuery';
// Each test has a site of its own: the stores are kept per site for the whole window.
let siteSlug = '';
let siteCount = 0;

const entry = (id: string, model: string): RecentlyViewedEntry => ({
  id,
  stockNumber: `STK-${id}`,
  make: 'Toyota',
  model,
  body: null,
  simpleBody: 'SUV',
});

const VIEWED = [entry('car-c', 'RAV4'), entry('car-b', 'Kluger'), entry('car-a', 'Prado')];

const renderStrip = async (viewed: RecentlyViewedEntry[], excludeId: string | null = null) => {
  siteSlug = `test-motors-${++siteCount}`;
  localStorage.setItem(recentlyViewedStorageKey(siteSlug), JSON.stringify(viewed));
  return renderWithRelay<RecentlyViewedVehiclesTestQuery>({
    query,
    resolvers: { Site: () => ({ slug: siteSlug }) },
    render: (data) => <RecentlyViewedVehicles site={data.site} excludeId={excludeId} />,
  });
};

type Environment = Awaited<ReturnType<typeof renderStrip>>['environment'];

/** Answers the strip's query: each id's car by name, or null for one the site no longer lists. */
async function answer(environment: Environment, names: Record<string, string | null>) {
  // The results' code is loaded on demand: the query goes once it has arrived.
  await waitFor(() => expect(pendingOperations(environment, RESULTS_QUERY)).toHaveLength(1));
  const [variables] = pendingOperations(environment, RESULTS_QUERY) as { ids: string[] }[];
  act(() =>
    environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        // The same site answers again: its slug is the one the strip was rendered with.
        Site: () => ({ slug: siteSlug }),
        Query: () => ({
          nodes: variables!.ids.map((id) =>
            names[id] == null ? null : { __typename: 'Car', id, name: names[id] },
          ),
        }),
      }),
    ),
  );
}

const cardNames = async () =>
  (await screen.findAllByRole('article')).map(
    (card) => within(card).getByRole('heading').textContent,
  );

afterEach(() => {
  localStorage.clear();
});

describe('RecentlyViewedVehicles', () => {
  it('loads the viewed vehicles, newest first, without the one on screen', async () => {
    const { environment } = await renderStrip(VIEWED, 'car-b');
    await answer(environment, { 'car-c': '2022 Toyota RAV4', 'car-a': '2019 Toyota Prado' });
    expect(environment.mock.getAllOperations()).toEqual([]);
    await screen.findByRole('heading', { name: 'Recently viewed' });
    expect(await cardNames()).toEqual(['2022 Toyota RAV4', '2019 Toyota Prado']);
  });

  it('leaves out a vehicle the site no longer lists', async () => {
    const { environment } = await renderStrip(VIEWED);
    await answer(environment, {
      'car-c': '2022 Toyota RAV4',
      'car-b': null,
      'car-a': '2019 Toyota Prado',
    });
    expect(await cardNames()).toEqual(['2022 Toyota RAV4', '2019 Toyota Prado']);
  });

  it('forgets the history when the shopper presses Clear', async () => {
    const { environment } = await renderStrip(VIEWED);
    await answer(environment, {
      'car-c': '2022 Toyota RAV4',
      'car-b': '2020 Toyota Kluger',
      'car-a': '2019 Toyota Prado',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear recently viewed vehicles' }));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(localStorage.getItem(recentlyViewedStorageKey(siteSlug))).toBeNull();
  });

  it('renders nothing and loads nothing without a history other than the vehicle on screen', async () => {
    const { environment, container } = await renderStrip([entry('car-a', 'Prado')], 'car-a');
    // Long enough for the results' code to load, had anything asked for it.
    await act(() => import('./RecentlyViewedResults'));
    expect(pendingOperations(environment, RESULTS_QUERY)).toEqual([]);
    expect(container.textContent).toBe('');
  });
});
