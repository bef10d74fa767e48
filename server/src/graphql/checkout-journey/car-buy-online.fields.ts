import { checkoutJourneyPath } from '@forecourt/schema/reservations/checkout-paths';
import { builder } from '../../builder.js';
import { canBuyOnline } from '../../checkout-journey/checkout-journey-rules.js';
import { CarRef } from '../car/car.type.js';

builder.objectFields(CarRef, (t) => ({
  buyOnlinePath: t.string({
    nullable: true,
    description:
      'The vehicle’s online purchase (/checkout-journey?car_id={slug}) when it can be bought online: the site sells online (features.onlinePurchase) and the vehicle is in stock, priced, not reserved and not a preorder; else null.',
    resolve: (car, _args, { site }) =>
      canBuyOnline(car, site) ? checkoutJourneyPath(car.slug) : null,
  }),
}));
