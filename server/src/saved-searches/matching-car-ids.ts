import type { SiteStock } from '../stock/stock-search.port.js';
import type { SavedSearchCriteria } from './account-alerts.port.js';

/** Cars read per search while collecting matches. */
const PAGE_SIZE = 500;

/**
 * Newest matches a saved search is seeded with when saved, and looked through on each run: a
 * run never reaches further back than the seed, so stock matching at save time is never "new".
 */
export const MAX_MATCHES_TRACKED = 5_000;

/** The ids of the newest cars matching `criteria`, up to `MAX_MATCHES_TRACKED`. */
export async function matchingCarIds(
  stock: SiteStock,
  criteria: SavedSearchCriteria,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < MAX_MATCHES_TRACKED; offset += PAGE_SIZE) {
    const { hits } = await stock.search({ ...criteria, sort: 'latest', offset, limit: PAGE_SIZE });
    ids.push(...hits.map((car) => car.id));
    if (hits.length < PAGE_SIZE) break;
  }
  return ids;
}
