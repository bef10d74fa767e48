import {
  LIST_FACETS,
  RANGE_FACETS,
  type ListFacet,
} from '@forecourt/schema/search/search-vocabulary';
import { z } from 'zod';
import { builder } from '../../builder.js';
import { CarStatusEnum, CarTypeEnum, ItemTypeEnum } from '../car/car-enums.js';
import { FACET_DEFINITIONS, RANGE_DEFINITIONS } from './facet-attributes.js';
import { NearPostcodeInputRef, type NearPostcodeInput } from './near-postcode.input.js';

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

/** Text facets take strings; the typed ones (enums, numbers, a boolean) are declared below. */
const TEXT_FACETS = LIST_FACETS.filter((facet) => facet.kind === 'text');
type TypedFilterField = Exclude<ListFacet, { kind: 'text' }>['filterField'];

export interface CarFiltersInput {
  [field: string]:
    readonly (string | number)[] | boolean | IntRangeInput | NearPostcodeInput | null | undefined;
  near?: NearPostcodeInput | null;
}

export const CarFiltersInputRef = builder.inputType('CarFilters', {
  description:
    'Search filters. Values within one list are alternatives (OR); different filters all apply (AND). Facet values come from `carSearch.facets`.',
  fields: (t) => ({
    ...Object.fromEntries(
      TEXT_FACETS.map(({ attribute, filterField }) => [
        filterField,
        t.stringList({
          description: `${FACET_DEFINITIONS[attribute].label}: any of these values.`,
          validate: stringValues,
        }),
      ]),
    ),
    // The typed facets, checked against the vocabulary so none is missed or misspelt.
    ...({
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
    } satisfies Record<TypedFilterField, unknown>),
    ...Object.fromEntries(
      RANGE_FACETS.map(({ attribute, filterField }) => [
        filterField,
        t.field({
          type: IntRangeInputRef,
          description: `${RANGE_DEFINITIONS[attribute].label} between min and max (inclusive).`,
        }),
      ]),
    ),
    near: t.field({
      type: NearPostcodeInputRef,
      description: 'Distance from the shopper’s postcode; see NearPostcode.',
    }),
  }),
});
