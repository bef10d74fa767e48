import { randomUUID } from 'node:crypto';
import type { EnqueuedTask, Meilisearch } from 'meilisearch';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import { toStockDocument } from '../../../stock/stock-document.js';
import type { ImportProgress, SiteStock, StockSearch } from '../../../stock/stock-search.port.js';
import { allOf, equals, quote } from './filter-expression.js';
import { PRIMARY_KEY, toMeiliDocument, type MeiliStockDocument } from './meili-document.js';
import { waitForSuccess } from './meili-tasks.js';
import { MeilisearchSiteStock } from './meilisearch-site-stock.js';

/** Documents per addDocuments request: large enough to batch well, small enough per payload. */
export const DEFAULT_IMPORT_BATCH_SIZE = 5000;

export interface MeilisearchStockSearchOptions {
  importBatchSize?: number;
}

/**
 * The StockSearch port on Meilisearch: one index for all sites (see index-settings.ts, synced by
 * `pnpm search:sync`), the tenant scope injected into every query.
 */
export class MeilisearchStockSearch implements StockSearch {
  private readonly importBatchSize: number;

  constructor(
    private readonly client: Meilisearch,
    readonly indexName: string,
    options: MeilisearchStockSearchOptions = {},
  ) {
    this.importBatchSize = options.importBatchSize ?? DEFAULT_IMPORT_BATCH_SIZE;
    if (!Number.isInteger(this.importBatchSize) || this.importBatchSize < 1) {
      throw new Error(
        `importBatchSize: ${this.importBatchSize} is not a whole number of at least 1`,
      );
    }
  }

  forSite(site: Site, now: () => Date = () => new Date()): SiteStock {
    return new MeilisearchSiteStock(this.client, this.indexName, site, now);
  }

  /**
   * Writes the new documents first (same docId replaces in place), then deletes the site's
   * documents an earlier run wrote: the site never shows an empty stock mid-import. If a batch
   * fails, the earlier stock stays and a rerun completes the replacement.
   */
  async replaceSiteStock(
    site: Site,
    cars: readonly CarRecord[],
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<void> {
    const importId = randomUUID();
    // Built before anything is written, so an invalid car (unknown location) changes nothing.
    const documents = cars.map((car) =>
      toMeiliDocument(toStockDocument(car, site), site, importId),
    );
    const index = this.client.index<MeiliStockDocument>(this.indexName);
    const slug = site.config.slug;

    const batches: { task: EnqueuedTask; size: number }[] = [];
    for (let start = 0; start < documents.length; start += this.importBatchSize) {
      const batch = documents.slice(start, start + this.importBatchSize);
      // Enqueued one by one (payloads stay bounded); the server still batches the tasks together.
      batches.push({
        task: await index.addDocuments(batch, { primaryKey: PRIMARY_KEY }),
        size: batch.length,
      });
    }
    let done = 0;
    for (const { task, size } of batches) {
      await waitForSuccess(this.client, task, `index ${slug} cars`);
      done += size;
      onProgress?.({ done, total: documents.length });
    }

    const stale = await index.deleteDocuments({
      filter: allOf([equals('siteSlug', slug), `importId != ${quote(importId)}`]),
    });
    await waitForSuccess(this.client, stale, `delete ${slug}'s previous cars`);
  }

  /** The client holds no connection or timer; nothing to release. */
  async close(): Promise<void> {}
}
