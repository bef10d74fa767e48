import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import {
  SAVED_CAR_LIST_LIMITS,
  type SavedCar,
  type SavedCarList,
} from '../../saved-cars/saved-cars-records.port.js';
import { ViewerRef } from '../accounts/viewer.type.js';
import { CarRef } from '../car/car.type.js';
import { weightReading } from '../../api-limits/weight-reading.js';

export const SavedCarListEnum = builder.enumType('SavedCarList', {
  description: 'A shopper’s list of cars (spec 2 §4).',
  values: {
    FAVOURITES: { value: 'favourites', description: 'Cars the shopper keeps an eye on.' },
    COMPARE: { value: 'compare', description: 'Cars to compare side by side (at most 4).' },
  } as const satisfies Record<string, { value: SavedCarList; description: string }>,
});

export const SavedCarRef = builder.objectRef<SavedCar>('SavedCar').implement({
  description:
    'A car on a signed-in shopper’s list. The car stays listed after it sells or leaves the site, until the shopper removes it.',
  fields: (t) => ({
    carId: t.id({
      description: 'The vehicle’s global id (`Car.id`), also when the vehicle is gone.',
      resolve: (saved) => encodeGlobalID('Car', saved.carId),
    }),
    savedAt: t.string({
      description: 'When the shopper saved it (ISO 8601).',
      resolve: (saved) => saved.savedAt.toISOString(),
    }),
    car: t.field({
      type: CarRef,
      nullable: true,
      description: 'The vehicle as it is now; null when the site no longer lists it.',
      resolve: (saved, _args, context) => context.loaders.carByIdLoader.load(saved.carId),
    }),
  }),
});

/** The signed-in shopper's list; a visitor has none. */
export const savedCarsOf = (context: GraphQLContext, list: SavedCarList): Promise<SavedCar[]> =>
  context.viewer ? context.records.savedCars(context.viewer.userId, list) : Promise.resolve([]);

builder.objectFields(ViewerRef, (t) => ({
  savedCars: t.field({
    type: [SavedCarRef],
    description:
      'The shopper’s favourites or compare list, in the order the cars were saved (merged from the browser at sign-in).',
    args: {
      list: t.arg({ type: SavedCarListEnum, required: true, description: 'Which list.' }),
    },
    complexity: weightReading(['list'], (args: { list: SavedCarList }) => ({
      field: 1,
      multiplier: SAVED_CAR_LIST_LIMITS[args.list],
    })),
    resolve: (_viewer, { list }, context) => savedCarsOf(context, list),
  }),
}));
