import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { SearchResultsTestQuery } from '../../__generated__/SearchResultsTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { SearchResults } from './SearchResults';

const query = graphql`
  query SearchResultsTestQuery @relay_test_operation {
    site {
      ...SearchResults_site
    }
    carSearch {
      ...SearchResults_search
    }
  }
`;

function renderResults(distances: (number | null)[]) {
  let n = 0;
  return renderWithRelay<SearchResultsTestQuery>({
    query,
    resolvers: {
      CarSearchConnection: () => ({ edges: distances.map(() => ({})) }),
      Car: () => ({ distanceKm: distances[n++] ?? null }),
    },
    render: (data) => <SearchResults search={data.carSearch} site={data.site} />,
  });
}

describe('SearchResults', () => {
  it('says how far each car is when the search has a postcode', async () => {
    await renderResults([0, 12, 1234]);
    expect(screen.getAllByText(/km away$/).map((line) => line.textContent)).toEqual([
      'Under 1 km away',
      '12 km away',
      '1,234 km away',
    ]);
  });

  it('says nothing of distance without one', async () => {
    await renderResults([null, null]);
    expect(screen.queryByText(/km away$/)).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  });
});
