import type { SiteStock } from '../stock/stock-search.port.js';
import { similarStockQuery, type SimilarityCriteria } from '../stock/similar-cars.js';

/** Cars read per search while collecting them all. */
const PAGE_SIZE = 500;

/**
 * Every car of the site the similarity rule matches now — not only the 6 the strip shows. An
 * alert keeps them so that only stock arriving later fulfils it.
 */
export async function similarCarIdsInStock(
  stock: SiteStock,
  criteria: SimilarityCriteria,
): Promise<string[]> {
  const query = similarStockQuery(criteria);
  const ids = new Set<string>();
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { hits, totalCount } = await stock.search({ ...query, offset, limit: PAGE_SIZE });
    for (const car of hits) ids.add(car.id);
    if (hits.length < PAGE_SIZE || offset + PAGE_SIZE >= totalCount) return [...ids];
  }
}
