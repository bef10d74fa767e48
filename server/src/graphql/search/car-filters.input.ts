import { z } from 'zod';
import { builder } from '../../builder.js';
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  type RangeAttribute,
} from '../../stock/stock-search.port.js';
import { CarStatusEnum, CarTypeEnum, ItemTypeEnum } from '../car/car-enums.js';
import { FACET_DEFINITIONS, RANGE_DEFINITIONS } from './facet-attributes.js';

const MAX_VALUES_PER_FILTER = 100;

export interface IntRangeInput {
  min?: number | null;
  max?: number | null;
}

export const IntRangeInputRef = builder.inputType('IntRange', {
  description: 'Inclusive bounds; leave one out for an open range.',
  fields: (t) => ({
    min: t.int({
      description: 'Lowest value wanted (inclusive).',
      validate: z.number().int().nonnegative('must be 0 or more'),
    }),
    max: t.int({
      description: 'Highest value wanted (inclusive).',
      validate: z.number().int().nonnegative('must be 0 or more'),
    }),
  }),
  validate: z
    .object({ min: z.number().nullish(), max: z.number().nullish() })
    .refine((r) => r.min == null || r.max == null || r.min <= r.max, {
      message: 'min must not be more than max',
      path: ['min'],
    }),
});

const stringValues = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'values must not be empty')
      .max(120, 'values must be at most 120 characters'),
  )
  .max(MAX_VALUES_PER_FILTER, `at most ${MAX_VALUES_PER_FILTER} values`);

/** Facets whose filters are typed (enums, numbers, a boolean); every other one takes strings. */
const TYPED_FACETS: ReadonlySet<FacetAttribute> = new Set([
  'status',
  'carType',
  'itemType',
  'seats',
  'year',
  'certified',
]);
const STRING_FACETS = FACET_ATTRIBUTES.filter((attribute) => !TYPED_FACETS.has(attribute));

export interface CarFiltersInput {
  [field: string]: readonly (string | number)[] | boolean | IntRangeInput | null | undefined;
}

export const CarFiltersInputRef = builder.inputType('CarFilters', {
  description:
    'Search filters. Values within one list are alternatives (OR); different filters all apply (AND). Facet values come from `carSearch.facets`.',
  fields: (t) => ({
    ...Object.fromEntries(
      STRING_FACETS.map((attribute) => [
        attribute,
        t.stringList({
          description: `${FACET_DEFINITIONS[attribute].label}: any of these values.`,
          validate: stringValues,
        }),
      ]),
    ),
    status: t.field({ type: [CarStatusEnum], description: 'Sale status: any of these.' }),
    carType: t.field({ type: [CarTypeEnum], description: 'New, demo or used: any of these.' }),
    itemType: t.field({ type: [ItemTypeEnum], description: 'Kind of vehicle: any of these.' }),
    seats: t.intList({
      description: 'Number of seats: any of these.',
      validate: z.array(z.number().int().min(1).max(99)).max(MAX_VALUES_PER_FILTER),
    }),
    years: t.intList({
      description: 'Model years: any of these (the YEAR facet’s values).',
      validate: z.array(z.number().int().min(1900).max(2100)).max(MAX_VALUES_PER_FILTER),
    }),
    certified: t.boolean({
      description: 'Only certified (true) or only uncertified (false) vehicles.',
    }),
    ...Object.fromEntries(
      (Object.keys(RANGE_DEFINITIONS) as RangeAttribute[]).map((attribute) => [
        RANGE_DEFINITIONS[attribute].filterField,
        t.field({
          type: IntRangeInputRef,
          description: `${RANGE_DEFINITIONS[attribute].label} between min and max (inclusive).`,
        }),
      ]),
    ),
  }),
});
