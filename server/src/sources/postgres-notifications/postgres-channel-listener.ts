import pg from 'pg';
import { reasonOf } from '../../error-reason.js';

/**
 * One replica's ear on a PostgreSQL notification channel: a connection of its own (LISTEN holds
 * it; a pooled one would be handed to other queries), reopened with a growing pause when it
 * drops. Notifications sent while it was away are lost, so after LISTEN on every connection
 * (the first one too) it runs the caller's catch-up, which makes up for what may have been missed.
 * Used for imported stock snapshots and for reservation holds; each says what catching up means.
 */

/** The first pause before reconnecting; doubled after each failed attempt, up to the max. */
export const LISTEN_RETRY_MS = 250;
export const LISTEN_MAX_RETRY_MS = 15_000;
/**
 * A connection can die without a word (a NAT or a failover drops it): a query this often makes
 * the loss show, and the reconnect with its catch-up follows.
 */
export const LISTEN_HEARTBEAT_MS = 30_000;

/** A channel name goes into LISTEN as an identifier, so only plain lower-case names are taken. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface ChannelNotification {
  payload: string;
  /** The server process id of the connection that sent it (pg_backend_pid() there). */
  senderPid: number;
}

export interface ChannelListenerOptions {
  connectionString: string;
  channel: string;
  /** How the connection shows in pg_stat_activity. */
  applicationName: string;
  /** What the errors it reports are about, e.g. "stock snapshots". */
  subject: string;
  onNotification: (notification: ChannelNotification) => void;
  /**
   * Runs after LISTEN on each connection, `first` on the one opened at start. Anything committed
   * after LISTEN is announced; this covers what came before. A rejection counts as a failed
   * connection: reported, and tried again after the pause.
   */
  catchUp: (first: boolean) => Promise<void>;
  onError: (error: unknown) => void;
  retryMs?: number;
  maxRetryMs?: number;
  heartbeatMs?: number;
}

export interface ChannelListener {
  close(): Promise<void>;
}

/** Resolves once listening (rejects when the first connection fails); see the module comment. */
export async function listenOnChannel(options: ChannelListenerOptions): Promise<ChannelListener> {
  const {
    connectionString,
    channel,
    applicationName,
    subject,
    onNotification,
    catchUp,
    onError,
    retryMs = LISTEN_RETRY_MS,
    maxRetryMs = LISTEN_MAX_RETRY_MS,
    heartbeatMs = LISTEN_HEARTBEAT_MS,
  } = options;
  if (!CHANNEL_NAME.test(channel)) {
    throw new RangeError(`listenOnChannel: "${channel}" is not a plain channel name`);
  }
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = retryMs;
  let closed = false;

  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: applicationName,
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
          `${subject}: the notification connection was lost (${reasonOf(error)}); reconnecting`,
          { cause: error },
        ),
      );
      scheduleReconnect();
    };
    next.on('error', lose);
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      onNotification({ payload: message.payload ?? '', senderPid: message.processId });
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      await catchUp(first);
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
            `${subject}: cannot listen on ${channel} (${reasonOf(error)}); trying again in ${pause} ms`,
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
