import { REGO_STATES, type RegoState } from '@forecourt/schema/leads/lead-fields';
import { requiredRegoField } from '@forecourt/schema/leads/trade-in-vehicle.schema';
import { builder } from '../../builder.js';
import type { RegoLookupResult, RegoVehicle } from '../../trade-in/rego-lookup.port.js';
import { ValidationError } from '../common/input-validation-error.js';
import { RateLimitedError } from '../common/refusals.js';
import { regoLookupRateLimitedError } from './trade-in-rego-errors.js';

/**
 * The trade-in valuation's first step (spec 2 §7 "Rego lookup": rego, regoState): the car a rego
 * names, from the site's rego service, for the shopper to confirm. Without a service, or when it
 * knows no such car or cannot answer, the answer says so and the shopper types the details.
 */

export const RegoStateEnum = builder.enumType('RegoState', {
  description: 'The Australian state or territory a vehicle is registered in.',
  values: Object.fromEntries(
    REGO_STATES.map((state) => [state, { value: state, description: `Registered in ${state}.` }]),
  ) as Record<RegoState, { value: RegoState; description: string }>,
});

const TradeInVehicleRef = builder.objectRef<RegoVehicle>('TradeInVehicle').implement({
  description: 'The car a rego is registered to, as the rego service knows it.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year it was built.' }),
    make: t.exposeString('make', { description: 'e.g. Toyota.' }),
    model: t.exposeString('model', { description: 'e.g. Corolla.' }),
    badge: t.exposeString('badge', { nullable: true, description: 'e.g. Ascent Sport.' }),
    body: t.exposeString('body', { nullable: true, description: 'e.g. Hatchback.' }),
    fuel: t.exposeString('fuel', { nullable: true, description: 'e.g. Petrol.' }),
    transmission: t.exposeString('transmission', {
      nullable: true,
      description: 'e.g. Automatic.',
    }),
  }),
});

const TradeInRegoLookupRef = builder.objectRef<RegoLookupResult>('TradeInRegoLookup').implement({
  description: 'What the site’s rego service knows of a rego.',
  fields: (t) => ({
    found: t.exposeBoolean('found', { description: 'The service named the car.' }),
    vehicle: t.field({
      type: TradeInVehicleRef,
      nullable: true,
      description: 'The car; null when not found.',
      resolve: (result) => (result.found ? result.vehicle : null),
    }),
    message: t.string({
      nullable: true,
      description:
        'Why there is no car, for the shopper: not found, the service could not answer, or the site looks up no regos; null when found.',
      resolve: (result) => (result.found ? null : result.message),
    }),
  }),
});

/** Query cost of a rego lookup: a call to the dealer's paid rego service. */
const REGO_LOOKUP_COST = 20;

builder.queryField('tradeInRegoLookup', (t) =>
  t.field({
    type: TradeInRegoLookupRef,
    errors: {
      types: [ValidationError, RateLimitedError],
      union: { description: 'What the rego service knows of a rego, or why it was not asked.' },
    },
    description:
      'Looks a rego up with the site’s rego service (see `Site.tradeIn.regoLookup`). Never fails for the service’s sake: a failure answers `found: false` with a message. Limited per connection and per site, since the dealer pays for each lookup (`RateLimitedError` with `scope` and `retryAfterSeconds`).',
    complexity: REGO_LOOKUP_COST,
    args: {
      rego: t.arg.string({
        required: true,
        description: 'The rego as typed; spaces and hyphens are dropped, letters capitalised.',
        validate: requiredRegoField(),
      }),
      state: t.arg({
        type: RegoStateEnum,
        required: true,
        description: 'The state it is registered in.',
      }),
    },
    resolve: async (_root, { rego, state }, context) => {
      // Only a lookup the service is asked for costs the dealer: a site without one counts none.
      if (context.regoLookup.configured) {
        const limit = await context.regoRateLimiter.take(context.site, context.client.address);
        if (!limit.allowed) throw regoLookupRateLimitedError(limit);
      }
      return context.regoLookup.lookup(rego, state);
    },
  }),
);
