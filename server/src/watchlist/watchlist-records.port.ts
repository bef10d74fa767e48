/**
 * A site's watchlists, part of its records: the cars each signed-in shopper keeps an eye on
 * (spec 1 §3 "Watchlist entry", §4). A shopper's list belongs to their account on one site; the
 * adapter is bound to that site, so one site never reads another's lists.
 */

/** Most cars one shopper's watchlist holds; saving one more is refused, not silently dropped. */
export const MAX_WATCHLIST_ENTRIES = 100;

export interface WatchlistEntry {
  carId: string;
  createdAt: Date;
}

/** What saving answered: added now, already there, or refused because the list is full. */
export type WatchlistAddResult = 'added' | 'alreadySaved' | 'full';

export interface SiteWatchlistRecords {
  /**
   * Puts the car on the shopper's watchlist; saving it again changes nothing (and keeps the
   * first time). A list already holding MAX_WATCHLIST_ENTRIES cars takes no more.
   */
  addToWatchlist(userId: string, carId: string, createdAt: Date): Promise<WatchlistAddResult>;
  /** Takes the car off the shopper's watchlist; true when it was there. */
  removeFromWatchlist(userId: string, carId: string): Promise<boolean>;
  /** The shopper's entries, newest first (at most MAX_WATCHLIST_ENTRIES). */
  watchlist(userId: string): Promise<WatchlistEntry[]>;
  /** For each car id, in the order asked, whether it is on the shopper's watchlist. */
  watchlistHas(userId: string, carIds: readonly string[]): Promise<boolean[]>;
}
