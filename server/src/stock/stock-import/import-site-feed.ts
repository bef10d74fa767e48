import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { FeedReadError } from '@forecourt/tenants/stock/feed/feed-row-error';
import { parseFeed, type FeedFormat } from '@forecourt/tenants/stock/feed/parse-feed';
import { isAvailable } from '../car-availability.js';
import { loadSiteStock, snapshotStoreOf } from '../load-site-stock.js';
import type { StockSearch } from '../stock-search.port.js';
import type { StockSnapshotStore } from '../stock-snapshot-store.port.js';
import { reconcileStock, type FeedMode, type StockChanges } from './reconcile-stock.js';
import { MAX_REPORTED_ROW_ERRORS, type StockImportSummary } from './stock-import-summary.js';

/**
 * One import of a site's feed: read the site's current stock, parse the feed against it (slugs
 * and first-seen times kept), fold it in (sold, back in stock, dropped) and write the result:
 * the site's snapshot, which a running server reindexes and then fulfils the alerts from (new
 * arrivals, price drops), and Meilisearch too when MEILI_HOST is set. The snapshot is written in
 * both cases because the next import needs this one's stock to tell what sold.
 */

export type ImportPhase = 'checking rows' | 'indexing';

/** A full feed missing more than this share of the available cars is held: a cut-off export. */
export const MASS_REMOVAL_SHARE = 0.5;

export interface ImportSiteFeedRequest {
  site: Site;
  content: string | Uint8Array;
  format: FeedFormat;
  mode: FeedMode;
  now: Date;
  dataDir: string;
  /**
   * Where the snapshot is read and written: PostgreSQL when DATABASE_URL is set (the composition
   * root gives it), else the files in `dataDir`.
   */
  snapshots?: StockSnapshotStore | undefined;
  /** MEILI_HOST set: the stock is loaded into Meilisearch as well. */
  env: NodeJS.ProcessEnv;
  /** Apply a full feed even when it sells more than half the available cars. */
  allowMassRemoval: boolean;
  /** Read and report, write nothing. */
  dryRun?: boolean;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
  /**
   * Opens the Meilisearch StockSearch; needed when MEILI_HOST is set. The composition root gives
   * it (the stock domain never reaches the adapters itself).
   */
  openMeilisearch?: (env: NodeJS.ProcessEnv) => Promise<StockSearch>;
}

/**
 * The site's stock as it is now: its last import, else its feed file. Generated demo stock is
 * made up, not a dealer's yard: a first real import replaces it whole, selling none of it.
 */
async function currentStock(
  site: Site,
  { dataDir, snapshots }: { dataDir: string; snapshots: StockSnapshotStore },
  now: Date,
): Promise<CarRecord[]> {
  const snapshot = await snapshots.read(site.config.slug);
  if (snapshot) return snapshot;
  if (site.config.stock.kind === 'generated') return [];
  try {
    return (await loadSiteStock(site, { dataDir, snapshots, now })).cars;
  } catch (error) {
    // A site whose feed file is not there yet has no stock to compare with.
    if (error instanceof FeedReadError) return [];
    throw error;
  }
}

/** Why a reconciled full feed must not be applied as it is, else null. */
function massRemoval(
  previous: readonly CarRecord[],
  incoming: readonly CarRecord[],
  changes: StockChanges,
): string | null {
  const available = previous.filter((car) => isAvailable(car.status)).length;
  const fed = new Set(incoming.map((car) => car.id));
  const vanished = changes.sold.filter((id) => !fed.has(id)).length;
  if (available === 0 || vanished <= available * MASS_REMOVAL_SHARE) return null;
  return (
    `the feed lacks ${vanished} of the ${available} cars in stock, which would all be marked ` +
    'sold; check the export is complete, or import it with --allow-mass-removal'
  );
}

async function loadIntoMeilisearch(
  request: ImportSiteFeedRequest,
  cars: readonly CarRecord[],
): Promise<void> {
  if (!request.openMeilisearch) {
    throw new Error('MEILI_HOST is set, but this import was given no Meilisearch to load');
  }
  const search = await request.openMeilisearch(request.env);
  try {
    await search.replaceSiteStock(request.site, cars, ({ done, total }) =>
      request.onProgress?.('indexing', done, total),
    );
  } finally {
    await search.close();
  }
}

/** FeedReadError when the feed cannot be read at all; otherwise the summary, applied or not. */
export async function importSiteFeed(request: ImportSiteFeedRequest): Promise<StockImportSummary> {
  const { site, now, mode, dataDir } = request;
  const snapshots = snapshotStoreOf(request);
  const startedAt = new Date().toISOString();
  const previous = await currentStock(site, { dataDir, snapshots }, now);
  const feed = await parseFeed(request.content, {
    format: request.format,
    locationIds: site.locationsById.keys(),
    columns: site.config.feedColumns,
    previous: new Map(previous.map((car) => [car.id, car])),
    importedAt: now,
    onProgress: (done, total) => request.onProgress?.('checking rows', done, total),
  });
  const { cars, changes } = reconcileStock({
    previous,
    incoming: feed.cars,
    mode,
    now,
    recentlySoldDays: site.config.search.recentlySoldDays,
  });
  let held: string | null = null;
  if (feed.cars.length === 0) held = 'the feed has no valid row';
  else if (mode === 'full' && !request.allowMassRemoval)
    held = massRemoval(previous, feed.cars, changes);

  const apply = held === null && !request.dryRun;
  if (apply) {
    await snapshots.write(site.config.slug, cars);
    if (request.env.MEILI_HOST?.trim()) await loadIntoMeilisearch(request, cars);
  }
  return {
    siteSlug: site.config.slug,
    startedAt,
    finishedAt: new Date().toISOString(),
    mode,
    rowsRead: feed.rowsRead,
    ...changes,
    skipped: feed.rowsRead - feed.cars.length,
    rowErrors: feed.rowErrors.slice(0, MAX_REPORTED_ROW_ERRORS),
    ignoredColumns: feed.ignoredColumns,
    held,
    applied: apply,
  };
}
