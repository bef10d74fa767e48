import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallDealerButtonTestQuery } from '../../../__generated__/CallDealerButtonTestQuery.graphql';
import { pendingOperations } from '../../../testing/pending-operations';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CallDealerButton } from './CallDealerButton';

const query = graphql`
  query CallDealerButtonTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CallDealerButton_car
    }
    site {
      ...CallDealerButton_site
    }
  }
`;

const CAR_ID = 'Q2FyOmhpbHV4LTE=';

const renderButton = ({
  dealerPhone = '07 3359 4800' as string | null,
  phoneReveal = 'IMMEDIATE',
}: { dealerPhone?: string | null; phoneReveal?: 'IMMEDIATE' | 'MASKED' } = {}) =>
  renderWithRelay<CallDealerButtonTestQuery>({
    query,
    resolvers: {
      Car: () => ({ id: CAR_ID, dealerPhone }),
      Site: () => ({ contact: { phoneReveal }, labels: { callButton: 'Call the dealer' } }),
    },
    render: (data) => data.car && <CallDealerButton car={data.car} site={data.site} />,
  });

// Clicking a tel: link would hand the number to the phone; the test only wants the click.
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  vi.restoreAllMocks();
});

describe('CallDealerButton', () => {
  it('offers no call when no number can be found for the car', async () => {
    await renderButton({ dealerPhone: null });

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Call the dealer')).toBeNull();
  });

  it('shows the number at once as a link that calls it', async () => {
    await renderButton();

    const link = screen.getByRole('link', { name: 'Call the dealer 07 3359 4800' });
    expect(link.getAttribute('href')).toBe('tel:0733594800');
  });

  it('records a call to the dealer when the shopper taps the number', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButton();

    await user.click(screen.getByRole('link', { name: /Call the dealer/ }));

    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.CALL_THE_DEALER, carId: CAR_ID },
    ]);
  });

  it('holds only the masked number until the shopper asks for it, then shows what the server revealed', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButton({
      phoneReveal: 'MASKED',
      dealerPhone: '07 33** ****',
    });

    const button = screen.getByRole('button', { name: /^Call the dealer 07 33\*\* \*\*\*\*/ });
    expect(button.textContent).toBe('Call the dealer 07 33** **** (show the full number)');
    expect(screen.queryByRole('link')).toBeNull();
    expect(pendingOperations(environment, 'useRevealDealerPhoneMutation')).toEqual([]);

    await user.click(button);
    expect(pendingOperations(environment, 'useRevealDealerPhoneMutation')).toEqual([
      { carId: CAR_ID },
    ]);
    // Nothing to call until the server answers the number.
    expect(screen.queryByRole('link')).toBeNull();
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          revealDealerPhone: {
            __typename: 'RevealDealerPhonePayload',
            phone: '07 3359 4800',
            car: { id: CAR_ID, views: 3 },
          },
        },
      }),
    );

    const link = await screen.findByRole('link', { name: 'Call the dealer 07 3359 4800' });
    expect(link.getAttribute('href')).toBe('tel:0733594800');
    // The shopper's focus moves from the pressed button to the number.
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.queryByRole('button')).toBeNull();
    // Revealing is not calling.
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([]);

    await user.click(link);
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.CALL_THE_DEALER, carId: CAR_ID },
    ]);
  });

  it('says why when the server refuses the reveal, and lets the shopper try again', async () => {
    const user = userEvent.setup();
    const { environment } = await renderButton({
      phoneReveal: 'MASKED',
      dealerPhone: '07 33** ****',
    });

    await user.click(screen.getByRole('button', { name: /Call the dealer/ }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          revealDealerPhone: {
            __typename: 'RateLimitedError',
            __isError: 'RateLimitedError',
            message:
              'Too many phone numbers shown to this connection. Please try again in 5 minutes.',
          },
        },
      }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many phone numbers shown to this connection. Please try again in 5 minutes.',
    );
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: /Call the dealer/ });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('says the number could not be shown when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { environment } = await renderButton({
      phoneReveal: 'MASKED',
      dealerPhone: '07 33** ****',
    });

    await user.click(screen.getByRole('button', { name: /Call the dealer/ }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('Records store unavailable')));

    expect(warn).toHaveBeenCalledWith('Could not reveal the dealer’s number', expect.any(Error));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be shown/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lets the call go ahead when recording it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { environment } = await renderButton();

    await user.click(screen.getByRole('link', { name: /Call the dealer/ }));
    environment.mock.rejectMostRecentOperation(new Error('Records store unavailable'));

    expect(warn).toHaveBeenCalledWith(
      `Could not record analytics event ${String(ANALYTICS_EVENTS.CALL_THE_DEALER)}`,
      expect.any(Error),
    );
    expect(screen.getByRole('link', { name: /Call the dealer/ })).toBeTruthy();
  });
});
