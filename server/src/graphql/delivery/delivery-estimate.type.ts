import { builder } from '../../builder.js';
import { CarRef } from '../car/car.type.js';
import { SiteRef } from '../site/site.type.js';
import { deliveryAvailable, deliveryEstimate, type DeliveryEstimate } from './delivery-estimate.js';

const DeliveryEstimateRef = builder.objectRef<DeliveryEstimate>('DeliveryEstimate').implement({
  description:
    'A delivery price for a postcode, or (when `available` is false) a sentence for the shopper saying why there is none.',
  fields: (t) => ({
    available: t.exposeBoolean('available', {
      description: 'Whether the site delivers there: price, regionName and distanceKm are set.',
    }),
    price: t.float({
      nullable: true,
      description: 'Delivery price in dollars (0 is free delivery); null when not available.',
      resolve: (e) => (e.available ? e.price : null),
    }),
    regionName: t.string({
      nullable: true,
      description: 'Name of the site’s delivery region, e.g. "Regional"; null when not available.',
      resolve: (e) => (e.available ? e.regionName : null),
    }),
    distanceKm: t.int({
      nullable: true,
      description:
        'Straight-line distance in km from the vehicle’s location to the postcode, rounded; null when not available.',
      resolve: (e) => (e.available ? e.distanceKm : null),
    }),
    message: t.string({
      nullable: true,
      description:
        'Why there is no price, as the shopper reads it: "Please enter a postcode." for a blank postcode, else the "can’t provide an estimate" sentence (unknown postcode, beyond the last region, or no delivery on this site); null when available.',
      resolve: (e) => (e.available ? null : e.message),
    }),
  }),
});

/** Query cost of a delivery estimate: a postcode lookup and a distance. */
const DELIVERY_ESTIMATE_COST = 3;

builder.objectFields(CarRef, (t) => ({
  deliveryEstimate: t.field({
    type: DeliveryEstimateRef,
    complexity: DELIVERY_ESTIMATE_COST,
    description:
      'What delivering this vehicle to an Australian postcode costs, by the straight-line distance from its location and the site’s delivery regions.',
    args: {
      postcode: t.arg.string({
        required: true,
        description: 'The delivery postcode, as the shopper typed it (no format check).',
      }),
    },
    resolve: (car, { postcode }, context) =>
      deliveryEstimate({
        postcode,
        carAt: context.site.locationsById.get(car.locationId)!.address,
        config: context.site.config,
        postcodes: context.postcodes,
      }),
  }),
}));

builder.objectFields(SiteRef, (t) => ({
  deliveryAvailable: t.boolean({
    description:
      'Whether vehicle pages offer the delivery calculator: the feature is on and the site has delivery regions.',
    resolve: (site) => deliveryAvailable(site.config),
  }),
}));
