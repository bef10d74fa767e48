import { reservationPath } from '@forecourt/schema/reservations/checkout-paths';
import { builder } from '../../builder.js';
import type { Reservation } from '../../reservations/reservation.types.js';
import { dollars, maskedEmail, siteDateTime } from '../../reservations/reservation-display.js';
import { CarRef } from '../car/car.type.js';

/**
 * A reservation as its page shows it. Anyone holding the page's link sees this, so of the shopper
 * only their first name and a masked e-mail are here: never their full name, phone or postcode.
 */

export const ReservationStateEnum = builder.enumType('ReservationState', {
  description: 'Where a reservation stands.',
  values: {
    PENDING: {
      value: 'pending',
      description:
        'Started; the deposit is not paid yet (or the payment is still being confirmed).',
    },
    PAID: {
      value: 'paid',
      description: 'The deposit is paid: the car is held for the shopper until the hold ends.',
    },
    CONFIRMED: {
      value: 'confirmed',
      description: 'The dealership has the car marked reserved or sold for the shopper.',
    },
    EXPIRED: {
      value: 'expired',
      description: 'Not paid in time, or the hold ended unconfirmed: the car is offered again.',
    },
    CANCELLED: {
      value: 'cancelled',
      description: 'The shopper cancelled at the payment page; nothing was charged.',
    },
    REFUNDED: { value: 'refunded', description: 'The dealership refunded the deposit.' },
  } as const,
});

const centsToDollars = (cents: number) => cents / 100;

export const ReservationRef = builder.objectRef<Reservation>('Reservation').implement({
  description:
    'A reservation of a car with a deposit, as its own page shows it to whoever holds its link.',
  fields: (t) => ({
    reservationId: t.exposeString('id', {
      description: 'The reservation’s id (a random UUID), as in the address of its page.',
    }),
    reference: t.exposeString('reference', {
      description: 'What the shopper quotes to the dealership: 8 characters.',
    }),
    path: t.string({
      description: 'The reservation’s own page.',
      resolve: (reservation) => reservationPath(reservation.id),
    }),
    state: t.field({
      type: ReservationStateEnum,
      description: 'Where the reservation stands.',
      resolve: (reservation) => reservation.state,
    }),
    car: t.field({
      type: CarRef,
      nullable: true,
      description: 'The reserved vehicle while the site still lists it; null once it is gone.',
      resolve: (reservation, _args, context) =>
        context.loaders.carByIdLoader.load(reservation.carId),
    }),
    carName: t.string({
      description:
        'The vehicle’s name as it was when reserved (shown when it is no longer listed).',
      resolve: (reservation) => reservation.car.name,
    }),
    carPath: t.string({
      description: 'The vehicle’s page, as it was when reserved.',
      resolve: (reservation) => `/cars/${encodeURIComponent(reservation.car.slug)}`,
    }),
    deposit: t.float({
      description: 'The deposit in dollars.',
      resolve: (reservation) => centsToDollars(reservation.depositCents),
    }),
    depositText: t.string({
      description: 'The deposit as the shopper reads it, e.g. "$200".',
      resolve: (reservation) => dollars(centsToDollars(reservation.depositCents)),
    }),
    paidAt: t.string({
      nullable: true,
      description: 'When the deposit was paid (ISO 8601); null until it is.',
      resolve: (reservation) => reservation.paidAt?.toISOString() ?? null,
    }),
    holdUntil: t.string({
      nullable: true,
      description: 'When the hold on the car ends unless the dealership confirms (ISO 8601).',
      resolve: (reservation) => reservation.holdUntil?.toISOString() ?? null,
    }),
    holdUntilText: t.string({
      nullable: true,
      description: 'When the hold ends, as the site’s shoppers read it (in the site’s time zone).',
      resolve: (reservation, _args, context) =>
        reservation.holdUntil ? siteDateTime(context.site, reservation.holdUntil) : null,
    }),
    firstName: t.string({
      description: 'The shopper’s first name (nothing else of their name).',
      resolve: (reservation) => reservation.shopper.firstName,
    }),
    maskedEmail: t.string({
      description: 'The shopper’s e-mail address masked, e.g. j•••@example.com.',
      resolve: (reservation) => maskedEmail(reservation.shopper.email),
    }),
  }),
});
