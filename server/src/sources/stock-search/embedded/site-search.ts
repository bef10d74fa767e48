import type {
  FacetAttribute,
  FacetCount,
  StockQuery,
  StockSearchResult,
} from '../../../stock/stock-search.port.js';
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES } from '../../../stock/stock-search.port.js';
import {
  RangeStats,
  countMultiValued,
  countSingleValued,
  countTags,
  facetCounts,
} from './facet-counter.js';
import { isMultiValuedFacet } from './facet-values.js';
import { filterGroups, markFailures, type FilterGroup } from './filter-groups.js';
import { scratchFor } from './search-scratch.js';
import type { SiteIndex } from './site-index.js';
import { pageByScore, pageInOrder } from './sort-orders.js';
import { checkNearPoint, distancesFrom, pageByDistance } from './distance.js';

/** Failure count of a car outside the base set (scope, text, zero price): never counted. */
const OUT_OF_BASE = 2;
const NONE = new Int32Array(0);

export interface SearchClock {
  /** Sold cars sold before this are out of the site's scope. */
  cutoffMs: number;
  /** For the new-arrival tag. */
  nowMs: number;
}

/**
 * One search over a site's columns: mark the base set and every filter group's failures, split
 * the cars into hits and near misses (failed exactly one group), count facets and stats from
 * those, then read the page off a precomputed sort order.
 */
export function searchSiteIndex(
  index: SiteIndex,
  visibleUntil: Float64Array,
  query: StockQuery,
  { cutoffMs, nowMs }: SearchClock,
): StockSearchResult {
  checkPaging('offset', query.offset);
  checkPaging('limit', query.limit);
  const size = index.docs.length;
  const { failures, failedGroup, hits: allHits, misses } = scratchFor(index);

  for (let i = 0; i < size; i++) failures[i] = visibleUntil[i]! < cutoffMs ? OUT_OF_BASE : 0;
  const text = query.text?.trim();
  const scores = text ? index.text.scores(text, index.positionById, size) : undefined;
  if (scores) for (let i = 0; i < size; i++) if (scores[i] === 0) failures[i] = OUT_OF_BASE;
  if (query.excludeZeroPrice) {
    const price = index.ranges.price;
    for (let i = 0; i < size; i++) if (!(price[i]! > 0)) failures[i] = OUT_OF_BASE;
  }

  const distances = query.near ? nearFilter(index, query, failures) : undefined;
  if (query.sort === 'nearest' && !distances) {
    throw new Error('sort: nearest needs a point to measure from (near)');
  }

  for (const id of query.excludeIds ?? []) {
    const position = index.positionById.get(id);
    if (position !== undefined) failures[position] = OUT_OF_BASE;
  }

  const groups = filterGroups(index, query);
  groups.forEach((group, g) => markFailures(index, group, g, failures, failedGroup, nowMs));

  // Hits in position order; near misses bucketed by the group they failed (a counting sort).
  let hitCount = 0;
  const missStart = new Uint32Array(groups.length + 1);
  for (let i = 0; i < size; i++) {
    const failed = failures[i]!;
    if (failed === 0) allHits[hitCount++] = i;
    else if (failed === 1) missStart[failedGroup[i]! + 1]!++;
  }
  for (let g = 0; g < groups.length; g++) missStart[g + 1]! += missStart[g]!;
  const cursor = missStart.slice(0, groups.length);
  if (groups.length > 0) {
    for (let i = 0; i < size; i++) if (failures[i] === 1) misses[cursor[failedGroup[i]!]!++] = i;
  }
  const hits = allHits.subarray(0, hitCount);
  const missesOf = (own: (group: FilterGroup) => boolean): Int32Array => {
    const g = groups.findIndex(own);
    return g === -1 ? NONE : misses.subarray(missStart[g], missStart[g + 1]);
  };

  const facets: StockSearchResult['facets'] = {};
  for (const facet of query.facets ?? FACET_ATTRIBUTES) {
    const own = missesOf((group) => group.kind !== 'range' && group.facet === facet);
    const values = countFacet(index, facet, hits, own, nowMs);
    if (values) facets[facet] = values;
  }
  const stats: StockSearchResult['stats'] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const column = index.ranges[attribute];
    const rangeStats = new RangeStats();
    rangeStats.add(column, hits);
    rangeStats.add(
      column,
      missesOf((group) => group.kind === 'range' && group.attribute === attribute),
    );
    const result = rangeStats.result();
    if (result) stats[attribute] = result;
  }

  const page =
    query.sort === 'nearest'
      ? pageByDistance(hits, distances!, index.relevanceRank, query.offset, query.limit)
      : scores && query.sort === 'mostRelevant'
        ? pageByScore(hits, scores, index.relevanceRank, query.offset, query.limit)
        : pageInOrder(index.sortOrders[query.sort], failures, query.offset, query.limit);
  return {
    hits: page.map((i) => index.docs[i]!),
    totalCount: hitCount,
    totalCountCapped: false,
    facets,
    stats,
  };
}

function countFacet(
  index: SiteIndex,
  facet: FacetAttribute,
  hits: Int32Array,
  misses: Int32Array,
  nowMs: number,
): FacetCount[] | undefined {
  if (facet === 'tag') {
    const counts = new Uint32Array(index.tags.dictionary.size);
    countTags(counts, index.tags, hits, nowMs);
    countTags(counts, index.tags, misses, nowMs);
    return facetCounts(counts, index.tags.dictionary);
  }
  if (isMultiValuedFacet(facet)) {
    const column = index.multi[facet];
    const counts = new Uint32Array(column.dictionary.size);
    countMultiValued(counts, column, hits);
    countMultiValued(counts, column, misses);
    return facetCounts(counts, column.dictionary);
  }
  const column = index.single[facet];
  const counts = new Uint32Array(column.dictionary.size);
  countSingleValued(counts, column.codes, hits);
  countSingleValued(counts, column.codes, misses);
  return facetCounts(counts, column.dictionary);
}

/**
 * Distances from the query's point; a car beyond withinKm (or without coordinates when a radius
 * is asked) leaves the base set, so no facet counts it: the radius scopes the search like the site.
 */
function nearFilter(index: SiteIndex, query: StockQuery, failures: Uint8Array): Float64Array {
  const near = query.near!;
  checkNearPoint(near);
  const distances = distancesFrom(index.geo, near, new Float64Array(index.docs.length));
  const { withinKm } = near;
  if (withinKm !== undefined) {
    for (let i = 0; i < distances.length; i++) {
      if (!(distances[i]! <= withinKm)) failures[i] = OUT_OF_BASE;
    }
  }
  return distances;
}

function checkPaging(field: 'offset' | 'limit', value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${field}: ${value} is not a whole number of zero or more`);
  }
}
