import { isBound, type NumberRange, type SearchState, type SortOptionName } from './search-state';

/** The changes a shopper makes to a search; each but setPage starts again from page 1. */

/** Filters chosen: selected values plus set ranges ("Filters (n)"). */
export const refinementCount = (state: SearchState) =>
  Object.values(state.refinements).reduce((sum, values) => sum + values.length, 0) +
  Object.keys(state.ranges).length +
  (state.withinKm === null ? 0 : 1);

/** Whether the shopper narrowed the stock at all (words, values or ranges). */
export const isRefined = (state: SearchState) => state.query !== '' || refinementCount(state) > 0;

/** Adds the value to the field's selection, or removes it when already selected. */
export function toggleRefinement(state: SearchState, field: string, value: string): SearchState {
  const { [field]: current = [], ...others } = state.refinements;
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = next.length > 0 ? { ...others, [field]: next } : others;
  return { ...state, refinements, page: 1 };
}

/** Sets a range's bounds (whole numbers, as IntRange takes); a range with both null removes it. */
export function setRange(state: SearchState, field: string, range: NumberRange): SearchState {
  const bound = (n: number | null) => (isBound(n) ? Math.round(n) : null);
  const { [field]: _previous, ...others } = state.ranges;
  const next = { min: bound(range.min), max: bound(range.max) };
  const ranges = next.min === null && next.max === null ? others : { ...others, [field]: next };
  return { ...state, ranges, page: 1 };
}

export function setSort(state: SearchState, sortBy: SortOptionName): SearchState {
  return { ...state, sortBy, page: 1 };
}

/** Goes to a page; anything but a whole number from 1 is page 1. */
export function setPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query, page: 1 };
}

/** Keeps the query text, sort and postcode, drops every filter (the radius too) and the page. */
export function clearRefinements(state: SearchState): SearchState {
  return { ...state, refinements: {}, ranges: {}, withinKm: null, page: 1 };
}

/**
 * Sets the shopper's postcode and radius; without a postcode the radius and the nearest sort go
 * (they measure from it).
 */
export function setNearPostcode(
  state: SearchState,
  postcode: string,
  withinKm: number | null,
): SearchState {
  if (postcode === '') {
    return {
      ...state,
      postcode,
      withinKm: null,
      sortBy: state.sortBy === 'nearest' ? null : state.sortBy,
      page: 1,
    };
  }
  return { ...state, postcode, withinKm, page: 1 };
}
