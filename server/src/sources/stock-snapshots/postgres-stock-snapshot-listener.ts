import pg from 'pg';

/**
 * One replica's ear on the `stock_snapshots` channel: a connection of its own (LISTEN holds it;
 * a pooled one would be handed to other queries), reopened with a growing pause when it drops.
 * Notifications sent while it was away are lost, so after each reconnect it compares every site's
 * version with the last it saw and reports those that moved.
 */

export const STOCK_SNAPSHOTS_CHANNEL = 'stock_snapshots';
/** The first pause before reconnecting; doubled after each failed attempt, up to the max. */
export const LISTEN_RETRY_MS = 250;
export const LISTEN_MAX_RETRY_MS = 15_000;
/**
 * A connection can die without a word (a NAT or a failover drops it): a query this often makes
 * the loss show, and the reconnect with its catch-up follows.
 */
export const LISTEN_HEARTBEAT_MS = 30_000;
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
export async function listenForStockSnapshots(
  options: StockSnapshotListenerOptions,
): Promise<StockSnapshotListener> {
  const {
    connectionString,
    versions,
    onChange,
    onError,
    retryMs = LISTEN_RETRY_MS,
    maxRetryMs = LISTEN_MAX_RETRY_MS,
    heartbeatMs = LISTEN_HEARTBEAT_MS,
  } = options;
  /** The newest version of each site this replica was told of (or read at start). */
  const seen = new Map<string, number>();
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = retryMs;
  let closed = false;

  const changed = (slug: string, version: number) => {
    const known = seen.get(slug);
    if (known !== undefined && version <= known) return;
    seen.set(slug, version);
    Promise.resolve()
      .then(() => onChange(slug))
      .catch(onError);
  };

  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      // Before it listened, the failed attempt is reported (and retried) by its caller.
      if (client !== next) return;
      client = undefined;
      clearInterval(heartbeat);
      if (closed) return;
      onError(
        new Error(
          `stock snapshots: the notification connection was lost (${reasonOf(error)}); reconnecting`,
          { cause: error },
        ),
      );
      scheduleReconnect();
    };
    next.on('error', lose);
    next.on('notification', (message) => {
      if (message.channel !== STOCK_SNAPSHOTS_CHANNEL) return;
      const match = PAYLOAD.exec(message.payload ?? '');
      if (match) changed(match[1]!, Number(match[2]));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${STOCK_SNAPSHOTS_CHANNEL}`);
      // Read after LISTEN: a write committed later is announced, one committed before is here.
      const current = await versions();
      for (const [slug, version] of current) {
        // At start the stock is about to be read; afterwards a moved version was missed.
        if (first && !seen.has(slug)) seen.set(slug, version);
        else if (seen.get(slug) !== version) changed(slug, version);
      }
    } catch (error) {
      lose(error);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    next.on('end', () => lose(new Error('the server closed it')));
    client = next;
    pause = retryMs;
    heartbeat = setInterval(() => {
      next.query('select 1').catch(lose);
    }, heartbeatMs);
    heartbeat.unref();
  };

  const scheduleReconnect = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect(false).catch((error: unknown) => {
        if (closed) return;
        onError(
          new Error(
            `stock snapshots: cannot listen for imports (${reasonOf(error)}); trying again in ${pause} ms`,
            { cause: error },
          ),
        );
        scheduleReconnect();
      });
    }, pause);
    pause = Math.min(pause * 2, maxRetryMs);
  };

  await connect(true);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
    },
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
