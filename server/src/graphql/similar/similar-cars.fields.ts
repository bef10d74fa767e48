import { builder } from '../../builder.js';
import { findSimilarCars, similarPriceBand, similarityCriteria } from '../../stock/similar-cars.js';
import { CarRef } from '../car/car.type.js';

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
    resolve: (car, _args, context) =>
      findSimilarCars(context.stock, similarityCriteria(car, context.site)),
  }),
  similarPriceBand: t.field({
    type: PriceBandRef,
    nullable: true,
    description:
      'The price band similar vehicles come from: ±10,000 under 50,000, else ±25,000; null when this vehicle has no price.',
    resolve: (car) => similarPriceBand(car.price),
  }),
}));
