import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import {
  LIST_FACETS,
  RANGE_FACETS,
  type ListFacet,
  type RangeFacet,
  type SortOption,
} from '@forecourt/schema/search/search-vocabulary';
import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from './stock-document.js';

/**
 * The StockSearch port: every search and lookup of a site's stock goes through it. An adapter is
 * bound to one site with `forSite`, so the tenant scope (the site's stock filter and its
 * recently-sold window) is applied inside the adapter and never taken from the caller.
 */

/** List facets: a value's count ignores its own facet's selection (disjunctive). */
export const FACET_ATTRIBUTES: readonly FacetAttribute[] = LIST_FACETS.map(
  (facet) => facet.attribute,
);
export type FacetAttribute = ListFacet['attribute'];

/** The fields a shopper's words are matched against, in order of weight, by every engine. */
export const TEXT_SEARCH_FIELDS = [
  'name',
  'make',
  'model',
  'badge',
  'series',
  'body',
  'colour',
  'fuel',
  'transmission',
  'stockNumber',
] as const satisfies readonly (keyof StockDocument)[];

/** Numeric attributes with {min, max} filters and stats. */
export const RANGE_ATTRIBUTES: readonly RangeAttribute[] = RANGE_FACETS.map(
  (facet) => facet.attribute,
);
export type RangeAttribute = RangeFacet['attribute'];

export interface NumericRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** A point to measure from, and optionally how far from it a car may be. */
export interface NearPoint {
  latitude: number;
  longitude: number;
  /** Only cars whose yard is at most this many km away (inclusive); cars without coordinates drop out. */
  withinKm?: number | undefined;
}

/**
 * The orders a search can take: the site's sort options, and `nearest` (by straight-line distance
 * from `near`, cars without coordinates last, ties in the mostRelevant order), which needs `near`.
 */
export type StockSort = SortOption | 'nearest';

export interface StockQuery {
  /** Free text, matched fuzzily against name, make, model, badge, body, colour, stock number. */
  text?: string | undefined;
  /** Values within one facet are OR-ed, facets are AND-ed. */
  filters: Partial<Record<FacetAttribute, readonly string[]>>;
  /** Inclusive bounds. */
  ranges: Partial<Record<RangeAttribute, NumericRange>>;
  /** Leave out cars priced 0 (the site's price-ascending rule). */
  excludeZeroPrice?: boolean | undefined;
  /** Leave out these cars (by id) entirely: not hits, not counted. */
  excludeIds?: readonly string[] | undefined;
  /** Measure from this point (the `nearest` sort); with withinKm, also a filter. */
  near?: NearPoint | undefined;
  sort: StockSort;
  offset: number;
  limit: number;
  /**
   * Count only these facets; every facet when left out. A caller that reads a few (the search
   * page resolving its path reads three) spares the engine counting the rest.
   */
  facets?: readonly FacetAttribute[] | undefined;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface StockSearchResult {
  hits: StockDocument[];
  /** Cars matching every filter. */
  totalCount: number;
  /** True when the engine capped totalCount (the caller then falls back to summed facet counts). */
  totalCountCapped: boolean;
  /** Every facet with data; values in no particular order; zero counts may be left out. */
  facets: Partial<Record<FacetAttribute, FacetCount[]>>;
  /** min/max over the cars matching every filter except the attribute's own range. */
  stats: Partial<Record<RangeAttribute, { min: number; max: number }>>;
}

/** One site's view of the stock. */
export interface SiteStock {
  search(query: StockQuery): Promise<StockSearchResult>;
  /** In the order asked; null where the site has no such visible car. */
  findBySlugs(slugs: readonly string[]): Promise<(StockDocument | null)[]>;
  findByIds(ids: readonly string[]): Promise<(StockDocument | null)[]>;
}

export interface ImportProgress {
  done: number;
  total: number;
}

export interface StockSearch {
  /** `now` fixes the clock for the sold window and time-based tags (tests pass their own). */
  forSite(site: Site, now?: () => Date): SiteStock;
  /** Replace all of a site's stock with these cars. */
  replaceSiteStock(
    site: Site,
    cars: readonly CarRecord[],
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<void>;
  close(): Promise<void>;
}
