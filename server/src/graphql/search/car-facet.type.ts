import { LIST_FACETS, RANGE_FACETS } from '@forecourt/schema/search/search-vocabulary';
import { builder } from '../../builder.js';
import { FACET_DEFINITIONS, RANGE_DEFINITIONS } from './facet-attributes.js';
import type { FacetValueView, FacetView } from './facet-presentation.js';

/** makeModel → MAKE_MODEL */
const constantCase = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

type Labelled = [attribute: string, label: string];

/** Every attribute once with its label: year is a list facet first, and also a range. */
const attributes: Labelled[] = [
  ...LIST_FACETS.map(({ attribute }): Labelled => [attribute, FACET_DEFINITIONS[attribute].label]),
  ...RANGE_FACETS.filter(({ attribute }) => !(attribute in FACET_DEFINITIONS)).map(
    ({ attribute }): Labelled => [attribute, RANGE_DEFINITIONS[attribute].label],
  ),
];

/** How many facets there are: the longest list of facets a search takes. */
export const CAR_FACET_ATTRIBUTE_COUNT = attributes.length;

export const CarFacetAttributeEnum = builder.enumType('CarFacetAttribute', {
  description:
    'A facet of the stock search; each filters through the CarFilters field named in `filterField`.',
  values: Object.fromEntries(
    attributes.map(([attribute, label]) => [
      constantCase(attribute),
      { value: attribute, description: `${label}.` },
    ]),
  ),
});

const FacetValueRef = builder.objectRef<FacetValueView>('CarFacetValue').implement({
  description: 'One value of a facet with the number of matching vehicles.',
  fields: (t) => ({
    value: t.exposeString('value', {
      description: 'Value to pass in the facet’s CarFilters field.',
    }),
    label: t.exposeString('label', { description: 'What a shopper reads.' }),
    count: t.exposeInt('count', {
      description: 'Vehicles matching every other filter that have this value (disjunctive count).',
    }),
    selected: t.exposeBoolean('selected', {
      description: 'Whether the current filters select it.',
    }),
  }),
});

const FacetStatsRef = builder.objectRef<{ min: number; max: number }>('CarFacetStats').implement({
  description: 'Smallest and largest value among the vehicles matching every other filter.',
  fields: (t) => ({
    min: t.exposeFloat('min', { description: 'Smallest value.' }),
    max: t.exposeFloat('max', { description: 'Largest value.' }),
  }),
});

/**
 * Facet lists come computed with the search they belong to, as long as the site's facet
 * settings make them: their fields count once, not once per possible item.
 */
export const FACET_LIST_COMPLEXITY = { field: 1, multiplier: 1 };

export const CarFacetRef = builder.objectRef<FacetView>('CarFacet').implement({
  description: 'A facet of the search results: its values with counts, and stats for numeric ones.',
  fields: (t) => ({
    attribute: t.field({
      type: CarFacetAttributeEnum,
      description: 'Which facet.',
      resolve: (f) => f.attribute,
    }),
    label: t.exposeString('label', { description: 'Facet heading, e.g. Body type.' }),
    filterField: t.exposeString('filterField', {
      description: 'The CarFilters field its values go into.',
    }),
    values: t.field({
      type: [FacetValueRef],
      complexity: FACET_LIST_COMPLEXITY,
      description:
        'Values in display order (makes alphabetical, price bands numeric, others by count).',
      resolve: (f) => f.values,
    }),
    popular: t.field({
      type: [FacetValueRef],
      complexity: FACET_LIST_COMPLEXITY,
      description:
        'For MAKE: the most stocked makes, most first (the popular group). Empty otherwise.',
      resolve: (f) => f.popular,
    }),
    stats: t.field({
      type: FacetStatsRef,
      nullable: true,
      description: 'For numeric facets (price, km, year): the range of the matching vehicles.',
      resolve: (f) => f.stats,
    }),
  }),
});
