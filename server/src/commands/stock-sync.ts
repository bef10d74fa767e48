import { parseArgs } from 'node:util';
import { stockImportCounts } from '../stock/stock-import/stock-import-summary.js';
import type { Site } from '@forecourt/tenants/site';
import type { JobLog, SiteStores } from '../jobs/leased-job-worker.js';
import type { StockFeedFetcher } from '../stock-sync/stock-feed-fetcher.port.js';
import type {
  SiteStockSyncRecords,
  StockSyncRunInput,
} from '../stock-sync/stock-sync-records.port.js';
import type { ImportFeed } from '../stock-sync/stock-sync.types.js';
import { syncSiteStock } from '../stock-sync/sync-site-stock.js';
import { readCommandLine, withRecords } from './command-line.js';

/**
 * `pnpm stock:sync --site <slug>`: syncs one site's stock from its `feedSync` address now, as the
 * server's schedule would but at once and unconditionally (the whole feed is fetched and
 * imported), and prints what the import did. It takes the site's sync lease like the server, so it
 * never runs alongside a scheduled sync of the same site; the run is recorded with the others.
 */

export const STOCK_SYNC_USAGE =
  'Usage: pnpm stock:sync --site <slug>\n' +
  '  --site  the site whose feedSync address is fetched and imported now\n' +
  'With the embedded records (no DATABASE_URL), stop the server first: PGlite is one process’s.';

export interface StockSyncArguments {
  site: string;
}

/** The command line, or null when help was asked for; throws on anything else. */
export function readStockSyncArguments(argv: string[]): StockSyncArguments | null {
  const { values } = parseArgs({
    args: argv,
    options: { site: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) return null;
  if (!values.site) throw new Error('--site is required');
  return { site: values.site };
}

export interface StockSyncCommandRequest {
  sites: readonly Site[];
  siteSlug: string;
  records: SiteStores<SiteStockSyncRecords>;
  fetcher: StockFeedFetcher;
  importFeed: ImportFeed;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  log?: JobLog | undefined;
  now?: (() => Date) | undefined;
}

export interface StockSyncCommandResult {
  exitCode: 0 | 1;
  run: StockSyncRunInput | null;
}

/** The run as the command prints it: outcome, counts, skipped rows, ignored columns, reason. */
export function formatStockSyncRun(slug: string, run: StockSyncRunInput): string[] {
  const seconds = ((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1);
  const lines = [`${slug}: ${run.outcome} (${run.startedAt.toISOString()}, ${seconds} s)`];
  const { summary } = run;
  if (summary) {
    const counts = stockImportCounts(summary);
    lines.push(
      `  ${counts.rowsRead} rows read: ${counts.added} new, ${counts.changed} changed (${counts.priceChanged} in price), ${counts.sold} sold, ${counts.restored} restored, ${counts.dropped} dropped, ${counts.unchanged} unchanged, ${counts.skipped} skipped`,
    );
    for (const { row, line, field, reason } of summary.rowErrors) {
      lines.push(
        `  skipped row ${row}${line === undefined ? '' : ` (line ${line})`} ${field}: ${reason}`,
      );
    }
    for (const { column, reason } of summary.ignoredColumns) {
      lines.push(`  ignored column ${column}: ${reason}`);
    }
  }
  if (run.error) lines.push(`  ${run.outcome === 'held' ? 'held' : 'reason'}: ${run.error}`);
  if (run.outcome === 'held') {
    lines.push('  nothing changed; feedSync.allowMassRemoval lets such a feed through');
  }
  return lines;
}

const quietLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Syncs the site now; exit code 1 when it has no feed, is busy, failed or was held. */
export async function runStockSync(
  request: StockSyncCommandRequest,
): Promise<StockSyncCommandResult> {
  const { sites, siteSlug, out } = request;
  const site = sites.find((candidate) => candidate.config.slug === siteSlug);
  if (!site) {
    out(`No site ${siteSlug}; the sites are ${sites.map((s) => s.config.slug).join(', ')}.`);
    return { exitCode: 1, run: null };
  }
  if (!site.config.feedSync) {
    out(`${siteSlug} has no feedSync setting: there is no feed address to sync from.`);
    return { exitCode: 1, run: null };
  }
  const result = await syncSiteStock({ ...request, log: request.log ?? quietLog }, site, {
    trigger: 'command',
  });
  if (result.status === 'skipped') {
    out(`A sync of ${siteSlug} is under way elsewhere; try again when it has finished.`);
    return { exitCode: 1, run: null };
  }
  for (const line of formatStockSyncRun(siteSlug, result.run)) out(line);
  const ok = result.run.outcome === 'applied' || result.run.outcome === 'unchanged';
  return { exitCode: ok ? 0 : 1, run: result.run };
}

/**
 * The command as a script, with the stock import it is handed (the composition root's), the
 * server's sites, records and data folder, and the HTTP feed fetcher.
 */
export async function stockSyncMain(importFeed: ImportFeed): Promise<void> {
  const args = readCommandLine(readStockSyncArguments, STOCK_SYNC_USAGE);
  if (!args) return;
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const { HttpStockFeedFetcher } = await import('../sources/stock-feed/http-stock-feed-fetcher.js');
  const { resolveDataDir } = await import('../stock/stock-snapshots.js');
  const sites = await loadDemoSites(process.env.FORECOURT_SITES_DIR?.trim() || undefined);
  const result = await withRecords((records) =>
    runStockSync({
      sites,
      siteSlug: args.site,
      records,
      fetcher: new HttpStockFeedFetcher(),
      importFeed,
      dataDir: resolveDataDir(),
      env: process.env,
      out: (line) => console.log(line),
    }),
  );
  process.exitCode = result.exitCode;
}
