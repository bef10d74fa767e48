import { describe, expect, it } from 'vitest';
import { leadEmailMessage } from '../leads/lead-email-message.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { depositFactsOf, depositLead, depositPayload } from './reservation-lead.js';
import { sampleReservationCar, sampleShopper } from './testing/sample-reservation.js';
import type { Reservation } from './reservation.types.js';

const paidAt = new Date('2026-11-01T09:05:00.000Z');
const reservation: Reservation = {
  id: '0b9a4a57-61a4-4c55-9a55-0f1f4f1b2c3d',
  reference: 'R7K3M9QX',
  carId: 'car-1',
  carSlug: 'car-1',
  userId: null,
  journeyId: null,
  idempotencyKey: 'submit-1',
  shopper: sampleShopper(),
  car: { ...sampleReservationCar('car-1'), dealershipId: 'harbour-toyota-id' },
  depositCents: 20_000,
  currency: 'aud',
  state: 'paid',
  provider: 'stripe',
  paymentSessionId: 'cs_test_1',
  paymentId: 'pi_test_1',
  leadId: null,
  paymentDueBy: new Date('2026-11-01T09:30:00.000Z'),
  holdUntil: new Date('2026-11-03T09:05:00.000Z'),
  paidAt,
  confirmedAt: null,
  endedAt: null,
  createdAt: new Date('2026-11-01T09:00:00.000Z'),
  updatedAt: paidAt,
};
const origin = 'https://harbour.example';

describe('the deposit’s lead', () => {
  const lead = depositLead({
    site: harbourSite,
    reservation,
    origin,
    leadId: '6f1c1f3e-2f57-4a43-9c4b-1d2a8b6f0c11',
    createdAt: paidAt,
  });

  it('carries the deposit, reference, hold, provider, payment and page in its payload', () => {
    expect(depositPayload(reservation, origin)).toEqual({
      reference: 'R7K3M9QX',
      deposit: 200,
      currency: 'AUD',
      hold_until: '2026-11-03T09:05:00.000Z',
      payment_provider: 'stripe',
      payment_id: 'pi_test_1',
      reservation_url: `${origin}/reservations/${reservation.id}`,
    });
    expect(lead.payload).toMatchObject(depositPayload(reservation, origin));
    expect(lead).toMatchObject({
      kind: 'reservation',
      category: 'Vehicle Reservation',
      dealership: { id: 'harbour-toyota-id', name: 'Harbour Toyota' },
    });
    expect(depositFactsOf(lead)).toEqual({
      reference: 'R7K3M9QX',
      deposit: 200,
      currency: 'AUD',
      holdUntil: reservation.holdUntil,
      reservationUrl: `${origin}/reservations/${reservation.id}`,
    });
    expect(depositFactsOf({ payload: { deposit: 'lots' } })).toBeUndefined();
  });

  it('tells the dealer by e-mail the deposit, the reference and when the hold ends, on the yard’s clock', () => {
    const message = leadEmailMessage(
      lead,
      { kind: 'email', to: ['sales@harbour.example'] },
      harbourSite,
    );
    expect(message.subject).toBe(
      'Vehicle reservation – 2021 Toyota Corolla (stock HM1234) from Mia Nguyen',
    );
    const text = String(message.text);
    expect(text).toMatch(/Deposit:\s+\$200 AUD paid online/);
    expect(text).toMatch(/Reservation reference:\s+R7K3M9QX/);
    // Brisbane keeps UTC+10 all year.
    expect(text).toMatch(/Car held until:\s+Tuesday 3 November 2026 at 7:05 pm AEST/);
    expect(text).toContain(`${origin}/reservations/${reservation.id}`);
  });
});
