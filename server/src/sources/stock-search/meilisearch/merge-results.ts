import type { CategoriesDistribution, SearchResponse } from 'meilisearch';
import {
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  type FacetAttribute,
  type FacetCount,
  type RangeAttribute,
  type StockSearchResult,
} from '../../../stock/stock-search.port.js';
import type { QueryRole } from './compile-query.js';
import { facetField } from './compile-query.js';
import { fromMeiliHit } from './meili-document.js';
import { MAX_TOTAL_HITS } from './index-settings.js';

/**
 * Merges the answers of a compiled multi-search (same order as its roles) into one result: hits
 * and total from the main query, each selected facet's counts from its own disjunctive query, each
 * ranged attribute's stats from its own query, and the tag facet summed from its three parts.
 */

function countsOf(distribution: CategoriesDistribution | undefined): FacetCount[] {
  return Object.entries(distribution ?? {})
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }));
}

/** Leading labels, new arrivals and trailing labels are disjoint sets of cars: counts add up. */
function tagCounts(parts: { value: string; count: number }[]): FacetCount[] {
  const byLabel = new Map<string, number>();
  for (const { value, count } of parts) {
    if (count > 0) byLabel.set(value, (byLabel.get(value) ?? 0) + count);
  }
  return [...byLabel].map(([value, count]) => ({ value, count }));
}

function exactTotal(response: SearchResponse, role: string): number {
  if (response.totalHits === undefined) {
    throw new Error(`Meilisearch ${role} query: the response has no totalHits`);
  }
  return response.totalHits;
}

export function mergeResults(
  roles: readonly QueryRole[],
  responses: readonly SearchResponse[],
): StockSearchResult {
  if (roles.length !== responses.length) {
    throw new Error(
      `Meilisearch multi-search: ${responses.length} results for ${roles.length} queries`,
    );
  }
  const distributions = new Map<FacetAttribute, CategoriesDistribution | undefined>();
  const stats = new Map<RangeAttribute, { min: number; max: number }>();
  const tagParts: FacetCount[] = [];
  let main: SearchResponse | undefined;
  let totalCount: number | undefined;

  roles.forEach((role, i) => {
    const response = responses[i]!;
    switch (role.kind) {
      case 'main':
        main = response;
        if (response.totalHits !== undefined) totalCount = response.totalHits;
        for (const attribute of FACET_ATTRIBUTES) {
          const distribution = response.facetDistribution?.[facetField(attribute)];
          if (distribution && !distributions.has(attribute))
            distributions.set(attribute, distribution);
        }
        for (const attribute of RANGE_ATTRIBUTES) {
          const stat = response.facetStats?.[attribute];
          if (stat && !stats.has(attribute)) stats.set(attribute, stat);
        }
        break;
      case 'count':
        totalCount = exactTotal(response, 'count');
        break;
      case 'facet':
        // Overrides the main query's counts, which include the facet's own selection.
        distributions.set(role.attribute, response.facetDistribution?.[facetField(role.attribute)]);
        break;
      case 'stats': {
        const stat = response.facetStats?.[role.attribute];
        if (stat) stats.set(role.attribute, stat);
        else stats.delete(role.attribute);
        break;
      }
      case 'newArrivals':
        tagParts.push({ value: role.label, count: exactTotal(response, 'new-arrival count') });
        break;
      case 'pastNewArrival':
        tagParts.push(...countsOf(response.facetDistribution?.['tagTrailing']));
        break;
    }
  });
  if (!main) throw new Error('Meilisearch multi-search: no main query');
  if (totalCount === undefined) throw new Error('Meilisearch main query: no exact total');

  const facets: StockSearchResult['facets'] = {};
  for (const [attribute, distribution] of distributions) {
    const counts =
      attribute === 'tag'
        ? tagCounts([...countsOf(distribution), ...tagParts])
        : countsOf(distribution);
    if (counts.length > 0) facets[attribute] = counts;
  }
  if (!distributions.has('tag')) {
    const counts = tagCounts(tagParts);
    if (counts.length > 0) facets.tag = counts;
  }

  return {
    hits: main.hits.map((hit) => fromMeiliHit(hit)),
    totalCount,
    totalCountCapped: totalCount >= MAX_TOTAL_HITS,
    facets,
    stats: Object.fromEntries(stats),
  };
}
