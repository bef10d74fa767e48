import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchlistCardsTestQuery } from '../../__generated__/WatchlistCardsTestQuery.graphql';
import { ViewerProvider } from '../../accounts/viewer-context';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { WatchlistCards } from './WatchlistCards';

const query = graphql`
  query WatchlistCardsTestQuery @relay_test_operation {
    site {
      ...WatchlistCards_site
    }
    viewer {
      ...WatchlistCards_viewer
    }
  }
`;

const CARS = ['2021 Toyota Hilux SR5', '2019 Mazda CX-5 Maxx'];
let nextCar = 0;

const renderCards = () =>
  renderWithRelay<WatchlistCardsTestQuery>({
    query,
    resolvers: {
      Viewer: () => ({
        watchlist: CARS.map((name, i) => ({ id: `car-${i}`, name, available: true })),
      }),
      Car: () => {
        const i = nextCar++ % CARS.length;
        return { id: `car-${i}`, name: CARS[i], available: true, inWatchlist: true };
      },
      SiteFeatures: () => ({ watchlist: true }),
    },
    render: (data) =>
      data.viewer && (
        <ViewerProvider viewer={{ email: 'sam@example.com', hasPhone: true }}>
          <WatchlistCards viewer={data.viewer} site={data.site}>
            <p>Your watchlist is empty.</p>
          </WatchlistCards>
        </ViewerProvider>
      ),
  });

const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WatchlistCards', () => {
  it('drops a removed card at once, and brings it back when the call fails', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { environment } = await renderCards();
    expect(headings()).toEqual(CARS);

    await user.click(screen.getByRole('button', { name: `Remove ${CARS[0]} from watchlist` }));
    expect(headings()).toEqual([CARS[1]]);

    act(() => environment.mock.rejectMostRecentOperation(new Error('Network request failed')));
    await waitFor(() => expect(headings()).toEqual(CARS));
    expect(window.alert).toHaveBeenCalledWith('Network request failed');
  });

  it('shows what an empty list says once the last card is removed', async () => {
    const user = userEvent.setup();
    await renderCards();
    await user.click(screen.getByRole('button', { name: `Remove ${CARS[0]} from watchlist` }));
    await user.click(screen.getByRole('button', { name: `Remove ${CARS[1]} from watchlist` }));
    expect(screen.getByText('Your watchlist is empty.')).toBeDefined();
  });
});
