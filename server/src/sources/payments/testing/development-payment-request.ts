import type { PaymentSessionRequest } from '../../../payments/payment-provider.port.js';

/** A deposit's session request on a demo site, as the reservation desk would make it. */
export const DEV_REQUEST: PaymentSessionRequest = {
  siteSlug: 'coastal-motor-group',
  reservationId: '6f1c8a52-3b7e-4e0f-9d55-0c2a7a1e9b10',
  reference: 'K7Q2M9XA',
  amountCents: 20000,
  currency: 'aud',
  description: 'Deposit to reserve 2021 Toyota Corolla Ascent Sport (stock 1234)',
  merchantName: 'Coastal Motor Group',
  customerEmail: 'sam@example.com',
  successUrl: 'http://coastal-motor-group.localhost:4000/reservations/6f1c8a52',
  cancelUrl:
    'http://coastal-motor-group.localhost:4000/cars/2021-toyota-corolla/checkout?payment=cancelled',
  expiresAt: new Date('2026-11-01T01:00:00.000Z'),
  idempotencyKey: 'reserve-1',
};
