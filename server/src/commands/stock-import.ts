import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { FeedReadError, formatFeedRowError } from '@forecourt/tenants/stock/feed/feed-row-error';
import { parseFeedFile } from '@forecourt/tenants/stock/feed/parse-feed';
import type { StockSearch } from '../stock/stock-search.port.js';
import { readCommandLine, runAsScript, sitesDirFromEnv } from './command-line.js';
import { resolveDataDir, writeStockSnapshot } from '../stock/stock-snapshots.js';

/**
 * `pnpm stock:import --site <slug> --file <feed.csv|json> [--dry-run]`: checks a stock feed row by
 * row, prints every bad row, and loads the good cars into the site's search index: Meilisearch
 * when MEILI_HOST is set, else the site's stock snapshot, which the server reads at start-up and
 * reloads while it runs. Exit code 1 when the feed cannot be read or holds no valid row.
 */

const USAGE =
  'Usage: pnpm stock:import --site <slug> --file <feed.csv|feed.json> [--dry-run]\n' +
  '  --site     the site whose stock the feed replaces\n' +
  '  --file     a CSV (header row) or JSON (array of cars, or { "cars": [...] }) feed\n' +
  '  --dry-run  check the feed and report, change nothing';

export type ImportPhase = 'checking rows' | 'indexing';

export interface StockImportRequest {
  sites: readonly Site[];
  siteSlug: string;
  /** Absolute, or relative to the process's working directory. */
  file: string;
  dryRun: boolean;
  dataDir: string;
  /** MEILI_HOST set: the cars go to Meilisearch instead of a snapshot. */
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
  /** Opens the Meilisearch StockSearch (tests pass their own). */
  openMeilisearch?: (env: NodeJS.ProcessEnv) => Promise<StockSearch>;
}

export interface StockImportResult {
  exitCode: 0 | 1;
  rowsRead: number;
  imported: number;
  skipped: number;
  /** Where the cars went; null on a dry run or a failure. */
  target: 'snapshot' | 'meilisearch' | null;
}

const failed = (rowsRead = 0, skipped = 0): StockImportResult => ({
  exitCode: 1,
  rowsRead,
  imported: 0,
  skipped,
  target: null,
});

async function openMeilisearchFromEnv(env: NodeJS.ProcessEnv): Promise<StockSearch> {
  // Loaded only when asked for, so the snapshot path needs nothing of the Meilisearch client.
  const { createMeilisearchStockSearchFromEnv } =
    await import('../sources/stock-search/meilisearch/meilisearch-env.js');
  return createMeilisearchStockSearchFromEnv(env);
}

function seconds(startedMs: number): string {
  return `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;
}

async function loadIntoIndex(
  request: StockImportRequest,
  site: Site,
  cars: CarRecord[],
): Promise<'snapshot' | 'meilisearch'> {
  const { env, out } = request;
  if (env.MEILI_HOST?.trim()) {
    const search = await (request.openMeilisearch ?? openMeilisearchFromEnv)(env);
    try {
      await search.replaceSiteStock(site, cars, ({ done, total }) =>
        request.onProgress?.('indexing', done, total),
      );
    } finally {
      await search.close();
    }
    out(`Loaded ${cars.length} cars into Meilisearch at ${env.MEILI_HOST.trim()}.`);
    return 'meilisearch';
  }
  const file = await writeStockSnapshot(request.dataDir, site.config.slug, cars);
  out(`Wrote ${file}: a running server reloads the site's stock, a new one starts with it.`);
  return 'snapshot';
}

/** The command without its command line: testable, and usable from other scripts. */
export async function importStock(request: StockImportRequest): Promise<StockImportResult> {
  const { out } = request;
  const started = performance.now();
  const site = request.sites.find((candidate) => candidate.config.slug === request.siteSlug);
  if (!site) {
    const known = request.sites.map((candidate) => candidate.config.slug).join(', ');
    out(`--site: no site "${request.siteSlug}" (sites: ${known || 'none'})`);
    return failed();
  }

  let feed;
  try {
    feed = await parseFeedFile(path.resolve(request.file), {
      locationIds: site.locationsById.keys(),
      onProgress: (done, total) => request.onProgress?.('checking rows', done, total),
    });
  } catch (error) {
    if (!(error instanceof FeedReadError)) throw error;
    out(`--file: ${error.message}`);
    return failed();
  }

  for (const column of feed.ignoredColumns)
    out(`Column "${column.column}" ignored: ${column.reason}`);
  for (const rowError of feed.rowErrors) out(formatFeedRowError(rowError));
  const skipped = feed.rowsRead - feed.cars.length;
  const summary = `${feed.rowsRead} rows read, ${feed.cars.length} valid, ${skipped} skipped`;
  if (feed.cars.length === 0) {
    out(`${summary}: no valid row, nothing imported (${seconds(started)}).`);
    return failed(feed.rowsRead, skipped);
  }
  if (request.dryRun) {
    out(`${summary}; dry run, nothing imported (${seconds(started)}).`);
    return { exitCode: 0, rowsRead: feed.rowsRead, imported: 0, skipped, target: null };
  }
  const target = await loadIntoIndex(request, site, feed.cars);
  out(`${summary}; ${feed.cars.length} imported into ${site.config.slug} (${seconds(started)}).`);
  return { exitCode: 0, rowsRead: feed.rowsRead, imported: feed.cars.length, skipped, target };
}

function readArguments(argv: string[]): { site: string; file: string; dryRun: boolean } | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', short: 's' },
      file: { type: 'string', short: 'f' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  if (!values.site) throw new Error('--site: required, the slug of the site to import into');
  if (!values.file) throw new Error('--file: required, the .csv or .json feed to import');
  return { site: values.site, file: values.file, dryRun: values['dry-run'] };
}

function progressBars() {
  const bars = new Map<ImportPhase, cliProgress.SingleBar>();
  return {
    update(phase: ImportPhase, done: number, total: number) {
      let bar = bars.get(phase);
      if (!bar) {
        bar = new cliProgress.SingleBar(
          { format: `${phase.padEnd(13)} [{bar}] {percentage}% | {value}/{total} rows` },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, done);
        bars.set(phase, bar);
      }
      bar.update(done);
      if (done >= total) bar.stop();
    },
    stopAll() {
      for (const bar of bars.values()) bar.stop();
    },
  };
}

async function main(): Promise<void> {
  const args = readCommandLine(readArguments, USAGE);
  if (!args) return;
  const { loadDemoSites } = await import('@forecourt/demo/demo-sites');
  const bars = progressBars();
  try {
    const result = await importStock({
      sites: await loadDemoSites(sitesDirFromEnv()),
      siteSlug: args.site,
      // pnpm runs the script in the server package; a relative path means the caller's folder.
      file: path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file),
      dryRun: args.dryRun,
      dataDir: resolveDataDir(),
      env: process.env,
      out: (line) => console.log(line),
      onProgress: bars.update,
    });
    process.exitCode = result.exitCode;
  } finally {
    bars.stopAll();
  }
}

runAsScript(import.meta.url, main);
