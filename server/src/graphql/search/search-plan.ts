import type { Site } from '@forecourt/tenants/site';
import {
  LIST_FACETS,
  RANGE_FACETS,
  sortEnumName,
} from '@forecourt/schema/search/search-vocabulary';
import { cursorToOffset } from '@pothos/plugin-relay';
import type { LatLong } from '@forecourt/schema/geo/haversine';
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  type RangeAttribute,
  type StockQuery,
  type StockSort,
} from '../../stock/stock-search.port.js';
import { badInput } from '../common/input-validation-error.js';
import type { CarFiltersInput, IntRangeInput } from './car-filters.input.js';

export interface CarSearchArgs {
  query?: string | null;
  filters?: CarFiltersInput | null;
  sort?: StockSort | null;
  first?: number | null;
  after?: string | null;
  page?: number | null;
  /** The facets wanted (list and range attributes); every facet when left out. */
  facets?: readonly (FacetAttribute | RangeAttribute)[] | null;
}

export interface SearchPlan {
  query: StockQuery;
  pageSize: number;
}

/** Only offsets this deep are served: a result list is for reading, not for dumping stock. */
export const MAX_OFFSET = 100_000;

function chooseSort(site: Site, args: CarSearchArgs, near: LatLong | undefined): StockSort {
  const { sortOptions, defaultSort } = site.config.search;
  if (args.sort === 'nearest') {
    if (!near) throw badInput('sort', 'NEAREST needs a postcode in filters.near');
    return 'nearest';
  }
  if (args.sort) {
    if (!sortOptions.includes(args.sort)) {
      throw badInput(
        'sort',
        `${sortEnumName(args.sort)} is not offered by this site; use one of ${sortOptions.map(sortEnumName).join(', ')}`,
      );
    }
    return args.sort;
  }
  // A text search without an explicit order reads best by relevance.
  return args.query?.trim() && sortOptions.includes('mostRelevant') ? 'mostRelevant' : defaultSort;
}

function startOffset(args: CarSearchArgs, pageSize: number): number {
  if (args.page != null && args.after != null) {
    throw badInput('page', 'give either page or after, not both');
  }
  if (args.page != null) return (args.page - 1) * pageSize;
  if (args.after != null) {
    let offset: number;
    try {
      offset = cursorToOffset(args.after);
    } catch {
      offset = Number.NaN;
    }
    if (!Number.isInteger(offset) || offset < 0) {
      throw badInput('after', 'is not a cursor of this connection');
    }
    return offset + 1;
  }
  return 0;
}

function listFilters(filters: CarFiltersInput): StockQuery['filters'] {
  const result: Partial<Record<FacetAttribute, string[]>> = {};
  for (const { attribute, filterField } of LIST_FACETS) {
    const raw = filters[filterField];
    if (raw == null) continue;
    const values =
      typeof raw === 'boolean' ? [String(raw)] : Array.isArray(raw) ? raw.map(String) : [];
    if (values.length > 0) result[attribute] = values;
  }
  return result;
}

function rangeFilters(filters: CarFiltersInput): StockQuery['ranges'] {
  const result: StockQuery['ranges'] = {};
  for (const { attribute, filterField } of RANGE_FACETS) {
    const range = filters[filterField] as IntRangeInput | null | undefined;
    if (range && (range.min != null || range.max != null)) {
      result[attribute] = { min: range.min ?? undefined, max: range.max ?? undefined };
    }
  }
  return result;
}

/**
 * Turns validated GraphQL arguments into the port's query, with the site's search rules. `near`
 * is where `filters.near.postcode` is (the caller looks it up: the plan does no I/O).
 */
export function planCarSearch(site: Site, args: CarSearchArgs, near?: LatLong): SearchPlan {
  const pageSize = args.first ?? site.config.search.pageSize;
  const sort = chooseSort(site, args, near);
  const offset = startOffset(args, pageSize);
  if (offset > MAX_OFFSET)
    throw badInput(
      args.page != null ? 'page' : 'after',
      `goes beyond the first ${MAX_OFFSET} results`,
    );
  const filters = args.filters ?? {};
  return {
    pageSize,
    query: {
      text: args.query?.trim() || undefined,
      filters: listFilters(filters),
      ranges: rangeFilters(filters),
      excludeZeroPrice: sort === 'lowestPrice' && site.config.search.priceAscendingExcludesZero,
      near: near && {
        latitude: near.lat,
        longitude: near.long,
        withinKm: filters.near?.withinKm ?? undefined,
      },
      sort,
      offset,
      // One more than a page tells whether a next page exists.
      limit: pageSize + 1,
      facets: countedFacets(args.facets),
    },
  };
}

/**
 * The list facets the engine counts for the facets wanted: every one when none are named, else
 * those named plus status, whose counts stand in for a total the engine capped (exactTotalCount).
 */
function countedFacets(wanted: CarSearchArgs['facets']): readonly FacetAttribute[] | undefined {
  if (!wanted) return undefined;
  const named = new Set<string>(wanted);
  return FACET_ATTRIBUTES.filter((facet) => facet === 'status' || named.has(facet));
}
