import {
  ALL_STOCK_PATH,
  SEARCH_ROOT,
  TYPE_ROUTE_CAR_TYPES,
} from '@forecourt/schema/search/search-routes';
import {
  LIST_FACETS,
  RANGE_FACETS,
  sortOptionOf,
  type ListFacet,
  type ListFacetWords,
  type RangeFacet,
  type SortOption,
} from '@forecourt/schema/search/search-vocabulary';
import { slugify } from '@forecourt/tenants/slugify';
import {
  NEAREST,
  POSTCODE_PARAM,
  WITHIN_PARAM,
  parsePostcode,
  parseWithinKm,
} from './near-postcode';

/**
 * The search page's state and its URL (spec 2 §2 "Search pages", spec 1 §2 "Search results"):
 * the path carries the car types, make, model or body it stands for, the query string carries
 * the rest as `query`, `refinementList[field][i]`, `range[field]=min:max`, `sortBy` and `page`.
 * Parsing never throws: a shopper's hand-edited URL keeps whatever part of it makes sense.
 */

/** A sort as the URL's `sortBy` and the site's settings name it (lowestPrice), or nearest. */
export type SortOptionName = SortOption | typeof NEAREST;

export interface SearchScope {
  carTypes: readonly string[] /* 'NEW'|'DEMO'|'USED' */;
  make: string | null;
  model: string | null;
  body: string | null;
}

export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface SearchState {
  query: string;
  /** CarFilters list field (camelCase) → selected values as the API spells them (enums UPPER_CASE, numbers as strings, certified 'true'/'false'). */
  refinements: Readonly<Record<string, readonly string[]>>;
  /** CarFilters range field (price, km, year, subscriptionPrice) → bounds. */
  ranges: Readonly<Record<string, NumberRange>>;
  sortBy: SortOptionName | null;
  page: number;
  /** The shopper's postcode (4 digits), or '' when none: results then show distances. */
  postcode: string;
  /** Only cars this many km from the postcode; null for any distance (or without a postcode). */
  withinKm: number | null;
}

export const EMPTY_SEARCH_STATE: SearchState = Object.freeze({
  query: '',
  refinements: Object.freeze({}),
  ranges: Object.freeze({}),
  sortBy: null,
  page: 1,
  postcode: '',
  withinKm: null,
});

/** The type routes that stand for some car types, with those types as the API spells them. */
const TYPE_ROUTES = Object.entries(TYPE_ROUTE_CAR_TYPES)
  .filter(([, carTypes]) => carTypes.length > 0)
  .map(([segment, carTypes]) => ({ segment, carTypes: carTypes.map((t) => t.toUpperCase()) }));

/** Segments the server reads as type routes, so a make or body slugged the same can't use them. */
const RESERVED_SEGMENTS = new Set(Object.keys(TYPE_ROUTE_CAR_TYPES));

/** Largest GraphQL Int: anything bigger would make the whole request invalid. */
const MAX_GRAPHQL_INT = 2_147_483_647;

const QUERY_PARAM = 'query';
const SORT_PARAM = 'sortBy';
const PAGE_PARAM = 'page';

/** CarFilters list fields (and `certified`) by camelCase name. */
export const LIST_FIELDS: ReadonlyMap<string, ListFacet> = new Map(
  LIST_FACETS.map((facet) => [facet.filterField, facet]),
);

/** CarFilters IntRange fields by camelCase name. */
export const RANGE_FIELDS: ReadonlyMap<string, RangeFacet> = new Map(
  RANGE_FACETS.map((facet) => [facet.filterField, facet]),
);

const byUrlKey = <F extends { urlKey: string }>(facets: readonly F[]) =>
  new Map(facets.map((facet) => [facet.urlKey, facet]));
const LIST_FIELD_BY_URL_KEY = byUrlKey(LIST_FACETS);
const RANGE_FIELD_BY_URL_KEY = byUrlKey(RANGE_FACETS);

/** The fields in URL order: alphabetical by their URL key. */
const inUrlOrder = <F extends { urlKey: string }>(facets: readonly F[]) =>
  [...facets].sort((a, b) => (a.urlKey < b.urlKey ? -1 : 1));
const LIST_FIELDS_IN_URL_ORDER = inUrlOrder(LIST_FACETS);
const RANGE_FIELDS_IN_URL_ORDER = inUrlOrder(RANGE_FACETS);

const REFINEMENT_KEY = /^refinementList\[([a-z_]+)\](?:\[(\d*)\])?$/;
const RANGE_KEY = /^range\[([a-z_]+)\]$/;
const RANGE_VALUE = /^(\d*):(\d*)$/;
const DIGITS = /^\d+$/;

/** A whole non-negative number that fits a GraphQL Int, or null. */
function parseCount(text: string): number | null {
  if (!DIGITS.test(text)) return null;
  const n = Number(text);
  return n <= MAX_GRAPHQL_INT ? n : null;
}

/** A value as the API spells it, or null when the field doesn't accept it. */
function apiValue(field: ListFacetWords, value: string): string | null {
  switch (field.kind) {
    case 'text':
      return value === '' ? null : value;
    case 'enum': {
      const upper = value.toUpperCase();
      return field.enumValues!.includes(upper) ? upper : null;
    }
    case 'integer': {
      const n = parseCount(value);
      return n === null ? null : String(n);
    }
    case 'boolean': {
      const lower = value.toLowerCase();
      return lower === 'true' || lower === 'false' ? lower : null;
    }
  }
}

/** URL spelling of an API value: enums are lower case in the URL (IN_STOCK → in_stock). */
const urlValue = (field: ListFacetWords, value: string) =>
  field.kind === 'enum' ? value.toLowerCase() : value;

function parseRange(text: string): NumberRange | null {
  const match = RANGE_VALUE.exec(text);
  if (!match) return null;
  const [minText, maxText] = [match[1]!, match[2]!];
  const min = minText === '' ? null : parseCount(minText);
  const max = maxText === '' ? null : parseCount(maxText);
  const malformed = (min === null && minText !== '') || (max === null && maxText !== '');
  return malformed || (min === null && max === null) ? null : { min, max };
}

/** State from a URL's query string only (what the shopper added to the path). */
export function parseSearchParams(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;

  // Values keep the order of their indexes; unindexed ones follow in the order they appear.
  const selected = new Map<string, { index: number; value: string }[]>();
  const ranges: Record<string, NumberRange> = {};
  for (const [key, raw] of params) {
    const refinement = REFINEMENT_KEY.exec(key);
    if (refinement) {
      const facet = LIST_FIELD_BY_URL_KEY.get(refinement[1]!);
      const value = facet === undefined ? null : apiValue(facet, raw);
      if (facet === undefined || value === null) continue;
      const field = facet.filterField;
      const index = refinement[2] ? Number(refinement[2]) : Number.POSITIVE_INFINITY;
      selected.set(field, [...(selected.get(field) ?? []), { index, value }]);
      continue;
    }
    const rangeKey = RANGE_KEY.exec(key);
    const rangeField = rangeKey ? RANGE_FIELD_BY_URL_KEY.get(rangeKey[1]!)?.filterField : undefined;
    if (rangeField !== undefined && !(rangeField in ranges)) {
      const range = parseRange(raw);
      if (range) ranges[rangeField] = range;
    }
  }

  const refinements: Record<string, readonly string[]> = {};
  for (const [field, entries] of selected) {
    const ordered = [...entries].sort((a, b) => a.index - b.index).map((e) => e.value);
    refinements[field] = [...new Set(ordered)];
  }

  const sortBy = params.get(SORT_PARAM);
  const page = parseCount(params.get(PAGE_PARAM) ?? '');
  // A distance means nothing without the postcode it is measured from.
  const postcode = parsePostcode(params.get(POSTCODE_PARAM));
  return {
    query: (params.get(QUERY_PARAM) ?? '').trim(),
    refinements,
    ranges,
    sortBy: sortBy === NEAREST ? (postcode ? NEAREST : null) : sortOptionOf(sortBy),
    page: page !== null && page >= 1 ? page : 1,
    postcode,
    withinKm: postcode ? parseWithinKm(params.get(WITHIN_PARAM)) : null,
  };
}

const isSet = (values: readonly string[] | undefined): values is readonly string[] =>
  values !== undefined && values.length > 0;

/** The full state shown to the shopper: the query-string state plus the path's scope for fields the query string leaves unset (the same merge rule the server applies). */
export function withScope(state: SearchState, scope: SearchScope): SearchState {
  const refinements: Record<string, readonly string[]> = { ...state.refinements };
  const fill = (field: string, values: readonly string[]) => {
    if (values.length > 0 && !isSet(refinements[field])) refinements[field] = values;
  };
  fill('carType', scope.carTypes);
  if (scope.make) fill('make', [scope.make]);
  if (scope.model) fill('model', [scope.model]);
  if (scope.body) fill('body', [scope.body]);
  return { ...state, refinements };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

/** The one value of a field, or null when it has none or several. */
function single(values: readonly string[] | undefined): string | null {
  return values?.length === 1 ? values[0]! : null;
}

/** A path segment for a value, or null when its slug can't stand for it. */
function segmentOf(value: string | null): string | null {
  if (value === null) return null;
  const slug = slugify(value);
  return slug.length === 0 || RESERVED_SEGMENTS.has(slug) ? null : slug;
}

/** The path a state lives at and the fields that path stands for. */
function pathOf(refinements: SearchState['refinements']): { path: string; inPath: string[] } {
  const carType = refinements.carType ?? [];
  const typeRoute = TYPE_ROUTES.find((route) => sameSet(route.carTypes, carType));
  if (typeRoute) return { path: `${SEARCH_ROOT}/${typeRoute.segment}`, inPath: ['carType'] };

  if (carType.length === 0) {
    const make = segmentOf(single(refinements.make));
    if (make !== null) {
      const model = segmentOf(single(refinements.model));
      return model === null
        ? { path: `${SEARCH_ROOT}/${make}`, inPath: ['make'] }
        : { path: `${SEARCH_ROOT}/${make}/${model}`, inPath: ['make', 'model'] };
    }
    const body = segmentOf(single(refinements.body));
    if (!isSet(refinements.make) && body !== null) {
      return { path: `${SEARCH_ROOT}/${body}`, inPath: ['body'] };
    }
  }
  return { path: ALL_STOCK_PATH, inPath: [] };
}

export const isBound = (n: number | null): n is number => n !== null && Number.isFinite(n);

/** The canonical URL (path + query string) of a full state. Path choice: if carType is exactly one of the type routes' sets (order-insensitive: [NEW,DEMO] → new-and-demo-cars, [USED] → used-cars, [NEW] → new-cars, [DEMO] → demo-cars) use that route and drop carType from the query string; else if carType is unset/empty and make has exactly one value → /search/{make}, and then if model has exactly one value → /search/{make}/{model} (both dropped from the query); else if carType, make unset and body has exactly one value → /search/{body}; otherwise /search/new-used-and-demo-cars. Everything not in the path goes into the query string. sortBy equal to defaultSort is left out; page 1 is left out. */
export function searchStateToUrl(
  state: SearchState,
  options: { defaultSort: SortOptionName },
): string {
  const { path, inPath } = pathOf(state.refinements);
  // Brackets stay readable in keys; values are percent-encoded.
  const parts: string[] = [];
  const query = state.query.trim();
  if (query !== '') parts.push(`${QUERY_PARAM}=${encodeURIComponent(query)}`);

  // A search page builds an address for each of its facet values' links, and most fields hold
  // nothing: they are passed over by name, without reading the state for each (a lookup that
  // misses on an object of changing shape cost most of this function's time).
  const chosenFields = Object.keys(state.refinements);
  for (const facet of LIST_FIELDS_IN_URL_ORDER) {
    if (!chosenFields.includes(facet.filterField) || inPath.includes(facet.filterField)) continue;
    const values = (state.refinements[facet.filterField] ?? [])
      .map((value) => apiValue(facet, value))
      .filter((value) => value !== null);
    [...new Set(values)].forEach((value, i) => {
      const encoded = encodeURIComponent(urlValue(facet, value));
      parts.push(`refinementList[${facet.urlKey}][${i}]=${encoded}`);
    });
  }

  for (const facet of RANGE_FIELDS_IN_URL_ORDER) {
    const range = state.ranges[facet.filterField];
    if (!range || !(isBound(range.min) || isBound(range.max))) continue;
    const bound = (n: number | null) => (isBound(n) ? String(n) : '');
    parts.push(`range[${facet.urlKey}]=${bound(range.min)}:${bound(range.max)}`);
  }

  const postcode = parsePostcode(state.postcode);
  if (postcode !== '') {
    parts.push(`${POSTCODE_PARAM}=${postcode}`);
    if (isBound(state.withinKm)) parts.push(`${WITHIN_PARAM}=${state.withinKm}`);
  }
  const sortBy = state.sortBy === NEAREST && postcode === '' ? null : state.sortBy;
  if (sortBy !== null && sortBy !== options.defaultSort) {
    parts.push(`${SORT_PARAM}=${sortBy}`);
  }
  if (state.page > 1) parts.push(`${PAGE_PARAM}=${state.page}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
