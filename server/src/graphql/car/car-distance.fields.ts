import { z } from 'zod';
import { haversineKm, type LatLong } from '@forecourt/schema/geo/haversine';
import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { badInput } from '../common/input-validation-error.js';
import type { GraphQLContext } from '../../context.js';
import { CarRef } from './car.type.js';

/** A car as a search with a postcode returns it: with its distance from that postcode. */
interface CarInSearch extends StockDocument {
  searchDistanceKm?: number | null;
}

/** Whole km, as a shopper reads a distance ("85 km away"); null where the yard has no point. */
export function distanceKm(car: StockDocument, from: LatLong): number | null {
  return car.geo ? Math.round(haversineKm(from, car.geo)) : null;
}

/**
 * The hit with its distance from the search's postcode. A copy: the index's documents are shared
 * by every request, and two shoppers searching from different postcodes must not see each other's.
 */
export function withSearchDistance(car: StockDocument, from: LatLong): CarInSearch {
  return { ...car, searchDistanceKm: distanceKm(car, from) };
}

/** Where a postcode is, or a refusal naming `field` (an unknown postcode is the shopper's to fix). */
export async function placeOfPostcode(
  postcode: string,
  field: string,
  context: GraphQLContext,
): Promise<LatLong> {
  const place = await context.postcodes.placeOf(postcode);
  if (!place) throw badInput(field, `${postcode.trim()} is not an Australian postcode we know`);
  return place;
}

interface PostcodeDistance {
  postcode: string;
  km: number | null;
}

const PostcodeDistanceRef = builder.objectRef<PostcodeDistance>('PostcodeDistance').implement({
  description: 'A vehicle’s straight-line distance from a postcode.',
  fields: (t) => ({
    postcode: t.exposeString('postcode', { description: 'The postcode measured from.' }),
    km: t.exposeInt('km', {
      nullable: true,
      description: 'Whole km; null when the vehicle’s location has no coordinates.',
    }),
  }),
});

/** Query cost of a postcode lookup and a distance. */
const DISTANCE_COST = 2;

builder.objectFields(CarRef, (t) => ({
  distanceKm: t.int({
    nullable: true,
    description:
      'Straight-line km from the postcode of the search (`filters.near`) that returned this vehicle, rounded; null outside such a search or when its location has no coordinates.',
    resolve: (car: CarInSearch) => car.searchDistanceKm ?? null,
  }),
  distanceFromPostcode: t.field({
    type: PostcodeDistanceRef,
    nullable: true,
    complexity: DISTANCE_COST,
    description:
      'How far the vehicle’s location is from an Australian postcode (straight line); null when the postcode is not one we know, so a page can ask again rather than fail.',
    args: {
      postcode: t.arg.string({
        required: true,
        description: 'An Australian postcode (4 digits).',
        validate: z
          .string()
          .trim()
          .regex(/^\d{4}$/, 'must be an Australian postcode of 4 digits'),
      }),
    },
    resolve: async (car, { postcode }, context) => {
      const place = await context.postcodes.placeOf(postcode);
      return place ? { postcode: place.postcode, km: distanceKm(car, place) } : null;
    },
  }),
}));
