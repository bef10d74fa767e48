import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import { soldCutoffMs } from '../../../stock/car-availability.js';
import type { StockDocument } from '../../../stock/stock-document.js';
import type {
  ImportProgress,
  SiteStock,
  StockQuery,
  StockSearch,
  StockSearchResult,
} from '../../../stock/stock-search.port.js';
import { buildSiteIndex, type SiteIndex } from './site-index.js';
import { searchSiteIndex } from './site-search.js';

/**
 * The default StockSearch: each site's stock held in memory as typed columns, searched in-process.
 * A re-import builds a new index beside the old one and swaps it in when complete, so searches
 * never see a half-built site.
 */
export class EmbeddedStockSearch implements StockSearch {
  readonly #indexes = new Map<string, SiteIndex>();
  /** Latest import started per site: an older import finishing late must not win. */
  readonly #imports = new Map<string, number>();
  #importsStarted = 0;

  forSite(site: Site, now: () => Date = () => new Date()): SiteStock {
    return new EmbeddedSiteStock(() => this.#indexes.get(site.config.slug), site, now);
  }

  async replaceSiteStock(
    site: Site,
    cars: readonly CarRecord[],
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<void> {
    const slug = site.config.slug;
    const importNumber = ++this.#importsStarted;
    this.#imports.set(slug, importNumber);
    const index = await buildSiteIndex(site, cars, onProgress);
    if (this.#imports.get(slug) === importNumber) this.#indexes.set(slug, index);
  }

  async close(): Promise<void> {
    this.#indexes.clear();
    this.#imports.clear();
  }
}

class EmbeddedSiteStock implements SiteStock {
  readonly #index: () => SiteIndex | undefined;
  readonly #site: Site;
  readonly #now: () => Date;

  constructor(index: () => SiteIndex | undefined, site: Site, now: () => Date) {
    this.#index = index;
    this.#site = site;
    this.#now = now;
  }

  async search(query: StockQuery): Promise<StockSearchResult> {
    const index = this.#index();
    if (!index) return { hits: [], totalCount: 0, totalCountCapped: false, facets: {}, stats: {} };
    const now = this.#now();
    return searchSiteIndex(index, index.scope.visibleUntil(this.#site), query, {
      cutoffMs: soldCutoffMs(this.#site, now),
      nowMs: now.getTime(),
    });
  }

  async findBySlugs(slugs: readonly string[]): Promise<(StockDocument | null)[]> {
    return this.#find(slugs, (index) => index.positionBySlug);
  }

  async findByIds(ids: readonly string[]): Promise<(StockDocument | null)[]> {
    return this.#find(ids, (index) => index.positionById);
  }

  #find(
    keys: readonly string[],
    positions: (index: SiteIndex) => ReadonlyMap<string, number>,
  ): (StockDocument | null)[] {
    const index = this.#index();
    if (!index) return keys.map(() => null);
    const visibleUntil = index.scope.visibleUntil(this.#site);
    const cutoffMs = soldCutoffMs(this.#site, this.#now());
    const byKey = positions(index);
    return keys.map((key) => {
      const i = byKey.get(key);
      return i !== undefined && visibleUntil[i]! >= cutoffMs ? index.docs[i]! : null;
    });
  }
}
