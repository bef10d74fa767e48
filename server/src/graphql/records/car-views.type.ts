import { builder } from '../../builder.js';
import { CarRef } from '../car/car.type.js';

builder.objectField(CarRef, 'views', (t) =>
  t.int({
    description:
      'How many times shoppers viewed this vehicle’s page on this site, each shopper counted once a day.',
    resolve: (car, _args, context) => context.loaders.carViewsLoader.load(car.id),
  }),
);
