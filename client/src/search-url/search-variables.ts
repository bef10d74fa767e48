import {
  isBound,
  LIST_FIELDS,
  parseSearchParams,
  sortEnumName,
  type SearchState,
} from './search-state';

/** CarFilters variables of a state's refinements and ranges. */
function filtersOf(state: SearchState): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [field, values] of Object.entries(state.refinements)) {
    const definition = LIST_FIELDS[field];
    if (!definition || values.length === 0) continue;
    if (definition.kind === 'boolean') {
      // Both certified and uncertified is the same as no filter.
      const distinct = new Set(values);
      if (distinct.size === 1) filters[field] = values[0] === 'true';
    } else {
      filters[field] = definition.kind === 'integer' ? values.map(Number) : [...values];
    }
  }
  for (const [field, range] of Object.entries(state.ranges)) {
    const bounds: { min?: number; max?: number } = {};
    if (isBound(range.min)) bounds.min = range.min;
    if (isBound(range.max)) bounds.max = range.max;
    if (Object.keys(bounds).length > 0) filters[field] = bounds;
  }
  return filters;
}

/**
 * GraphQL variables of the search page's query from its URL: the path goes to the server to
 * resolve; filters come from the query string only; sort is a CarSort name; page and query are
 * null when 1 or blank.
 */
export function searchVariablesFromUrl(url: URL): {
  path: string;
  query: string | null;
  filters: Record<string, unknown>;
  sort: string | null;
  page: number | null;
} {
  const state = parseSearchParams(url.searchParams);
  return {
    path: url.pathname,
    query: state.query === '' ? null : state.query,
    filters: filtersOf(state),
    sort: state.sortBy === null ? null : sortEnumName(state.sortBy),
    page: state.page > 1 ? state.page : null,
  };
}
