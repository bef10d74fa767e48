import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationPageTestQuery } from '../../__generated__/ReservationPageTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ReservationEnded } from './ReservationEnded';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_LIMIT_MS,
  ReservationPending,
} from './ReservationPending';
import { ReservationReserved } from './ReservationReserved';

const query = graphql`
  query ReservationPageTestQuery @relay_test_operation {
    reservation(id: "6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70") {
      ...ReservationReserved_reservation
      ...ReservationPending_reservation
      ...ReservationEnded_reservation
    }
  }
`;

const RESERVATION = {
  reservationId: '6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70',
  reference: 'K7Q2M9XA',
  state: 'PAID',
  path: '/reservations/6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70',
  carName: '2021 Toyota Hilux SR5',
  carPath: '/cars/2021-toyota-hilux-sr5',
  depositText: '$200',
  holdUntilText: 'Friday 27 November 2026 at 3:05 pm',
  firstName: 'Jo',
  maskedEmail: 'j•••@example.com',
};

function renderPart(part: 'reserved' | 'pending' | 'ended', change: Record<string, unknown> = {}) {
  return renderWithRelay<ReservationPageTestQuery>({
    query,
    resolvers: { Reservation: () => ({ ...RESERVATION, ...change }) },
    render: ({ reservation }) => {
      if (!reservation) return null;
      if (part === 'reserved') return <ReservationReserved reservation={reservation} />;
      if (part === 'pending') return <ReservationPending reservation={reservation} />;
      return <ReservationEnded reservation={reservation} />;
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reservation page', () => {
  it('says Reserved with the reference, the deposit, the hold and the masked e-mail', async () => {
    await renderPart('reserved');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reserved');
    expect(screen.getAllByText(/K7Q2M9XA/).length).toBeGreaterThan(0);
    expect(screen.getByText('$200')).toBeTruthy();
    expect(screen.getByText('Friday 27 November 2026 at 3:05 pm')).toBeTruthy();
    expect(screen.getByText('We’ve e-mailed j•••@example.com a confirmation.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2021 Toyota Hilux SR5' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-hilux-sr5',
    );
  });

  it('says what happened to an ended reservation and links to the car', async () => {
    await renderPart('ended', { state: 'CANCELLED' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment cancelled');
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See the 2021 Toyota Hilux SR5' }).getAttribute('href'),
    ).toBe('/cars/2021-toyota-hilux-sr5');
  });

  it('waits for a pending payment: asks again every 2 s for a minute, with Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Testing Library drives fake timers through the jest global, which the Relay mocks borrow.
    vi.stubGlobal('jest', {
      fn: vi.fn,
      advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
    });
    const { environment } = await renderPart('pending', { state: 'PENDING' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirming your payment…');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { name: 'Check again' }).getAttribute('href')).toBe(
      RESERVATION.path,
    );
    const asked: string[] = [];
    // The mock environment uses a queued answer once (by identity): each queues a new next one.
    type Resolver = Parameters<typeof environment.mock.queueOperationResolver>[0];
    const answer = (): Resolver => (operation) => {
      asked.push(operation.request.node.params.name);
      environment.mock.queueOperationResolver(answer());
      return MockPayloadGenerator.generate(operation, {
        Reservation: () => ({ ...RESERVATION, state: 'PENDING' }),
      });
    };
    environment.mock.queueOperationResolver(answer());
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 3));
    expect(asked).toEqual(['ReservationPageQuery', 'ReservationPageQuery', 'ReservationPageQuery']);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_LIMIT_MS));
    const total = asked.length;
    expect(total).toBeLessThanOrEqual(PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_INTERVAL_MS);
    expect(screen.getByRole('status').textContent).toMatch(/has not confirmed your payment yet/);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 5));
    expect(asked.length).toBe(total);
  });
});
