import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { PHONE_STEP } from '@forecourt/schema/accounts/sign-in-steps';
import { signInPath, signInStepPath } from '@forecourt/schema/accounts/sign-in-path';
import type { Viewer } from '../../accounts/viewer.js';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { isAvailable } from '../../stock/car-availability.js';
import { MAX_WATCHLIST_ENTRIES } from '../../watchlist/watchlist-records.port.js';
import {
  WatchlistFullError,
  WatchlistOffError,
  WatchlistPhoneNeededError,
  WatchlistSignInNeededError,
  WatchlistSoldCarError,
} from '../../watchlist/watchlist-refusals.js';
import { NotFoundError } from '../common/input-validation-error.js';
import { carOfArgument } from '../records/car-argument.js';
import { inWatchlistLoader, watchlistIsOn } from './watchlist-loader.js';
import {
  RemoveCarFromWatchlistPayloadRef,
  SaveCarToWatchlistPayloadRef,
} from './watchlist-payloads.type.js';
import './watchlist-errors.type.js';

/** The refusals both calls share: no watchlist, nobody signed in, no phone, no such car. */
const SHARED_ERRORS = [
  WatchlistOffError,
  WatchlistSignInNeededError,
  WatchlistPhoneNeededError,
  NotFoundError,
];

/** The signed-in shopper who may keep a watchlist (spec 1 §5, §6), or the refusal saying why not. */
function watchlistOwner(context: GraphQLContext, returnTo: string | null | undefined): Viewer {
  if (!watchlistIsOn(context)) throw new WatchlistOffError();
  const target = { type: 'watchlist', redirect: returnTo, back: returnTo } as const;
  if (!context.viewer) throw new WatchlistSignInNeededError(signInPath(target));
  if (context.viewer.phone === null) {
    throw new WatchlistPhoneNeededError(signInStepPath(target, { step: PHONE_STEP }));
  }
  return context.viewer;
}

const returnToArg = (t: PothosArgs) =>
  t.arg.string({
    description:
      'The page the shopper is on (a path of this site): a refusal asking them to sign in returns them there.',
  });
type PothosArgs = Parameters<Parameters<typeof builder.mutationField>[1]>[0];

builder.mutationField('saveCarToWatchlist', (t) =>
  t.field({
    type: SaveCarToWatchlistPayloadRef,
    errors: {
      types: [...SHARED_ERRORS, WatchlistSoldCarError, WatchlistFullError],
      union: { description: 'The saved vehicle, or why it was not saved.' },
    },
    description:
      'Puts a vehicle on the signed-in shopper’s watchlist (saving it again changes nothing) and records the analytics event "save to watchlist or favourite". Needs a signed-in shopper with a mobile number; a sold vehicle can be saved only if it already is.',
    args: {
      carId: t.arg.id({ required: true, description: 'The vehicle’s global id (`Car.id`).' }),
      returnTo: returnToArg(t),
    },
    resolve: async (_root, { carId, returnTo }, context) => {
      const viewer = watchlistOwner(context, returnTo);
      const car = await carOfArgument('carId', carId, context);
      const saved = inWatchlistLoader(context, viewer.userId);
      if (!isAvailable(car.status) && !(await saved.load(car.id))) {
        throw new WatchlistSoldCarError();
      }
      const result = await context.records.addToWatchlist(viewer.userId, car.id, context.now);
      if (result === 'full') throw new WatchlistFullError(MAX_WATCHLIST_ENTRIES);
      if (result === 'added') {
        await context.records.recordAnalyticsEvent({
          eventId: ANALYTICS_EVENTS.SAVE_TO_FAVOURITES,
          carId: car.id,
          visitorKey: context.visitorKey,
          occurredAt: context.now,
        });
      }
      saved.clear(car.id).prime(car.id, true);
      return { success: true, car };
    },
  }),
);

builder.mutationField('removeCarFromWatchlist', (t) =>
  t.field({
    type: RemoveCarFromWatchlistPayloadRef,
    errors: {
      types: SHARED_ERRORS,
      union: { description: 'The removed vehicle, or why it was not removed.' },
    },
    description:
      'Takes a vehicle off the signed-in shopper’s watchlist (removing one that is not there changes nothing). Needs a signed-in shopper with a mobile number.',
    args: {
      carId: t.arg.id({ required: true, description: 'The vehicle’s global id (`Car.id`).' }),
      returnTo: returnToArg(t),
    },
    resolve: async (_root, { carId, returnTo }, context) => {
      const viewer = watchlistOwner(context, returnTo);
      const car = await carOfArgument('carId', carId, context);
      await context.records.removeFromWatchlist(viewer.userId, car.id);
      inWatchlistLoader(context, viewer.userId).clear(car.id).prime(car.id, false);
      return { success: true, car };
    },
  }),
);
