import type { Site } from '@forecourt/tenants/site';
import { builder } from '../../builder.js';
import {
  dollars,
  reservationText,
  siteReservePath,
} from '../../reservations/reservation-display.js';
import { reserveRefusal } from '../../reservations/reservation-desk.js';
import { canReserve } from '../../stock/car-eligibility.js';
import { CarRef } from '../car/car.type.js';
import { SiteRef } from '../site/site.type.js';

/** The site's reserving settings (`reservations`), with its texts filled in. */
const SiteReservationsRef = builder.objectRef<Site>('SiteReservations').implement({
  description:
    'How the site takes reservations with a deposit: read by the reserve page and the reserve buttons, used only when `features.reserveButton` is on.',
  fields: (t) => ({
    deposit: t.float({
      description: 'The deposit that reserves a car, in dollars.',
      resolve: (site) => site.config.reservations.deposit,
    }),
    depositText: t.string({
      description: 'The deposit as the shopper reads it, e.g. "$200".',
      resolve: (site) => dollars(site.config.reservations.deposit),
    }),
    pathName: t.string({
      description:
        'The last segment of the reserve page’s address: "checkout" or "buy-online" (the other redirects to it).',
      resolve: (site) => site.config.reservations.path,
    }),
    title: t.string({
      description:
        'The reserve page’s heading with the deposit filled in, e.g. "Reserve Car Now for $200".',
      resolve: (site) => reservationText(site, site.config.reservations.title),
    }),
    terms: t.string({
      description: 'What the deposit means, with the deposit and the hold hours filled in.',
      resolve: (site) => reservationText(site, site.config.reservations.terms),
    }),
    holdHours: t.int({
      description:
        'How many hours a paid reservation holds the car while the dealership confirms it.',
      resolve: (site) => site.config.reservations.holdHours,
    }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  reservations: t.field({
    type: SiteReservationsRef,
    description:
      'Reserving a car online with a deposit: the deposit, the reserve page’s address, heading and terms. Used when the site offers reserving (`features.reserveButton`).',
    resolve: (site) => site,
  }),
}));

builder.objectFields(CarRef, (t) => ({
  reservePath: t.string({
    nullable: true,
    description:
      'The vehicle’s reserve page on this site (at the address its `reservations.path` picks); null when it cannot be reserved (see `canReserve`).',
    resolve: (car, _args, context) =>
      canReserve(car, context.site) ? siteReservePath(context.site, car.slug) : null,
  }),
  reserveRefusal: t.string({
    nullable: true,
    description:
      'Why the vehicle cannot be reserved online, in a sentence for the shopper; null when it can.',
    resolve: (car, _args, context) => reserveRefusal(car, context.site, false),
  }),
}));
