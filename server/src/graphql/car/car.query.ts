import { z } from 'zod';
import { builder } from '../../builder.js';
import { CarRef } from './car.type.js';

builder.queryField('car', (t) =>
  t.field({
    type: CarRef,
    nullable: true,
    description:
      'A vehicle of this site by its slug; null when the site has no such vehicle (or it sold before the recently-sold window).',
    args: {
      slug: t.arg.string({
        required: true,
        description: 'The vehicle’s slug, as in /cars/{slug}.',
        validate: z.string().trim().min(1, 'must not be empty').max(200, 'is too long'),
      }),
    },
    resolve: (_root, { slug }, context) => context.loaders.carBySlugLoader.load(slug),
  }),
);

builder.queryField('carByInternalId', (t) =>
  t.field({
    type: CarRef,
    nullable: true,
    description:
      'A vehicle of this site by its id in the stock feed (`Car.internalId`, the `car_id` of links such as /cars/trade-in?car_id=); null when the site has no such vehicle.',
    args: {
      internalId: t.arg.string({
        required: true,
        description: 'The vehicle’s id in the stock feed.',
        validate: z.string().trim().min(1, 'must not be empty').max(200, 'is too long'),
      }),
    },
    resolve: (_root, { internalId }, context) => context.loaders.carByIdLoader.load(internalId),
  }),
);
