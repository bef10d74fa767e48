import type { Meilisearch } from 'meilisearch';
import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../../../stock/stock-document.js';
import type { SiteStock, StockQuery, StockSearchResult } from '../../../stock/stock-search.port.js';
import { compileLookup, compileSearch } from './compile-query.js';
import { mergeResults } from './merge-results.js';
import { fromMeiliHit } from './meili-document.js';

/** One site's view of the shared index; every query carries the site's scope. */
export class MeilisearchSiteStock implements SiteStock {
  constructor(
    private readonly client: Meilisearch,
    private readonly indexName: string,
    private readonly site: Site,
    private readonly now: () => Date,
  ) {}

  async search(query: StockQuery): Promise<StockSearchResult> {
    const { queries, roles } = compileSearch(this.indexName, this.site, query, this.now());
    const { results } = await this.client.multiSearch({ queries });
    return mergeResults(roles, results);
  }

  findBySlugs(slugs: readonly string[]): Promise<(StockDocument | null)[]> {
    return this.lookup('slug', slugs);
  }

  findByIds(ids: readonly string[]): Promise<(StockDocument | null)[]> {
    return this.lookup('id', ids);
  }

  private async lookup(
    field: 'slug' | 'id',
    values: readonly string[],
  ): Promise<(StockDocument | null)[]> {
    if (values.length === 0) return [];
    const params = compileLookup(this.site, this.now(), field, values);
    const { hits } = await this.client.index(this.indexName).search(null, params);
    // Keyed by the exact value: filter equality is case-insensitive, lookups are not.
    const found = new Map<unknown, StockDocument>();
    for (const hit of hits) found.set(hit[field], fromMeiliHit(hit));
    return values.map((value) => found.get(value) ?? null);
  }
}
