import type { SortOption } from '@forecourt/schema/search/search-vocabulary';
import type { NearPoint, StockSort } from '../../../stock/stock-search.port.js';
import { GEO_ATTRIBUTE, geoPointSort } from './geo-search.js';

/**
 * How each SortOption maps onto Meilisearch. The index ranks by `sort` first (see RANKING_RULES),
 * so an explicit sort orders every match by that field, as a shopper picking "lowest price"
 * expects; "most relevant" with words sends no sort, leaving text relevance first and the
 * dealer's rank after it.
 */

/** Equal values of a sort field fall back to the car id, so paging is stable. */
export const TIE_BREAK = 'id:asc';
export const DEALER_RANK = 'customRank:desc';

export const FIELD_SORTS: Record<Exclude<SortOption, 'mostRelevant'>, readonly string[]> = {
  latest: ['createdAtMs:desc'],
  highestPrice: ['price:desc'],
  // Cars without a shown price ("Enquire for price") come after every priced car.
  lowestPrice: ['priceShown:desc', 'price:asc'],
  lowestKm: ['km:asc'],
  highestKm: ['km:desc'],
  newestYear: ['year:desc'],
  oldestYear: ['year:asc'],
};

/** `sort` first; after the text rules, the dealer's rank and then the id break ties. */
export const RANKING_RULES = [
  'sort',
  'words',
  'typo',
  'proximity',
  'attribute',
  'exactness',
  DEALER_RANK,
  TIE_BREAK,
];

/** The `sort` search parameter; undefined leaves the order to the ranking rules. */
export function sortFor(
  option: StockSort,
  hasText: boolean,
  near?: NearPoint,
): string[] | undefined {
  if (option === 'nearest') {
    if (!near) throw new Error('sort: nearest needs a point to measure from (near)');
    // Equal distances (one yard) keep the mostRelevant order without words.
    return [geoPointSort(near), DEALER_RANK, TIE_BREAK];
  }
  if (option !== 'mostRelevant') return [...FIELD_SORTS[option], TIE_BREAK];
  return hasText ? undefined : [DEALER_RANK, TIE_BREAK];
}

/** Every attribute a sort names (the index's sortableAttributes). */
export function sortedAttributes(): string[] {
  const rules = [...Object.values(FIELD_SORTS).flat(), DEALER_RANK, TIE_BREAK];
  return [...new Set([...rules.map((rule) => rule.split(':')[0]!), GEO_ATTRIBUTE])];
}
