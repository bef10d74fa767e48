import { similarCarAlertContactSchema } from '@forecourt/schema/alerts/similar-car-alert.schema';
import { z } from 'zod';
import { similarCarIdsInStock } from '../../alerts/similar-cars-in-stock.js';
import { builder } from '../../builder.js';
import { isAvailable } from '../../stock/car-availability.js';
import { similarityCriteria } from '../../stock/similar-cars.js';
import { badInput, NotFoundError, ValidationError } from '../common/input-validation-error.js';
import { carOfArgument } from '../records/car-argument.js';
import {
  RequestSimilarCarAlertPayloadRef,
  UnsubscribeSimilarCarAlertPayloadRef,
} from './similar-car-alert.type.js';

/** Tokens are 43 characters; anything far longer is not one and never reaches the database. */
const MAX_TOKEN_LENGTH = 200;

const RequestSimilarCarAlertInput = builder.inputType('RequestSimilarCarAlertInput', {
  description:
    'Who to tell when a vehicle like a sold one arrives: an e-mail address, an Australian phone number, or both.',
  fields: (t) => ({
    carId: t.id({
      required: true,
      description: 'The sold vehicle’s global id (`Car.id`).',
    }),
    email: t.string({
      description:
        'E-mail address to tell. At least one of `email` and `phone`; blank counts as absent.',
    }),
    phone: t.string({
      description:
        'Australian phone number to tell (mobile or landline, with or without +61). At least one of `email` and `phone`; blank counts as absent.',
    }),
  }),
  // The browser's form validates with the same contact schema; the car is checked in the resolver.
  validate: z.intersection(z.object({ carId: z.string() }), similarCarAlertContactSchema),
});

builder.mutationField('requestSimilarCarAlert', (t) =>
  t.field({
    type: RequestSimilarCarAlertPayloadRef,
    errors: {
      types: [NotFoundError, ValidationError],
      union: { description: 'The waiting alert, or why none was made.' },
    },
    description:
      'On a sold vehicle’s page: asks to be told when a similar vehicle arrives in stock (vehicles already in stock do not count). Asking again with the same contact answers the alert already waiting.',
    args: {
      input: t.arg({
        type: RequestSimilarCarAlertInput,
        required: true,
        description: 'The sold vehicle and who to tell.',
      }),
    },
    resolve: async (_root, { input }, context) => {
      const car = await carOfArgument('input.carId', input.carId, context);
      if (isAvailable(car.status)) {
        throw badInput(
          'input.carId',
          'is still for sale (in stock or coming soon): enquire about it instead; alerts are for sold vehicles',
        );
      }
      const criteria = similarityCriteria(car, context.site);
      const alert = await context.records.createSimilarCarAlert({
        carId: car.id,
        criteria,
        email: input.email ?? null,
        phone: input.phone ?? null,
        knownSimilarCarIds: await similarCarIdsInStock(context.stock, criteria),
        createdAt: context.now,
      });
      return { alert };
    },
  }),
);

builder.mutationField('unsubscribeSimilarCarAlert', (t) =>
  t.field({
    type: UnsubscribeSimilarCarAlertPayloadRef,
    errors: {
      types: [ValidationError],
      union: { description: 'Whether the alert was stopped, or why the token was refused.' },
    },
    description:
      'Stops an e-mail alert — a similar-vehicle alert, a saved search’s new matches, or price drops on the watchlist: the unsubscribe link of its e-mail carries the token. Safe to repeat.',
    args: {
      token: t.arg.string({
        required: true,
        description: 'The `token` of the alert’s unsubscribe link.',
        validate: z
          .string()
          .min(1, { message: 'is empty: use the whole unsubscribe link' })
          .max(MAX_TOKEN_LENGTH, { message: 'is not an unsubscribe token' }),
      }),
    },
    // The same link stops a saved search's e-mails, or a shopper's price-drop e-mails.
    resolve: async (_root, { token }, context) => ({
      unsubscribed:
        (await context.records.unsubscribeSimilarCarAlert(token, context.now)) ||
        (await context.records.unsubscribeAccountAlert(token)),
    }),
  }),
);
