import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { FeedRowError } from '@forecourt/tenants/stock/feed/feed-row-error';
import { parseFeedFile } from '@forecourt/tenants/stock/feed/parse-feed';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { fileStockSnapshots } from './file-stock-snapshots.js';
import type { StockSnapshotStore } from './stock-snapshot-store.port.js';

export type SiteStockSource = 'snapshot' | 'generated' | 'feed';

export interface LoadedSiteStock {
  cars: CarRecord[];
  source: SiteStockSource;
  /** Rows skipped: bad feed rows, or snapshot cars at a location the site no longer has. */
  rowErrors: FeedRowError[];
}

export interface LoadSiteStockOptions {
  dataDir: string;
  /** Where imports are kept; the snapshot files in `dataDir` when not given. */
  snapshots?: StockSnapshotStore | undefined;
  /** The generator's clock (dates of generated cars are relative to it). */
  now: Date;
  /** Generated stock only: this many cars instead of the site's setting. */
  size?: number;
}

/**
 * The stock a site starts with: its last import (the snapshot) when there is one, else what its
 * settings name: generated demo stock, or a feed file in the site's folder.
 */
export async function loadSiteStock(
  site: Site,
  { dataDir, snapshots, now, size }: LoadSiteStockOptions,
): Promise<LoadedSiteStock> {
  const snapshot = await snapshotStoreOf({ dataDir, snapshots }).read(site.config.slug);
  if (snapshot) return { ...keepSiteLocations(site, snapshot), source: 'snapshot' };

  const stock = site.config.stock;
  if (stock.kind === 'generated') {
    const cars = generateStock(site, { size: size ?? stock.size, seed: stock.seed, now });
    return { cars, source: 'generated', rowErrors: [] };
  }
  const feed = await parseFeedFile(path.resolve(site.dir, stock.file), {
    locationIds: site.locationsById.keys(),
    columns: site.config.feedColumns,
  });
  return { cars: feed.cars, source: 'feed', rowErrors: feed.rowErrors };
}

/** The store given, else the embedded default: the snapshot files in the data directory. */
export function snapshotStoreOf(options: {
  dataDir: string;
  snapshots?: StockSnapshotStore | undefined;
}): StockSnapshotStore {
  return options.snapshots ?? fileStockSnapshots(options.dataDir);
}

/** The site's locations may have changed since the import: such cars cannot be indexed. */
function keepSiteLocations(site: Site, cars: CarRecord[]): Omit<LoadedSiteStock, 'source'> {
  const kept: CarRecord[] = [];
  const rowErrors: FeedRowError[] = [];
  cars.forEach((car, index) => {
    if (site.locationsById.has(car.locationId)) kept.push(car);
    else {
      const reason = `"${car.locationId}" is not a location of this site`;
      rowErrors.push({ row: index + 1, field: 'locationId', reason });
    }
  });
  return { cars: kept, rowErrors };
}
