import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { MarketPriceBadgeTestQuery } from '../../../__generated__/MarketPriceBadgeTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { MarketPriceBadge } from './MarketPriceBadge';

const query = graphql`
  query MarketPriceBadgeTestQuery @relay_test_operation {
    car(slug: "2020-mazda-cx-5-maxx-sport") {
      ...MarketPriceBadge_car
    }
  }
`;

type Badge = { averageMarketPrice: number; belowAverageBy: number; label: string };

const renderBadge = (marketPriceBadge: Badge | null) =>
  renderWithRelay<MarketPriceBadgeTestQuery>({
    query,
    resolvers: { Car: () => ({ marketPriceBadge }) },
    render: (data) => data.car && <MarketPriceBadge car={data.car} />,
  });

describe('MarketPriceBadge', () => {
  it('shows the label and how far under the average market price the car is', async () => {
    await renderBadge({
      averageMarketPrice: 33_900,
      belowAverageBy: 1_910,
      label: 'Below market price',
    });
    expect(screen.getByText('Below market price')).toBeTruthy();
    expect(screen.getByText('$1,910 under the average market price of $33,900')).toBeTruthy();
  });

  it('shows nothing when the car does not earn the badge', async () => {
    const { container } = await renderBadge(null);
    expect(screen.queryByText('Below market price')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
