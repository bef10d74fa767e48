import type { Site } from '@forecourt/tenants/site';

/**
 * The ReservationHoldsBroadcast port: how a change of a site's reservation holds (taken, paid,
 * released, expired) on one replica reaches every other replica sharing the records, so each
 * forgets its cached holds and cached answers of that site at once instead of when they expire.
 * PostgreSQL's LISTEN/NOTIFY when DATABASE_URL is set; with the embedded records there is one
 * process, which invalidates itself, so nothing is sent.
 */
export interface ReservationHoldsBroadcast {
  /**
   * Tells every other replica that the site's holds changed. Called after the change committed;
   * resolves once sent and never rejects (a failure is reported to the adapter's error handler:
   * the other replicas then see the change when their caches expire, as before).
   */
  announce(site: Site): Promise<void>;
  /**
   * Calls `onChange(site)` for each site another replica announces, and for every site after a
   * lost connection comes back (announcements sent meanwhile are lost). Announcements naming no
   * site served here are ignored.
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
