import type { Site } from '@forecourt/tenants/site';
import type {
  ReservationHoldsBroadcast,
  ReservationHoldsListener,
} from '../../reservations/reservation-holds-broadcast.port.js';
import {
  listenOnChannel,
  type ChannelListener,
} from '../postgres-notifications/postgres-channel-listener.js';

/**
 * Reservation holds heard through the records' PostgreSQL: a reservation's change of state is
 * announced by the records themselves (`NOTIFY reservation_holds, '<site>'`, a trigger of
 * migration 0018, sent as the change commits), and every replica hears it on a connection of its
 * own (the shared channel listener: reconnects, heartbeat). The payload is the site's slug and
 * nothing else; a listener takes only the slug of a site it serves, so a stray or hostile NOTIFY
 * can at worst make a replica read one site's holds again.
 *
 * The replica that made the change hears it too, after it has already forgotten the site's holds
 * itself: its echo only makes it read them once more, a few ms later.
 */

export const RESERVATION_HOLDS_CHANNEL = 'reservation_holds';
/** How the connections show in pg_stat_activity. */
export const HOLDS_LISTENER_APPLICATION_NAME = 'forecourt reservation holds listener';
/**
 * Site slugs are short lower-case words; a longer payload was not sent by a replica, and is
 * dropped before it is compared with any site.
 */
export const MAX_HOLDS_PAYLOAD_LENGTH = 200;

export interface PostgresReservationHoldsBroadcastOptions {
  connectionString: string;
  /** Every site served (the registry's live list): an announcement names its site by slug. */
  sites: readonly Site[];
  /** A dropped connection; the broadcast carries on once it is back. */
  onError?: (error: unknown) => void;
  /** The listener's first pause before reconnecting (tests make it longer). */
  retryMs?: number;
}

export function createPostgresReservationHoldsBroadcast(
  options: PostgresReservationHoldsBroadcastOptions,
): ReservationHoldsBroadcast {
  const { connectionString, sites, onError = () => undefined, retryMs } = options;
  const listeners = new Set<ChannelListener>();
  let closed: Promise<void> | undefined;

  const siteOf = (payload: string): Site | undefined =>
    payload.length > MAX_HOLDS_PAYLOAD_LENGTH
      ? undefined
      : sites.find((site) => site.config.slug === payload);

  return {
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
        onNotification({ payload }) {
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
      })();
      return closed;
    },
  };
}
