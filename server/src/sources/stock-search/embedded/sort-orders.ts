import type { SortOption } from '@forecourt/schema/search/search-vocabulary';

/** The numeric columns sort options order by. */
export interface SortKeys {
  customRank: Float64Array;
  createdAtMs: Float64Array;
  price: Float64Array;
  /** The price, with cars whose price is not shown after every priced car (see hasShownPrice). */
  priceShownFirst: Float64Array;
  km: Float64Array;
  year: Float64Array;
}

/** Each option's column and direction (1 ascending, -1 descending). */
const SORT_KEYS: Record<SortOption, [keyof SortKeys, 1 | -1]> = {
  mostRelevant: ['customRank', -1],
  latest: ['createdAtMs', -1],
  highestPrice: ['price', -1],
  lowestPrice: ['priceShownFirst', 1],
  lowestKm: ['km', 1],
  highestKm: ['km', -1],
  newestYear: ['year', -1],
  oldestYear: ['year', 1],
};

/** Per sort option, the document positions in that order (built once per import). */
export type SortOrders = Record<SortOption, Int32Array>;

export function buildSortOrders(keys: SortKeys, ids: readonly string[]): SortOrders {
  // Equal keys fall back to the car id so pages never shuffle between requests; ids are ranked
  // once so the eight sorts compare numbers only.
  const byId = Int32Array.from(ids.keys()).sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));
  const idRank = ranks(byId);
  const orders = {} as SortOrders;
  for (const [option, [key, direction]] of Object.entries(SORT_KEYS) as [
    SortOption,
    (typeof SORT_KEYS)[SortOption],
  ][]) {
    const values = keys[key];
    orders[option] = Int32Array.from(byId).sort(
      (a, b) => (values[a]! - values[b]!) * direction || idRank[a]! - idRank[b]!,
    );
  }
  return orders;
}

/** rank[i]: where document i stands in `order`. */
export function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((position, r) => {
    rank[position] = r;
  });
  return rank;
}

/** The page of matching documents (failures[i] === 0) in a precomputed order, stopping early. */
export function pageInOrder(
  order: Int32Array,
  failures: Uint8Array,
  offset: number,
  limit: number,
): number[] {
  const page: number[] = [];
  if (limit === 0) return page;
  let skipped = 0;
  for (let r = 0; r < order.length; r++) {
    const i = order[r]!;
    if (failures[i] !== 0) continue;
    if (skipped < offset) {
      skipped++;
      continue;
    }
    page.push(i);
    if (page.length === limit) break;
  }
  return page;
}

/** The page of matching documents by text score, ties by the site's own ranking. */
export function pageByScore(
  hits: Int32Array,
  scores: Float64Array,
  rank: Int32Array,
  offset: number,
  limit: number,
): number[] {
  const ordered = Array.from(hits).sort((a, b) => scores[b]! - scores[a]! || rank[a]! - rank[b]!);
  return ordered.slice(offset, offset + limit);
}
