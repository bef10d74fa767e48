import type { Reservation } from '../reservation.types.js';

/** A reservation as the records hold one (not stored anywhere), for tests of what reads it; `change` overrides. */
export function storedReservation(change: Partial<Reservation> = {}): Reservation {
  const at = new Date('2026-11-01T00:00:00.000Z');
  return {
    id: '6f1c3a52-8d7e-4c1b-9a0f-2b3c4d5e6f70',
    reference: 'K7Q2M9XA',
    carId: 'car-1',
    carSlug: '2021-toyota-hilux-sr5',
    userId: null,
    journeyId: null,
    idempotencyKey: 'key-1',
    shopper: {
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo.citizen@example.com',
      phone: '04 1234 5678',
      postcode: '4000',
    },
    car: {
      carId: 'car-1',
      slug: '2021-toyota-hilux-sr5',
      name: '2021 Toyota Hilux SR5',
      year: 2021,
      make: 'Toyota',
      model: 'Hilux',
      stockNumber: 'S1042',
      km: 45678,
      price: 45990,
      carType: 'used',
      dealershipId: 'dealer-1',
    },
    depositCents: 20_000,
    currency: 'aud',
    state: 'pending',
    provider: 'development',
    paymentSessionId: null,
    paymentId: null,
    leadId: null,
    paymentDueBy: new Date(at.getTime() + 30 * 60_000),
    holdUntil: null,
    paidAt: null,
    confirmedAt: null,
    endedAt: null,
    createdAt: at,
    updatedAt: at,
    ...change,
  };
}
