import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';

/**
 * The StockSnapshotStore port: where each site's last imported stock is kept, whole, and how a
 * server learns that an import replaced it. Files in the data directory by default (one machine);
 * PostgreSQL when DATABASE_URL is set, so every replica reads the same stock and hears of each
 * import. The import writes it; the server indexes from it at start and again on each change.
 */
export interface StockSnapshotStore {
  /** Where the snapshots are, for logs and the import's report (never a secret). */
  readonly location: string;
  /** The site's last import, checked against the car schema; null when it has none. */
  read(slug: string): Promise<CarRecord[] | null>;
  /**
   * Replaces the site's snapshot as one change (a reader sees the old stock or the new, never a
   * mix) and tells every watcher of this store about it.
   */
  write(slug: string, cars: readonly CarRecord[]): Promise<void>;
  /**
   * Calls `onChange(slug)` after a site's snapshot changes, written by this process or another.
   * Start watching before reading the stock at start, so no change falls between the two. A
   * watcher that lost its way to the store (a dropped connection) asks again once it is back and
   * reports each site that changed meanwhile.
   */
  watch(
    onChange: (slug: string) => void | Promise<void>,
    options?: { onError?: (error: unknown) => void },
  ): Promise<StockSnapshotWatcher>;
  /** Closes the watchers and the connections. */
  close(): Promise<void>;
}

export interface StockSnapshotWatcher {
  close(): void | Promise<void>;
}
