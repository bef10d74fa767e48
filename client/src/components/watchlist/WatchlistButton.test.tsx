import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchlistButtonTestQuery } from '../../__generated__/WatchlistButtonTestQuery.graphql';
import { ViewerProvider } from '../../accounts/viewer-context';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { Toaster } from '../../ui/Toaster';
import { goToSignIn } from './go-to-sign-in';
import { WatchlistButton } from './WatchlistButton';

vi.mock('./go-to-sign-in', () => ({ goToSignIn: vi.fn() }));

const query = graphql`
  query WatchlistButtonTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...WatchlistButton_car
    }
    site {
      ...WatchlistButton_site
    }
  }
`;

const CAR = { id: 'Q2FyOmh1bHV4LTE=', name: '2021 Toyota Hilux SR5', available: true };
const SHOPPER = { email: 'sam@example.com', hasPhone: true };
const PAGE = '/cars/2021-toyota-hilux-sr5?tab=specs';

function renderButton({
  car = {},
  viewer = SHOPPER,
  watchlist = true,
}: {
  car?: Partial<typeof CAR> & { inWatchlist?: boolean };
  viewer?: { email: string; hasPhone: boolean } | null;
  watchlist?: boolean;
} = {}) {
  return renderWithRelay<WatchlistButtonTestQuery>({
    query,
    url: PAGE,
    resolvers: {
      Car: () => ({ ...CAR, inWatchlist: false, ...car }),
      SiteFeatures: () => ({ watchlist }),
    },
    render: (data) =>
      data.car && (
        <ViewerProvider viewer={viewer}>
          <Toaster>
            <WatchlistButton car={data.car} site={data.site} />
          </Toaster>
        </ViewerProvider>
      ),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(goToSignIn).mockClear();
});

describe('WatchlistButton', () => {
  it('saves at once, disabled while the call runs, then toasts with a link to the list', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButton();
    await user.click(screen.getByRole('button', { name: `Save ${CAR.name} to watchlist` }));

    const button = screen.getByRole('button', { name: `Remove ${CAR.name} from watchlist` });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    expect(pendingOperations(environment, 'useSaveCarToWatchlistMutation')).toEqual([
      { carId: CAR.id, returnTo: PAGE },
    ]);

    act(() => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SaveCarToWatchlistResult: () => ({ __typename: 'SaveCarToWatchlistPayload' }),
          Car: () => ({ id: CAR.id, inWatchlist: true }),
        }),
      );
    });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(await screen.findByText('Car Saved In Watchlist')).toBeDefined();
    expect(screen.getByText(`${CAR.name} is now available in your watchlist`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist');
  });

  it('removes a saved car and says so', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButton({ car: { inWatchlist: true } });
    await user.click(screen.getByRole('button', { name: `Remove ${CAR.name} from watchlist` }));
    expect(
      screen
        .getByRole('button', { name: `Save ${CAR.name} to watchlist` })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    act(() => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          RemoveCarFromWatchlistResult: () => ({ __typename: 'RemoveCarFromWatchlistPayload' }),
          Car: () => ({ id: CAR.id, inWatchlist: false }),
        }),
      );
    });
    expect(await screen.findByText('Car Removed')).toBeDefined();
    expect(screen.getByText(`${CAR.name} is no longer in your watchlist`)).toBeDefined();
  });

  it('turns back and alerts the message when the call fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { environment } = await renderButton();
    await user.click(screen.getByRole('button', { name: `Save ${CAR.name} to watchlist` }));
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error('Network request failed'));
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Network request failed'));
    const button = screen.getByRole('button', { name: `Save ${CAR.name} to watchlist` });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button).toHaveProperty('disabled', false);
  });

  it('sends a visitor to sign in for the watchlist, coming back to this page', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButton({ viewer: null });
    await user.click(screen.getByRole('button', { name: `Save ${CAR.name} to watchlist` }));
    const back = encodeURIComponent(PAGE);
    expect(goToSignIn).toHaveBeenCalledWith(
      `/sign-in?type=watchlist&redirect=${back}&back=${back}`,
    );
    expect(pendingOperations(environment, 'useSaveCarToWatchlistMutation')).toEqual([]);
  });

  it('sends a shopper without a mobile number to add one', async () => {
    const user = userEvent.setup();
    await renderButton({ viewer: { ...SHOPPER, hasPhone: false } });
    await user.click(screen.getByRole('button', { name: `Save ${CAR.name} to watchlist` }));
    const back = encodeURIComponent(PAGE);
    expect(goToSignIn).toHaveBeenCalledWith(
      `/sign-in?type=watchlist&redirect=${back}&back=${back}&step=phone`,
    );
  });

  it('shows no button on a sold car unless it is already saved', async () => {
    const sold = await renderButton({ car: { available: false } });
    expect(screen.queryByRole('button')).toBeNull();
    sold.unmount();
    await renderButton({ car: { available: false, inWatchlist: true } });
    expect(screen.getByRole('button', { name: `Remove ${CAR.name} from watchlist` })).toBeDefined();
  });

  it('shows nothing on a site without the watchlist', async () => {
    await renderButton({ watchlist: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
