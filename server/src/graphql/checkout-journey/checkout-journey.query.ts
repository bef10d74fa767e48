import { z } from 'zod';
import {
  journeyOfShopper,
  browserKeyHashOf,
} from '../../checkout-journey/checkout-journey-owner.js';
import { builder } from '../../builder.js';
import { journeyWithLiveDeposit } from './checkout-journey-deposit.js';
import { CheckoutJourneyRef } from './checkout-journey.type.js';

builder.queryField('checkoutJourney', (t) =>
  t.field({
    type: CheckoutJourneyRef,
    nullable: true,
    description:
      'The current shopper’s online purchase of a vehicle (spec 1 §2 /checkout-journey?car_id={slug}): signed in, the account’s on any device (a journey this browser began before signing in becomes the account’s); else this browser’s. Before the first step is saved, a journey with no steps. Null when the site does not sell online (`features.onlinePurchase` off) or has no such vehicle.',
    args: {
      carSlug: t.arg.string({
        required: true,
        description: 'The vehicle’s slug, as in /cars/{slug} and the journey’s car_id.',
        validate: z.string().trim().min(1, 'must not be empty').max(200, 'is too long'),
      }),
    },
    resolve: async (_root, { carSlug }, context) => {
      const { site, records, viewer, now } = context;
      if (!site.config.features.onlinePurchase) return null;
      const car = await context.loaders.carBySlugLoader.load(carSlug.trim());
      if (!car) return null;
      const found = await journeyOfShopper(
        records,
        car.id,
        { userId: viewer?.userId ?? null, browserKeyHash: browserKeyHashOf(context.visitorKey) },
        now,
      );
      const journey = await journeyWithLiveDeposit(context, found);
      return { car, journey, viewer };
    },
  }),
);
