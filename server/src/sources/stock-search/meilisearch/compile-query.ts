import type { MultiSearchQuery, SearchParams } from 'meilisearch';
import type { Site } from '@forecourt/tenants/site';
import {
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  type FacetAttribute,
  type RangeAttribute,
  type StockQuery,
} from '../../../stock/stock-search.port.js';
import { allOf, inclusiveRange, isIn } from './filter-expression.js';
import { siteScopeFilter } from './site-scope-filter.js';
import { sortFor } from './sort-rules.js';
import { geoRadiusFilter } from './geo-search.js';
import { newArrivalsFilter, pastNewArrivalFilter, tagFilter } from './tag-filter.js';

/**
 * Compiles a StockQuery into one multi-search request: the main query (hits, total, the facets and
 * stats nothing overrides) plus one query per selection whose counts must ignore it (disjunctive
 * facets, range stats) and the two counts the computed tag facet needs. Each query has a role so
 * the answers can be merged (merge-results.ts).
 */

export type QueryRole =
  /** Hits, and the total when it pages by page/hitsPerPage; facets and stats of the rest. */
  | { kind: 'main' }
  /** Exact total when the main query pages by offset (whose total is only an estimate). */
  | { kind: 'count' }
  /** Counts of a selected facet without its own selection; for `tag`, the leading labels. */
  | { kind: 'facet'; attribute: FacetAttribute }
  /** min/max of a range attribute without its own range. */
  | { kind: 'stats'; attribute: RangeAttribute }
  /** How many cars carry the new-arrival tag (under this label). */
  | { kind: 'newArrivals'; label: string }
  /** Trailing (sold) labels of the cars past the new-arrival window. */
  | { kind: 'pastNewArrival' };

export interface CompiledSearch {
  queries: MultiSearchQuery[];
  roles: QueryRole[];
}

/** The field a facet's counts are read from; the tag facet's leading part is stored. */
export function facetField(attribute: FacetAttribute): string {
  return attribute === 'tag' ? 'tagLeading' : attribute;
}

interface FilterParts {
  scope: string;
  facets: Map<FacetAttribute, string>;
  ranges: Map<RangeAttribute, string>;
  extra: string[];
}

interface Without {
  facet?: FacetAttribute;
  range?: RangeAttribute;
}

function filterOf(parts: FilterParts, omit: Without = {}): string {
  const clauses = [parts.scope];
  for (const [attribute, clause] of parts.facets)
    if (attribute !== omit.facet) clauses.push(clause);
  for (const [attribute, clause] of parts.ranges)
    if (attribute !== omit.range) clauses.push(clause);
  return allOf([...clauses, ...parts.extra]);
}

function isFacetAttribute(name: string): name is FacetAttribute {
  return (FACET_ATTRIBUTES as readonly string[]).includes(name);
}

function isRangeAttribute(name: string): name is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}

function filterParts(site: Site, query: StockQuery, now: Date): FilterParts {
  // Attribute names go into the expression unquoted, so only the port's names are accepted.
  for (const name of Object.keys(query.filters)) {
    if (!isFacetAttribute(name)) throw new Error(`filters.${name}: not a facet attribute`);
  }
  for (const name of Object.keys(query.ranges)) {
    if (!isRangeAttribute(name)) throw new Error(`ranges.${name}: not a range attribute`);
  }
  // In the port's order, so the same query always compiles to the same request.
  const facets = new Map<FacetAttribute, string>();
  for (const attribute of FACET_ATTRIBUTES) {
    const values = query.filters[attribute];
    if (!values || values.length === 0) continue;
    facets.set(
      attribute,
      attribute === 'tag' ? tagFilter(values, site, now) : isIn(attribute, values),
    );
  }
  const ranges = new Map<RangeAttribute, string>();
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute];
    const clause = range ? inclusiveRange(attribute, range.min, range.max) : null;
    if (clause) ranges.set(attribute, clause);
  }
  return {
    scope: siteScopeFilter(site, now),
    facets,
    ranges,
    extra: [
      // A radius scopes every query (hits and counts alike), like the site's own scope.
      ...(query.near ? [geoRadiusFilter(query.near)].filter((clause) => clause !== null) : []),
      ...(query.excludeZeroPrice ? ['price > 0'] : []),
      ...(query.excludeIds?.length ? [`NOT ${isIn('id', query.excludeIds)}`] : []),
    ],
  };
}

type Paging = Pick<SearchParams, 'page' | 'hitsPerPage' | 'offset' | 'limit'>;

/**
 * page/hitsPerPage give an exact totalHits, so they are used whenever the offset falls on a page
 * boundary; otherwise offset/limit fetch the hits and a separate query counts.
 */
function pagingOf(offset: number, limit: number): { paging: Paging; exactTotal: boolean } {
  if (!Number.isInteger(offset) || offset < 0) {
    throw new Error(`offset: ${offset} is not a whole number of at least 0`);
  }
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`limit: ${limit} is not a whole number of at least 0`);
  }
  if (limit === 0) return { paging: { page: 1, hitsPerPage: 0 }, exactTotal: true };
  if (offset % limit === 0) {
    return { paging: { page: offset / limit + 1, hitsPerPage: limit }, exactTotal: true };
  }
  return { paging: { offset, limit }, exactTotal: false };
}

/** Attributes the main query asks counts or stats for: everything no other query overrides. */
function mainFacets(parts: FilterParts, counted: readonly FacetAttribute[]): string[] {
  const fields = counted.filter((attribute) => !parts.facets.has(attribute)).map(facetField);
  const stats = RANGE_ATTRIBUTES.filter((attribute) => !parts.ranges.has(attribute));
  return [...new Set([...fields, ...stats])];
}

export function compileSearch(
  indexUid: string,
  site: Site,
  query: StockQuery,
  now: Date,
): CompiledSearch {
  const parts = filterParts(site, query, now);
  const text = query.text?.trim() || undefined;
  // Every query matches the same words the same way, so counts agree with the hits.
  const textParams: Partial<MultiSearchQuery> = text ? { q: text, matchingStrategy: 'all' } : {};
  // Counting queries return no hits; page mode makes their counts exhaustive.
  const countOnly = { page: 1, hitsPerPage: 0 };

  const queries: MultiSearchQuery[] = [];
  const roles: QueryRole[] = [];
  const add = (role: QueryRole, params: Omit<MultiSearchQuery, 'indexUid'>) => {
    queries.push({ indexUid, ...textParams, ...params });
    roles.push(role);
  };

  const { paging, exactTotal } = pagingOf(query.offset, query.limit);
  const sort = sortFor(query.sort, text !== undefined, query.near);
  add(
    { kind: 'main' },
    {
      filter: filterOf(parts),
      facets: mainFacets(parts, query.facets ?? FACET_ATTRIBUTES),
      ...(sort ? { sort } : {}),
      ...paging,
    },
  );
  if (!exactTotal) add({ kind: 'count' }, { filter: filterOf(parts), ...countOnly });

  for (const attribute of parts.facets.keys()) {
    add(
      { kind: 'facet', attribute },
      {
        filter: filterOf(parts, { facet: attribute }),
        facets: [facetField(attribute)],
        ...countOnly,
      },
    );
  }
  for (const attribute of parts.ranges.keys()) {
    add(
      { kind: 'stats', attribute },
      { filter: filterOf(parts, { range: attribute }), facets: [attribute], ...countOnly },
    );
  }

  const withoutTag = filterOf(parts, { facet: 'tag' });
  add(
    { kind: 'newArrivals', label: site.config.labels.tags.newArrival },
    { filter: allOf([withoutTag, newArrivalsFilter(now)]), ...countOnly },
  );
  add(
    { kind: 'pastNewArrival' },
    {
      filter: allOf([withoutTag, pastNewArrivalFilter(now)]),
      facets: ['tagTrailing'],
      ...countOnly,
    },
  );
  return { queries, roles };
}

/** A lookup of visible cars by slug or id, inside the site's scope. */
export function compileLookup(
  site: Site,
  now: Date,
  field: 'slug' | 'id',
  values: readonly string[],
): SearchParams {
  const unique = [...new Set(values)];
  return { filter: allOf([siteScopeFilter(site, now), isIn(field, unique)]), limit: unique.length };
}
