import { stopWhenCancelled } from '../../api-limits/execution-budget.js';
import { builder } from '../../builder.js';
import {
  findSimilarCars,
  SIMILAR_CARS_SHOWN,
  similarPriceBand,
  similarityCriteria,
} from '../../stock/similar-cars.js';
import { CarRef } from '../car/car.type.js';

/** Query cost of finding one vehicle's similar vehicles: a stock search of its own. */
export const SIMILAR_CARS_COST = 10;

const PriceBandRef = builder.objectRef<{ min: number; max: number }>('PriceBand').implement({
  description: 'A price range in dollars, both ends included.',
  fields: (t) => ({
    min: t.exposeFloat('min', { description: 'Lowest price.' }),
    max: t.exposeFloat('max', { description: 'Highest price.' }),
  }),
});

builder.objectFields(CarRef, (t) => ({
  similarCars: t.field({
    type: [CarRef],
    description:
      'Up to 6 vehicles like this one: in stock, priced within `similarPriceBand`, of the same make and model or the same car type and body (the site’s `similarVehiclesMatch`); same model first.',
    // Each of up to 6 cars costs what is selected under it again.
    complexity: { field: SIMILAR_CARS_COST, multiplier: SIMILAR_CARS_SHOWN },
    resolve: async (car, _args, context) => {
      stopWhenCancelled(context);
      return findSimilarCars(context.stock, similarityCriteria(car, context.site));
    },
  }),
  similarPriceBand: t.field({
    type: PriceBandRef,
    nullable: true,
    description:
      'The price band similar vehicles come from: ±10,000 under 50,000, else ±25,000; null when this vehicle has no price.',
    resolve: (car) => similarPriceBand(car.price),
  }),
}));
