import type {
  CarFilters,
  SearchPageQuery$variables,
} from '../__generated__/SearchPageQuery.graphql';
import { sortEnumName } from '@forecourt/schema/search/search-vocabulary';
import {
  isBound,
  LIST_FIELDS,
  parseSearchParams,
  RANGE_FIELDS,
  type SearchState,
} from './search-state';
import { NEAREST } from './near-postcode';

/** The values among `allowed`, typed as the enum they belong to (the state holds no others). */
const enumValues = <T extends string>(values: readonly string[], allowed: readonly T[]): T[] =>
  values.flatMap((value) => allowed.find((known) => known === value) ?? []);

/** CarFilters variables of a state's refinements and ranges. */
function filtersOf(state: SearchState): CarFilters {
  const filters: CarFilters = {};
  for (const [field, values] of Object.entries(state.refinements)) {
    const facet = LIST_FIELDS.get(field);
    if (!facet || values.length === 0) continue;
    switch (facet.kind) {
      case 'text':
        filters[facet.filterField] = [...values];
        break;
      case 'integer':
        filters[facet.filterField] = values.map(Number);
        break;
      case 'boolean':
        // Both certified and uncertified is the same as no filter.
        if (new Set(values).size === 1) filters[facet.filterField] = values[0] === 'true';
        break;
      case 'enum':
        switch (facet.filterField) {
          case 'status':
            filters.status = enumValues(values, facet.enumValues);
            break;
          case 'carType':
            filters.carType = enumValues(values, facet.enumValues);
            break;
          case 'itemType':
            filters.itemType = enumValues(values, facet.enumValues);
            break;
          default: {
            // A new enum facet in the vocabulary needs its CarFilters field here.
            const _unhandled: never = facet;
          }
        }
    }
  }
  for (const [field, range] of Object.entries(state.ranges)) {
    const facet = RANGE_FIELDS.get(field);
    const bounds: { min?: number; max?: number } = {};
    if (isBound(range.min)) bounds.min = range.min;
    if (isBound(range.max)) bounds.max = range.max;
    if (facet && Object.keys(bounds).length > 0) filters[facet.filterField] = bounds;
  }
  if (state.postcode !== '') {
    filters.near = { postcode: state.postcode, withinKm: state.withinKm };
  }
  return filters;
}

/**
 * GraphQL variables of the search page's query from its URL: the path goes to the server to
 * resolve; filters come from the query string only; sort is a CarSort name; page and query are
 * null when 1 or blank.
 */
export function searchVariablesFromUrl(url: URL): SearchPageQuery$variables {
  const state = parseSearchParams(url.searchParams);
  return {
    path: url.pathname,
    query: state.query === '' ? null : state.query,
    filters: filtersOf(state),
    sort:
      state.sortBy === null
        ? null
        : state.sortBy === NEAREST
          ? 'NEAREST'
          : sortEnumName(state.sortBy),
    page: state.page > 1 ? state.page : null,
  };
}
