import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { Viewer } from '../../accounts/viewer.js';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import {
  COMPARE_LIST_LIMIT,
  FAVOURITES_LIST_LIMIT,
  SAVED_CAR_LIST_LIMITS,
  type SavedCar,
  type SavedCarList,
} from '../../saved-cars/saved-cars-records.port.js';
import { NotFoundError, ValidationError } from '../common/input-validation-error.js';
import { carOfArgument } from '../records/car-argument.js';
import { SavedCarListFullError, SavedCarsSignInNeededError } from './saved-car-errors.js';
import { SavedCarListEnum, SavedCarRef } from './saved-car.type.js';

/** Global ids are short; a longer one is refused, not decoded. */
const MAX_ID_LENGTH = 200;
const carIds = (limit: number) =>
  z
    .array(z.string().max(MAX_ID_LENGTH, `must be ids of at most ${MAX_ID_LENGTH} characters`))
    .max(limit, `must name at most ${limit} vehicles`);

const LIST_NAMES: Readonly<Record<SavedCarList, string>> = {
  favourites: 'favourites',
  compare: 'compare list',
};

function signedIn(context: GraphQLContext): Viewer {
  if (!context.viewer) throw new SavedCarsSignInNeededError();
  return context.viewer;
}

/** The feed id a global id names when it is a car's; null for anything else. */
function carIdOf(globalId: string): string | null {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === 'Car' ? decoded.id : null;
  } catch {
    return null;
  }
}

/** The cars of this site among the ids, in order; another site's or a gone car is left out. */
async function siteCarIds(globalIds: readonly string[], context: GraphQLContext) {
  const ids = globalIds.map(carIdOf).filter((id): id is string => id !== null);
  const cars = await context.loaders.carByIdLoader.loadMany(ids);
  return ids.filter((_id, i) => {
    const car = cars[i];
    return car !== null && car !== undefined && !(car instanceof Error);
  });
}

const SetSavedCarPayloadRef = builder
  .objectRef<{ list: SavedCarList; saved: boolean; savedCars: SavedCar[] }>('SetSavedCarPayload')
  .implement({
    description: 'A list after a car was put on or taken off it.',
    fields: (t) => ({
      list: t.field({
        type: SavedCarListEnum,
        description: 'The list changed.',
        resolve: (payload) => payload.list,
      }),
      saved: t.exposeBoolean('saved', { description: 'Whether the car is now on the list.' }),
      savedCars: t.field({
        type: [SavedCarRef],
        description: 'The whole list as it now is.',
        complexity: (_args) => ({ field: 1, multiplier: FAVOURITES_LIST_LIMIT }),
        resolve: (payload) => payload.savedCars,
      }),
    }),
  });

builder.mutationField('setSavedCar', (t) =>
  t.field({
    type: SetSavedCarPayloadRef,
    errors: {
      types: [SavedCarsSignInNeededError, NotFoundError, ValidationError, SavedCarListFullError],
      union: { description: 'The list as it now is, or why the car was not put on it.' },
    },
    description: `Puts a vehicle on the signed-in shopper’s favourites or compare list, or takes it off. Saving twice is one entry; compare holds ${COMPARE_LIST_LIMIT} vehicles and favourites ${FAVOURITES_LIST_LIMIT}.`,
    args: {
      list: t.arg({ type: SavedCarListEnum, required: true, description: 'Which list.' }),
      carId: t.arg.id({
        required: true,
        description: 'The vehicle’s global id (`Car.id`).',
        validate: z.string().max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`),
      }),
      saved: t.arg.boolean({
        required: true,
        description: 'True to put the vehicle on the list, false to take it off.',
      }),
    },
    resolve: async (_root, { list, carId, saved }, context) => {
      const viewer = signedIn(context);
      if (!saved) {
        // A sold or gone car can still be taken off.
        const id = carIdOf(carId);
        if (id !== null) await context.records.unsaveCar(viewer.userId, list, id);
      } else {
        const car = await carOfArgument('carId', carId, context);
        const result = await context.records.saveCar(viewer.userId, list, car.id, context.now);
        if (result === 'full') {
          const limit = SAVED_CAR_LIST_LIMITS[list];
          throw new SavedCarListFullError(
            `Your ${LIST_NAMES[list]} holds up to ${limit} vehicles: take one off first`,
            limit,
          );
        }
      }
      return {
        list,
        saved,
        savedCars: await context.records.savedCars(viewer.userId, list),
      };
    },
  }),
);

const MergeSavedCarsPayloadRef = builder
  .objectRef<{ favourites: SavedCar[]; compare: SavedCar[] }>('MergeSavedCarsPayload')
  .implement({
    description: 'The shopper’s two lists after the browser’s were added.',
    fields: (t) => ({
      favourites: t.field({
        type: [SavedCarRef],
        description: 'The favourites, in the order saved.',
        complexity: (_args) => ({ field: 1, multiplier: FAVOURITES_LIST_LIMIT }),
        resolve: (payload) => payload.favourites,
      }),
      compare: t.field({
        type: [SavedCarRef],
        description: 'The compare list, in the order saved.',
        complexity: (_args) => ({ field: 1, multiplier: COMPARE_LIST_LIMIT }),
        resolve: (payload) => payload.compare,
      }),
    }),
  });

builder.mutationField('mergeSavedCars', (t) =>
  t.field({
    type: MergeSavedCarsPayloadRef,
    errors: {
      types: [SavedCarsSignInNeededError, ValidationError],
      union: { description: 'The merged lists, or why nothing was merged.' },
    },
    description:
      'Adds the lists a shopper kept in the browser before signing in to their account: after the cars already saved, each once, up to each list’s limit. Ids that name no vehicle of this site are left out; sending the same lists again changes nothing.',
    args: {
      favourites: t.arg.idList({
        required: true,
        description: 'The browser’s favourites, global ids in the order saved.',
        validate: carIds(FAVOURITES_LIST_LIMIT),
      }),
      compare: t.arg.idList({
        required: true,
        description: 'The browser’s compare list, global ids in the order saved.',
        validate: carIds(COMPARE_LIST_LIMIT),
      }),
    },
    resolve: async (_root, args, context) => {
      const viewer = signedIn(context);
      const [favouriteIds, compareIds] = await Promise.all([
        siteCarIds(args.favourites, context),
        siteCarIds(args.compare, context),
      ]);
      const favourites = await context.records.mergeSavedCars(
        viewer.userId,
        'favourites',
        favouriteIds,
        context.now,
      );
      const compare = await context.records.mergeSavedCars(
        viewer.userId,
        'compare',
        compareIds,
        context.now,
      );
      return { favourites, compare };
    },
  }),
);
