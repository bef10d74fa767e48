import { readFile } from 'node:fs/promises';
import { openMeilisearchFromEnv } from '../sources/stock-search/meilisearch/open-meilisearch-from-env.js';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Site } from '@forecourt/tenants/site';
import { FeedReadError } from '@forecourt/tenants/stock/feed/feed-row-error';
import { feedFormatOf, type FeedFormat } from '@forecourt/tenants/stock/feed/parse-feed';
import type { StockSearch } from '../stock/stock-search.port.js';
import { readCommandLine, runAsScript, sitesDirFromEnv } from './command-line.js';
import { resolveDataDir } from '../stock/stock-snapshots.js';
import { createStockSnapshotsFromEnv } from '../sources/stock-snapshots/create-stock-snapshots.js';
import type { StockSnapshotStore } from '../stock/stock-snapshot-store.port.js';
import { importSiteFeed, type ImportPhase } from '../stock/stock-import/import-site-feed.js';
import { snapshotStoreOf } from '../stock/load-site-stock.js';
import type { FeedMode } from '../stock/stock-import/reconcile-stock.js';
import {
  formatStockImportSummary,
  type StockImportSummary,
} from '../stock/stock-import/stock-import-summary.js';
import { createProgressReporter } from './progress-reporter.js';

/**
 * `pnpm stock:import --site <slug> --file <feed.csv|json> [--partial] [--allow-mass-removal]
 * [--dry-run]`: checks a stock feed row by row, folds it into the site's stock (new, changed,
 * sold, back in stock) and writes the site's stock snapshot (a file, or PostgreSQL when
 * DATABASE_URL is set), which every running server reloads (and Meilisearch too when MEILI_HOST is
 * set). Ends with the summary, bad rows with their reasons.
 * Exit code 1 when the feed cannot be read, holds no valid row, or is held.
 */

const USAGE =
  'Usage: pnpm stock:import --site <slug> --file <feed.csv|feed.json> [--partial] [--allow-mass-removal] [--dry-run]\n' +
  '  --site                the site whose stock the feed updates\n' +
  '  --file                a CSV (header row) or JSON (array of cars, or { "cars": [...] }) feed\n' +
  '  --partial             the feed lists changes only: cars it does not mention stay as they are\n' +
  '                        (a full feed, the default, marks the cars it lacks as sold)\n' +
  '  --allow-mass-removal  apply a full feed that lacks more than half the cars in stock\n' +
  '  --dry-run             check the feed and report, change nothing';

export interface StockImportRequest {
  sites: readonly Site[];
  siteSlug: string;
  /** Absolute, or relative to the process's working directory. */
  file: string;
  mode?: FeedMode;
  allowMassRemoval?: boolean;
  dryRun: boolean;
  dataDir: string;
  /** Where the snapshot is kept: PostgreSQL with DATABASE_URL, else the files in `dataDir`. */
  snapshots?: StockSnapshotStore | undefined;
  /** MEILI_HOST set: the cars go to Meilisearch as well. */
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
  /** Opens the Meilisearch StockSearch (tests pass their own). */
  openMeilisearch?: (env: NodeJS.ProcessEnv) => Promise<StockSearch>;
  now?: Date;
}

export interface StockImportResult {
  exitCode: 0 | 1;
  /** null when the site or the file could not be read. */
  summary: StockImportSummary | null;
}

async function readFeedFile(file: string): Promise<{ content: Buffer; format: FeedFormat }> {
  const format = feedFormatOf(file);
  if (!format) throw new FeedReadError(`${file}: a stock feed is a .csv or .json file`);
  try {
    return { content: await readFile(file), format };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new FeedReadError(`${file}: ${reason}`);
  }
}

/** The command without its command line: testable, and usable from other scripts. */
export async function importStock(request: StockImportRequest): Promise<StockImportResult> {
  const { out } = request;
  const site = request.sites.find((candidate) => candidate.config.slug === request.siteSlug);
  if (!site) {
    const known = request.sites.map((candidate) => candidate.config.slug).join(', ');
    out(`--site: no site "${request.siteSlug}" (sites: ${known || 'none'})`);
    return { exitCode: 1, summary: null };
  }
  const file = path.resolve(request.file);
  let summary: StockImportSummary;
  try {
    const { content, format } = await readFeedFile(file);
    summary = await importSiteFeed({
      site,
      content,
      format,
      mode: request.mode ?? 'full',
      now: request.now ?? new Date(),
      dataDir: request.dataDir,
      snapshots: request.snapshots,
      env: request.env,
      allowMassRemoval: request.allowMassRemoval ?? false,
      dryRun: request.dryRun,
      ...(request.onProgress && { onProgress: request.onProgress }),
      openMeilisearch: request.openMeilisearch ?? openMeilisearchFromEnv,
    });
  } catch (error) {
    if (!(error instanceof FeedReadError)) throw error;
    const message = error.message.startsWith(file) ? error.message : `${file}: ${error.message}`;
    out(`--file: ${message}`);
    return { exitCode: 1, summary: null };
  }
  for (const line of formatStockImportSummary(summary)) out(line);
  if (summary.applied) {
    const meilisearch = request.env.MEILI_HOST?.trim();
    out(
      meilisearch
        ? `Loaded into Meilisearch at ${meilisearch}; the stock snapshot keeps this import for the next.`
        : `Stock snapshot written to ${snapshotStoreOf(request).location}: every server running on it reloads the site’s stock, a new one starts with it.`,
    );
  } else if (request.dryRun && !summary.held) {
    out('Dry run: nothing changed.');
  }
  return { exitCode: summary.held ? 1 : 0, summary };
}

interface StockImportArguments {
  site: string;
  file: string;
  partial: boolean;
  allowMassRemoval: boolean;
  dryRun: boolean;
}

function readArguments(argv: string[]): StockImportArguments | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', short: 's' },
      file: { type: 'string', short: 'f' },
      partial: { type: 'boolean', default: false },
      'allow-mass-removal': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  if (!values.site) throw new Error('--site: required, the slug of the site to import into');
  if (!values.file) throw new Error('--file: required, the .csv or .json feed to import');
  return {
    site: values.site,
    file: values.file,
    partial: values.partial,
    allowMassRemoval: values['allow-mass-removal'],
    dryRun: values['dry-run'],
  };
}

async function main(): Promise<void> {
  const args = readCommandLine(readArguments, USAGE);
  if (!args) return;
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const progress = createProgressReporter();
  const dataDir = resolveDataDir();
  const snapshots = createStockSnapshotsFromEnv(dataDir);
  try {
    const result = await importStock({
      sites: await loadDemoSites(sitesDirFromEnv()),
      siteSlug: args.site,
      // pnpm runs the script in the server package; a relative path means the caller's folder.
      file: path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file),
      mode: args.partial ? 'partial' : 'full',
      allowMassRemoval: args.allowMassRemoval,
      dryRun: args.dryRun,
      dataDir,
      snapshots,
      env: process.env,
      out: (line) => {
        progress.stop();
        console.log(line);
      },
      onProgress: progress.update,
    });
    process.exitCode = result.exitCode;
  } finally {
    progress.stop();
    await snapshots.close();
  }
}

runAsScript(import.meta.url, main);
