import type { Site } from '@forecourt/tenants/site';
import { logger } from '../logger.js';
import type { SiteSimilarCarAlertRecords } from './similar-car-alerts.port.js';
import type { SiteAccountAlertRecords } from '../saved-searches/account-alerts.port.js';
import { fulfilSavedSearches } from '../saved-searches/fulfil-saved-searches.js';
import { fulfilPriceDrops } from '../saved-searches/fulfil-price-drops.js';
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
  /** Each site's similar-car alerts, saved searches and watched cars' price marks. */
  records: { forSite(site: Site): SiteSimilarCarAlertRecords & SiteAccountAlertRecords };
}

export interface AlertRunOptions {
  log?: AlertLog | undefined;
  now?: (() => Date) | undefined;
}

/**
 * Fulfils one site's alerts against its stock as it is now — similar-car alerts, saved searches
 * and watched cars' price drops; logs failures, never throws.
 */
export async function fulfilSiteAlerts(
  site: Site,
  sources: AlertSources,
  options: AlertRunOptions = {},
): Promise<void> {
  await fulfilSimilarCarAlertsOf(site, sources, options);
  await fulfilAccountAlertsOf(site, sources, options);
}

async function fulfilAccountAlertsOf(
  site: Site,
  { stockSearch, records }: AlertSources,
  { log = logger, now = () => new Date() }: AlertRunOptions,
): Promise<void> {
  const slug = site.config.slug;
  const run = { site, stock: stockSearch.forSite(site, now), records: records.forSite(site), log };
  for (const [what, fulfil] of [
    ['saved searches', fulfilSavedSearches],
    ['price drops', fulfilPriceDrops],
  ] as const) {
    try {
      const counts = await fulfil({ ...run, now: now() });
      if (counts.queued > 0 || counts.failed > 0) {
        log.info(
          { site: slug, ...counts },
          `${what} of ${slug}: ${counts.queued} e-mail(s) queued`,
        );
      }
    } catch (error) {
      log.error({ err: error, site: slug }, `${what} of ${slug}: fulfilment failed`);
    }
  }
}

async function fulfilSimilarCarAlertsOf(
  site: Site,
  { stockSearch, records }: AlertSources,
  { log = logger, now = () => new Date() }: AlertRunOptions,
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
    // A copy: a reload replaces the sites in place, maybe while this run awaits.
    for (const site of [...sites]) await fulfilSiteAlerts(site, sources, options);
  };
  const timer = setInterval(() => {
    running ??= runAll().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
