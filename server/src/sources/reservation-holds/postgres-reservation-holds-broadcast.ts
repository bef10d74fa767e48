import type { Site } from '@forecourt/tenants/site';
import pg from 'pg';
import type {
  ReservationHoldsBroadcast,
  ReservationHoldsListener,
} from '../../reservations/reservation-holds-broadcast.port.js';
import {
  listenOnChannel,
  type ChannelListener,
} from '../postgres-notifications/postgres-channel-listener.js';
import { reasonOf } from '../../error-reason.js';

/**
 * Reservation holds announced through the records' PostgreSQL: `NOTIFY reservation_holds,
 * '<site>'` after a change of the site's holds committed, heard by every replica on a connection
 * of its own (the shared channel listener: reconnects, heartbeat). The payload is the site's slug
 * and nothing else; a listener takes only the slug of a site it serves, so a stray or hostile
 * NOTIFY can at worst make a replica read one site's holds again.
 *
 * Sent after the commit rather than inside it: the holds move in the records' own statements,
 * through the domain, which then says the site's holds changed. A replica that dies between the
 * two leaves the others to their caches' expiry, as before this existed.
 *
 * The announcing replica hears its own NOTIFY too. It has already invalidated the site when it
 * announced, so it ignores notifications sent from its own announcing connections (known by their
 * server process id). Were one missed (a connection pooler between us and PostgreSQL), the echo
 * only makes this replica read the site's holds once more and drop answers a few ms old.
 */

export const RESERVATION_HOLDS_CHANNEL = 'reservation_holds';
/** How the connections show in pg_stat_activity. */
export const HOLDS_LISTENER_APPLICATION_NAME = 'forecourt reservation holds listener';
export const HOLDS_ANNOUNCER_APPLICATION_NAME = 'forecourt reservation holds announcer';
/**
 * Site slugs are short lower-case words; a longer payload was not sent by a replica, and is
 * dropped before it is compared with any site.
 */
export const MAX_HOLDS_PAYLOAD_LENGTH = 200;
/** Holds change a few times a minute at most: one connection announces them all. */
const ANNOUNCE_POOL_SIZE = 1;

export interface PostgresReservationHoldsBroadcastOptions {
  connectionString: string;
  /** Every site served (the registry's live list): an announcement names its site by slug. */
  sites: readonly Site[];
  /** A failed announcement or a dropped connection; the broadcast carries on once it is back. */
  onError?: (error: unknown) => void;
  /** The listener's first pause before reconnecting (tests make it longer). */
  retryMs?: number;
}

export function createPostgresReservationHoldsBroadcast(
  options: PostgresReservationHoldsBroadcastOptions,
): ReservationHoldsBroadcast {
  const { connectionString, sites, onError = () => undefined, retryMs } = options;
  const pool = new pg.Pool({
    connectionString,
    max: ANNOUNCE_POOL_SIZE,
    application_name: HOLDS_ANNOUNCER_APPLICATION_NAME,
  });
  // An idle connection dropped by the server must not take the process down with it.
  pool.on('error', onError);
  /** The server process id of each announcing connection, and the set of those still open. */
  const pidOf = new WeakMap<pg.PoolClient, number>();
  const ownPids = new Set<number>();
  pool.on('remove', (client) => {
    const pid = pidOf.get(client);
    if (pid !== undefined) ownPids.delete(pid);
  });
  const listeners = new Set<ChannelListener>();
  let closed: Promise<void> | undefined;

  const siteOf = (payload: string): Site | undefined =>
    payload.length > MAX_HOLDS_PAYLOAD_LENGTH
      ? undefined
      : sites.find((site) => site.config.slug === payload);

  return {
    async announce(site) {
      const slug = site.config.slug;
      try {
        const client = await pool.connect();
        try {
          // Known before the first NOTIFY leaves, so its echo is recognised when it comes back.
          if (!pidOf.has(client)) {
            const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
            pidOf.set(client, rows[0]!.pid);
            ownPids.add(rows[0]!.pid);
          }
          await client.query('select pg_notify($1, $2)', [RESERVATION_HOLDS_CHANNEL, slug]);
          client.release();
        } catch (error) {
          client.release(true);
          throw error;
        }
      } catch (error) {
        onError(
          new Error(
            `reservation holds: the other replicas could not be told that ${slug}'s holds changed (${reasonOf(error)}); they see it when their caches expire`,
            { cause: error },
          ),
        );
      }
    },
    async listen(onChange, listenOptions = {}): Promise<ReservationHoldsListener> {
      const report = listenOptions.onError ?? onError;
      const changed = (site: Site) => {
        try {
          onChange(site);
        } catch (error) {
          report(error);
        }
      };
      const listener = await listenOnChannel({
        connectionString,
        channel: RESERVATION_HOLDS_CHANNEL,
        applicationName: HOLDS_LISTENER_APPLICATION_NAME,
        subject: 'reservation holds',
        onNotification({ payload, senderPid }) {
          if (ownPids.has(senderPid)) return;
          const site = siteOf(payload);
          if (site) changed(site);
        },
        // At start nothing is cached yet. After a reconnect, any site's holds may have changed
        // while nobody listened, and which is not known: every site reads its holds afresh.
        catchUp(first) {
          if (!first) for (const site of [...sites]) changed(site);
          return Promise.resolve();
        },
        onError: report,
        retryMs,
      });
      listeners.add(listener);
      return {
        async close() {
          listeners.delete(listener);
          await listener.close();
        },
      };
    },
    close() {
      // Once: the server's shutdown and a test's clean-up may both ask.
      closed ??= (async () => {
        await Promise.all([...listeners].map((listener) => listener.close()));
        listeners.clear();
        await pool.end();
      })();
      return closed;
    },
  };
}
