import type { Site } from '@forecourt/tenants/site';

/**
 * The ReservationHoldsBroadcast port: how a change of a site's reservation holds (taken, paid,
 * released, expired) on one replica reaches every other replica sharing the records, so each
 * forgets its cached holds and cached answers of that site at once instead of when they expire.
 * The records announce each change themselves, as it commits (PostgreSQL's NOTIFY, from a
 * trigger), and this hears them, with LISTEN, when DATABASE_URL is set; with the embedded records
 * there is one process, which invalidates itself, so there is nothing to hear.
 */
export interface ReservationHoldsBroadcast {
  /**
   * Calls `onChange(site)` for each site whose holds changed (on any replica, this one too), and
   * for every site after a lost connection comes back (changes made meanwhile were not heard).
   * Announcements naming no site served here are ignored.
   */
  listen(
    onChange: (site: Site) => void,
    options?: { onError?: (error: unknown) => void },
  ): Promise<ReservationHoldsListener>;
  /** Stops listening and closes the connections. */
  close(): Promise<void>;
}

export interface ReservationHoldsListener {
  close(): Promise<void>;
}
