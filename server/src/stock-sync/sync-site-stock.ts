import { createHash } from 'node:crypto';
import { stockImportCounts } from '../stock/stock-import/stock-import-summary.js';
import type { FeedSyncSettings } from '@forecourt/tenants/settings/feed-sync-settings.schema';
import type { Site } from '@forecourt/tenants/site';
import type { JobLog, SiteStores } from '../jobs/leased-job-worker.js';
import type { StockFeedFetcher, StockFeedValidators } from './stock-feed-fetcher.port.js';
import type {
  LastGoodStockFeed,
  SiteStockSyncRecords,
  StockSyncRunInput,
  StockSyncTrigger,
} from './stock-sync-records.port.js';
import { describeRowErrors, importOutcome } from './stock-sync-outcome.js';
import type { ImportFeed } from './stock-sync.types.js';
import { reasonOf } from '../error-reason.js';

/**
 * One sync of one site's stock: take the site's lease, fetch its feed (conditionally), import it
 * unless it is the same as last time, record the run and give the lease back. Whatever goes
 * wrong, the last good stock stays and the run says why; the next interval tries again.
 */

/** Longer than the longest fetch (feedSync.timeoutSeconds is at most 5 minutes) and an import. */
export const STOCK_SYNC_LEASE_MS = 30 * 60_000;

/** The `event` of the log lines an operator may alert on; keep them stable. */
export const STOCK_SYNC_HELD = 'stock_sync_held';
export const STOCK_SYNC_FAILED = 'stock_sync_failed';

export interface StockSyncDependencies {
  records: SiteStores<SiteStockSyncRecords>;
  fetcher: StockFeedFetcher;
  importFeed: ImportFeed;
  /** Where the stock snapshots are written (FORECOURT_DATA_DIR). */
  dataDir: string;
  /** Where the feed's secrets and the import's settings are read from. */
  env: NodeJS.ProcessEnv;
  log: JobLog;
  now?: (() => Date) | undefined;
  leaseMs?: number | undefined;
}

export interface SyncSiteStockOptions {
  /**
   * schedule: only when the site's interval has passed since its last sync started, conditional
   * on the last good feed. command: now, unconditionally (the feed is fetched and imported whole).
   */
  trigger: StockSyncTrigger;
}

export type StockSyncResult =
  | { status: 'ran'; run: StockSyncRunInput }
  /** Another sync holds the lease, or (on schedule) the site is not due. */
  | { status: 'skipped' };

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/** The validators worth sending: none when the last good fetch gave none. */
function validatorsOf(last: LastGoodStockFeed | null): StockFeedValidators | null {
  return last && (last.etag || last.lastModified)
    ? { etag: last.etag, lastModified: last.lastModified }
    : null;
}

/** Syncs the site if its lease can be had (and, on schedule, it is due); see StockSyncResult. */
export async function syncSiteStock(
  dependencies: StockSyncDependencies,
  site: Site,
  { trigger }: SyncSiteStockOptions,
): Promise<StockSyncResult> {
  const settings = site.config.feedSync;
  if (!settings) throw new Error(`${site.config.slug} has no feedSync setting`);
  const now = dependencies.now ?? (() => new Date());
  const records = dependencies.records.forSite(site);
  const startedAt = now();
  const intervalMs = settings.intervalMinutes * 60_000;
  const lease = await records.takeStockSyncLease({
    now: startedAt,
    leaseMs: dependencies.leaseMs ?? STOCK_SYNC_LEASE_MS,
    lastStartedBy: trigger === 'schedule' ? new Date(startedAt.getTime() - intervalMs) : null,
  });
  if (!lease) return { status: 'skipped' };
  const run = await fetchAndImport(dependencies, site, settings, { trigger, startedAt, records });
  logRun(dependencies.log, site, run);
  try {
    await records.finishStockSync(lease.token, run);
  } catch (error) {
    // The stock is as the run left it; only its record is missing, and the lease runs out.
    dependencies.log.error(
      { site: site.config.slug, err: error },
      `stock sync of ${site.config.slug}: could not record the run (${reasonOf(error)})`,
    );
  }
  return { status: 'ran', run };
}

async function fetchAndImport(
  { fetcher, importFeed, dataDir, env, now = () => new Date() }: StockSyncDependencies,
  site: Site,
  settings: FeedSyncSettings,
  context: { trigger: StockSyncTrigger; startedAt: Date; records: SiteStockSyncRecords },
): Promise<StockSyncRunInput> {
  const { trigger, startedAt, records } = context;
  const base = { trigger, url: settings.url, startedAt };
  const finished = (rest: Omit<StockSyncRunInput, keyof typeof base | 'finishedAt'>) => ({
    ...base,
    finishedAt: now(),
    ...rest,
  });
  let last: LastGoodStockFeed | null = null;
  try {
    // An operator's sync takes the feed whole, whatever was fetched before.
    last = trigger === 'schedule' ? await records.lastGoodStockFeed(settings.url) : null;
    const fetched = await fetcher.fetchFeed({ settings, env, previous: validatorsOf(last) });
    if (fetched.status === 'unchanged') {
      // 304: the validators and content are still those of the last good feed.
      return finished({
        outcome: 'unchanged',
        summary: null,
        error: null,
        etag: last?.etag ?? null,
        lastModified: last?.lastModified ?? null,
        contentSha256: last?.contentSha256 ?? null,
      });
    }
    const validators = { etag: fetched.etag, lastModified: fetched.lastModified };
    const contentSha256 = sha256(fetched.content);
    if (last?.contentSha256 === contentSha256) {
      // A server without validators sent the same feed again: nothing to import.
      return finished({
        outcome: 'unchanged',
        summary: null,
        error: null,
        ...validators,
        contentSha256,
      });
    }
    const summary = await importFeed({
      site,
      content: fetched.content,
      format: settings.format,
      mode: settings.mode,
      now: startedAt,
      dataDir,
      env,
      allowMassRemoval: settings.allowMassRemoval,
    });
    return finished({ ...importOutcome(summary), summary, ...validators, contentSha256 });
  } catch (error) {
    return finished({
      outcome: 'failed',
      summary: null,
      error: `${reasonOf(error)}; the last good stock stays`,
      etag: null,
      lastModified: null,
      contentSha256: null,
    });
  }
}

function logRun(log: JobLog, site: Site, run: StockSyncRunInput): void {
  const slug = site.config.slug;
  const { summary } = run;
  const counts = summary && stockImportCounts(summary);
  const fields = { site: slug, trigger: run.trigger, outcome: run.outcome, ...counts };
  switch (run.outcome) {
    case 'applied': {
      const skipped =
        summary && summary.skipped > 0 ? `; skipped ${describeRowErrors(summary)}` : '';
      log.info(
        fields,
        `stock sync of ${slug}: ${counts?.added ?? 0} new, ${counts?.changed ?? 0} changed, ${counts?.sold ?? 0} sold, ${counts?.restored ?? 0} restored, ${counts?.skipped ?? 0} rows skipped${skipped}`,
      );
      return;
    }
    case 'unchanged':
      log.info(
        fields,
        `stock sync of ${slug}: ${summary ? 'no car changed' : 'the feed has not changed'}`,
      );
      return;
    case 'held':
      log.warn(
        { event: STOCK_SYNC_HELD, ...fields, reason: run.error },
        `stock sync of ${slug} held, nothing changed: ${run.error ?? ''} (feedSync.allowMassRemoval lets such a feed through)`,
      );
      return;
    case 'failed':
      log.error(
        { event: STOCK_SYNC_FAILED, ...fields, reason: run.error },
        `stock sync of ${slug} failed: ${run.error ?? ''}`,
      );
  }
}
