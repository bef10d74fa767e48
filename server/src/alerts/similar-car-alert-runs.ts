import type { Site } from '@forecourt/tenants/site';
import { logger } from '../logger.js';
import type { SimilarCarAlertRecords } from './similar-car-alerts.port.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import { fulfilSimilarCarAlerts, type AlertLog } from './fulfil-similar-car-alerts.js';

/**
 * When fulfilment runs: the embedded index is rebuilt by this process, so right after each
 * import; Meilisearch is loaded by other processes, so on a timer.
 */

/** How often alerts are checked when the server cannot see imports happen. */
export const SIMILAR_CAR_ALERTS_INTERVAL_MS = 10 * 60 * 1000;

export interface AlertSources {
  stockSearch: StockSearch;
  records: SimilarCarAlertRecords;
}

export interface AlertRunOptions {
  log?: AlertLog | undefined;
  now?: (() => Date) | undefined;
}

/** Fulfils one site's alerts against its stock as it is now; logs failures, never throws. */
export async function fulfilSiteAlerts(
  site: Site,
  { stockSearch, records }: AlertSources,
  { log = logger, now = () => new Date() }: AlertRunOptions = {},
): Promise<void> {
  const slug = site.config.slug;
  try {
    const counts = await fulfilSimilarCarAlerts({
      site,
      stock: stockSearch.forSite(site, now),
      records: records.forSite(site),
      now: now(),
      log,
    });
    if (counts.checked > 0) {
      log.info(
        { site: slug, ...counts },
        `similar-car alerts of ${slug}: ${counts.due} due, ${counts.waiting} still waiting`,
      );
    }
  } catch (error) {
    log.error({ err: error, site: slug }, `similar-car alerts of ${slug}: fulfilment failed`);
  }
}

export interface AlertSchedule {
  stop(): void;
}

/**
 * Checks every site's alerts each interval. A check still running when the next is due is not
 * doubled; the timer never keeps the process alive on its own.
 */
export function scheduleSimilarCarAlerts(
  sites: readonly Site[],
  sources: AlertSources,
  {
    intervalMs = SIMILAR_CAR_ALERTS_INTERVAL_MS,
    ...options
  }: AlertRunOptions & {
    intervalMs?: number;
  } = {},
): AlertSchedule {
  let running: Promise<void> | null = null;
  const runAll = async () => {
    for (const site of sites) await fulfilSiteAlerts(site, sources, options);
  };
  const timer = setInterval(() => {
    running ??= runAll().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
