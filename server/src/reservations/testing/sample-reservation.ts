import { randomUUID } from 'node:crypto';
import type { NewReservation } from '../reservation-records.port.js';
import { newReservationReference } from '../reservation-reference.js';
import type { ReservationCar, ReservationShopper } from '../reservation.types.js';

/** A shopper and a car for reservation tests; each call a fresh id, key and reference. */

export const sampleShopper = (): ReservationShopper => ({
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com',
  phone: '0412 345 678',
  postcode: '4217',
});

export const sampleReservationCar = (carId = `car-${randomUUID()}`): ReservationCar => ({
  carId,
  slug: `2021-toyota-corolla-${carId}`,
  name: '2021 Toyota Corolla Ascent Sport',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  stockNumber: 'HM1234',
  vin: 'JTDBR32E720123456',
  km: 42_000,
  price: 24_990,
  carType: 'used',
  dealershipId: 'dealer-1',
});

export function newReservation(
  overrides: Partial<NewReservation> & { carId?: string } = {},
): NewReservation {
  const { carId, ...rest } = overrides;
  return {
    id: randomUUID(),
    reference: newReservationReference(),
    idempotencyKey: `key-${randomUUID()}`,
    userId: null,
    journeyId: null,
    shopper: sampleShopper(),
    car: sampleReservationCar(carId),
    depositCents: 20_000,
    provider: 'development',
    paymentDueBy: new Date('2026-11-01T09:30:00.000Z'),
    ...rest,
  };
}
