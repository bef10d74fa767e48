import { afterAll, beforeAll } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import type {
  FacetAttribute,
  SiteStock,
  StockQuery,
  StockSearch,
  StockSearchResult,
} from '../../../stock/stock-search.port.js';
import {
  harbourCars,
  harbourSite,
  outbackCars,
  outbackSite,
} from '../../../stock/testing/fixture-sites.js';

/** Imports can be slow on a real search server. */
export const IMPORT_TIMEOUT_MS = 60_000;

export interface PortSuiteContext {
  adapter(): StockSearch;
  harbour(now?: () => Date): SiteStock;
  outback(now?: () => Date): SiteStock;
}

/** One adapter per describe block, holding both fixture sites. */
export function withFixtureSites(createAdapter: () => Promise<StockSearch>): PortSuiteContext {
  let adapter: StockSearch | undefined;
  beforeAll(async () => {
    adapter = await createAdapter();
    await adapter.replaceSiteStock(harbourSite, harbourCars);
    await adapter.replaceSiteStock(outbackSite, outbackCars);
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await adapter?.close();
  });
  const current = () => {
    if (!adapter) throw new Error('the adapter is not set up yet');
    return adapter;
  };
  const siteStock = (site: Site) => (now?: () => Date) => current().forSite(site, now);
  return { adapter: current, harbour: siteStock(harbourSite), outback: siteStock(outbackSite) };
}

/** A query for everything, first 100 hits by relevance, with the given changes. */
export function stockQuery(changes: Partial<StockQuery> = {}): StockQuery {
  return { filters: {}, ranges: {}, sort: 'mostRelevant', offset: 0, limit: 100, ...changes };
}

/** Hit ids, sorted: for comparing sets. */
export function hitIds(result: StockSearchResult): string[] {
  return result.hits.map((hit) => hit.id).sort();
}

/** Hit ids in result order. */
export function orderedIds(result: StockSearchResult): string[] {
  return result.hits.map((hit) => hit.id);
}

/** A facet's counts as { value: count }, zero counts left out. */
export function facetCounts(
  result: StockSearchResult,
  facet: FacetAttribute,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { value, count } of result.facets[facet] ?? []) if (count > 0) counts[value] = count;
  return counts;
}

import { DAY_MS } from '@forecourt/schema/time/durations';

export { DAY_MS };

/** A clock this many days ahead of the real one. */
export function daysFromNow(days: number): () => Date {
  return () => new Date(Date.now() + days * DAY_MS);
}
