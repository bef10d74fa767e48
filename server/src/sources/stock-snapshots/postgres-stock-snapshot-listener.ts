import { listenOnChannel } from '../postgres-notifications/postgres-channel-listener.js';

/**
 * One replica's ear on the `stock_snapshots` channel, whose payloads are `<site>:<version>`.
 * The connection, its reconnects and heartbeat are the shared channel listener's; catching up
 * after a reconnect here means comparing every site's version with the last it saw and
 * reporting those that moved.
 */

export const STOCK_SNAPSHOTS_CHANNEL = 'stock_snapshots';
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'forecourt stock snapshot listener';

/** Every site's snapshot version, read through another connection. */
export type SnapshotVersions = () => Promise<ReadonlyMap<string, number>>;

export interface StockSnapshotListenerOptions {
  connectionString: string;
  versions: SnapshotVersions;
  onChange: (slug: string) => void | Promise<void>;
  onError: (error: unknown) => void;
  retryMs?: number;
  maxRetryMs?: number;
  heartbeatMs?: number;
}

export interface StockSnapshotListener {
  close(): Promise<void>;
}

const PAYLOAD = /^(.+):(\d+)$/;

/** Resolves once listening (rejects when the first connection fails); see the module comment. */
export function listenForStockSnapshots(
  options: StockSnapshotListenerOptions,
): Promise<StockSnapshotListener> {
  const { connectionString, versions, onChange, onError, retryMs, maxRetryMs, heartbeatMs } =
    options;
  /** The newest version of each site this replica was told of (or read at start). */
  const seen = new Map<string, number>();

  const changed = (slug: string, version: number) => {
    const known = seen.get(slug);
    if (known !== undefined && version <= known) return;
    seen.set(slug, version);
    Promise.resolve()
      .then(() => onChange(slug))
      .catch(onError);
  };

  return listenOnChannel({
    connectionString,
    channel: STOCK_SNAPSHOTS_CHANNEL,
    applicationName: LISTENER_APPLICATION_NAME,
    subject: 'stock snapshots',
    onNotification({ payload }) {
      const match = PAYLOAD.exec(payload);
      if (match) changed(match[1]!, Number(match[2]));
    },
    // Read after LISTEN: a write committed later is announced, one committed before is here.
    async catchUp(first) {
      const current = await versions();
      for (const [slug, version] of current) {
        // At start the stock is about to be read; afterwards a moved version was missed.
        if (first && !seen.has(slug)) seen.set(slug, version);
        else if (seen.get(slug) !== version) changed(slug, version);
      }
    },
    onError,
    retryMs,
    maxRetryMs,
    heartbeatMs,
  });
}
