import type { Site } from '@forecourt/tenants/site';
import { PollingLoop } from '../jobs/polling-loop.js';
import {
  STOCK_SYNC_FAILED,
  syncSiteStock,
  type StockSyncDependencies,
  type StockSyncResult,
} from './sync-site-stock.js';
import { reasonOf } from '../error-reason.js';

/**
 * The scheduled stock sync, in every server process: about once a minute it looks at each site
 * with a `feedSync` setting and syncs those whose interval has passed since their last sync
 * started (on any replica). The site's lease in the records makes one replica at a time do it.
 */

/** How often sites are looked at; the sites' intervals (at least 5 minutes) say when they sync. */
export const STOCK_SYNC_POLL_MS = 60_000;

export interface StockSyncWorkerOptions extends StockSyncDependencies {
  sites: readonly Site[];
  pollIntervalMs?: number | undefined;
}

export interface SiteStockSyncResult {
  site: string;
  result: StockSyncResult;
}

export class StockSyncWorker {
  private readonly loop: PollingLoop<SiteStockSyncResult[]>;

  constructor(private readonly options: StockSyncWorkerOptions) {
    this.loop = new PollingLoop(
      () => this.syncDueSites(),
      options.pollIntervalMs ?? STOCK_SYNC_POLL_MS,
    );
  }

  /** Polls until `stop()`; the first pass runs at once (sites overdue while no server ran). */
  start(): void {
    this.loop.start();
  }

  /** No new passes; resolves when the pass under way (if any) has recorded its runs. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass over the sites, one at a time; a call during a pass joins it. */
  runOnce(): Promise<SiteStockSyncResult[]> {
    return this.loop.runOnce();
  }

  private async syncDueSites(): Promise<SiteStockSyncResult[]> {
    const results: SiteStockSyncResult[] = [];
    // Read per pass: the sites' settings may be reloaded while the server runs.
    for (const site of this.options.sites.filter((candidate) => candidate.config.feedSync)) {
      const slug = site.config.slug;
      try {
        results.push({
          site: slug,
          result: await syncSiteStock(this.options, site, { trigger: 'schedule' }),
        });
      } catch (error) {
        // The records were unreachable: nothing was fetched, and the next pass asks again.
        this.options.log.error(
          { event: STOCK_SYNC_FAILED, site: slug, err: error },
          `stock sync of ${slug}: could not take its lease (${reasonOf(error)})`,
        );
      }
    }
    return results;
  }
}
