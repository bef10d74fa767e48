import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { SavedSearchesListTestQuery } from '../../__generated__/SavedSearchesListTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { SavedSearchesList } from './SavedSearchesList';

const query = graphql`
  query SavedSearchesListTestQuery @relay_test_operation {
    viewer {
      ...SavedSearchesList_viewer
    }
  }
`;

function renderList(searches: { id: string; label: string; url: string; emailAlerts: boolean }[]) {
  return renderWithRelay<SavedSearchesListTestQuery>({
    query,
    resolvers: { Viewer: () => ({ savedSearches: searches, priceDropAlerts: false }) },
    render: (data) => (
      <div data-testid="relay-test-ready">
        <SavedSearchesList viewer={data.viewer!} />
      </div>
    ),
  });
}

describe('SavedSearchesList', () => {
  it('links each saved search to its search and shows whether it e-mails', async () => {
    await renderList([
      { id: 'a', label: 'Used utes', url: '/search/used-cars?query=ute', emailAlerts: true },
      { id: 'b', label: 'Toyotas', url: '/search/toyota', emailAlerts: false },
    ]);
    expect(screen.getByRole('link', { name: 'Used utes' }).getAttribute('href')).toBe(
      '/search/used-cars?query=ute',
    );
    const toggles = screen.getAllByRole<HTMLInputElement>('checkbox', {
      name: 'E-mail me new matches',
    });
    expect(toggles.map((toggle) => toggle.checked)).toEqual([true, false]);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: /watchlist drops in price/ }).checked,
    ).toBe(false);
  });

  it('asks the server to delete the search chosen', async () => {
    const { environment } = await renderList([
      { id: 'a', label: 'Used utes', url: '/search/used-cars', emailAlerts: true },
    ]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Delete saved search Used utes' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useSavedSearchChangesDeleteMutation');
    expect(operation.request.variables).toEqual({ id: 'a' });
  });

  it('says so when there are none', async () => {
    await renderList([]);
    expect(screen.getByText(/No saved searches yet/)).toBeDefined();
  });
});
