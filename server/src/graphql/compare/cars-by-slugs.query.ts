import { z } from 'zod';
import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { CarRef } from '../car/car.type.js';
import { weightReading } from '../../api-limits/weight-reading.js';

/** The compare table's width (spec 2 §4): the browser's compare list holds as many. */
export const MAX_COMPARED_CARS = 4;

builder.queryField('carsBySlugs', (t) =>
  t.field({
    type: [CarRef],
    description: `Vehicles of this site by their slugs, in the order asked (the compare page, /compare?cars=…). At most ${MAX_COMPARED_CARS}; a slug named twice answers once, and a slug the site has no vehicle for is left out.`,
    args: {
      slugs: t.arg.stringList({
        required: true,
        description: 'Slugs, as in /cars/{slug}.',
        validate: z
          .array(z.string().trim().min(1, 'must not be empty').max(200, 'is too long'))
          .max(MAX_COMPARED_CARS, `must name at most ${MAX_COMPARED_CARS} vehicles`),
      }),
    },
    complexity: weightReading(['slugs'], (args: { slugs: readonly string[] }) => ({
      field: 1,
      multiplier: Math.max(1, args.slugs.length),
    })),
    resolve: async (_root, { slugs }, context) => {
      const unique = [...new Set(slugs.map((slug) => slug.trim()))];
      const cars = await context.loaders.carBySlugLoader.loadMany(unique);
      return cars.filter((car): car is StockDocument => car !== null && !(car instanceof Error));
    },
  }),
);
