import type { Site } from '@forecourt/tenants/site';
import type { SimilarCarArrival } from '../alerts/similar-car-alert-emails.port.js';
import type { StockQuery } from '../stock/stock-search.port.js';

/**
 * What signed-in shoppers asked to be told about, part of one site's records: saved searches
 * (new matching stock is e-mailed) and price drops on their watched cars. Every method is bound
 * to one site, and every shopper's method to that shopper's user id, so nobody reads or changes
 * another's searches. The e-mails are leased jobs queued in the same transaction that marks cars
 * seen or moves a price mark: each car is listed at most once per search, each drop told once.
 */

/** Most saved searches one shopper keeps. */
export const MAX_SAVED_SEARCHES_PER_USER = 20;

/** The stock a saved search stands for: its words, filters and ranges, without order or page. */
export type SavedSearchCriteria = Pick<StockQuery, 'text' | 'filters' | 'ranges' | 'near'>;

export interface SavedSearchInput {
  userId: string;
  /** Where its alerts go: the shopper's address when it was saved. */
  email: string;
  label: string;
  /** The search page's path (/search/used-cars) and query string (without `?`). */
  path: string;
  query: string;
  criteria: SavedSearchCriteria;
  alertsEnabled: boolean;
  /** The cars matching when it is saved: never e-mailed as new. */
  seenCarIds: readonly string[];
  createdAt: Date;
}

export interface SavedSearch {
  id: string;
  userId: string;
  email: string;
  label: string;
  path: string;
  query: string;
  criteria: SavedSearchCriteria;
  alertsEnabled: boolean;
  /** Unguessable; the unsubscribe link of its e-mails carries it. */
  unsubscribeToken: string;
  createdAt: Date;
}

/** New matches of a saved search, newest first, for its e-mail. */
export interface SavedSearchMatches {
  savedSearchId: string;
  cars: readonly SimilarCarArrival[];
  dueAt: Date;
}

/** A car on a shopper's watchlist (price-drop e-mails not turned off), with the last price told. */
export interface WatchedCar {
  userId: string;
  carId: string;
  /** Null until fulfilment first sees the car on the list. */
  markedPrice: number | null;
}

export interface WatchedCarsPage {
  /** Only entries after this one (the last of the previous page). */
  after?: { userId: string; carId: string } | undefined;
  limit: number;
}

export interface PriceDrop {
  userId: string;
  car: SimilarCarArrival;
  /** The mark the drop is measured from: the drop is told only while the mark is still this. */
  fromPrice: number;
  toPrice: number;
  /** The earlier price as the site shows it ("$24,990"). */
  wasText: string;
  dueAt: Date;
}

export type AccountAlertKind = 'saved-search' | 'price-drop';

export type AccountAlertPayload =
  | { kind: 'saved-search'; label: string; path: string; query: string; cars: SimilarCarArrival[] }
  | { kind: 'price-drop'; car: SimilarCarArrival; wasText: string };

export type AccountAlertEmailStatus = 'pending' | 'sent' | 'dead' | 'cancelled';

export interface AccountAlertEmail {
  emailId: string;
  userId: string;
  savedSearchId: string | null;
  recipient: string;
  payload: AccountAlertPayload;
  status: AccountAlertEmailStatus;
  attempts: number;
  messageId: string | null;
  createdAt: Date;
}

/** An e-mail job a worker holds until `leaseUntil`. */
export interface ClaimedAccountAlertEmail {
  emailId: string;
  leaseToken: string;
  leaseUntil: Date;
  attempt: number;
  recipient: string;
  unsubscribeToken: string;
  payload: AccountAlertPayload;
  createdAt: Date;
}

export interface AccountAlertEmailFailure {
  emailId: string;
  leaseToken: string;
  failedAt: Date;
  error: string;
  nextAttemptAt: Date | null;
}

/** One site's saved searches, price marks and their e-mails. */
export interface SiteAccountAlertRecords {
  /**
   * Saves a search with a fresh unsubscribe token and its cars as seen; null when the shopper
   * already keeps `MAX_SAVED_SEARCHES_PER_USER`.
   */
  createSavedSearch(input: SavedSearchInput): Promise<SavedSearch | null>;
  /** The shopper's saved searches, newest first. */
  savedSearchesOf(userId: string): Promise<SavedSearch[]>;
  /** Turns a search's e-mails on or off; null when the shopper has no such search. */
  setSavedSearchAlerts(userId: string, id: string, enabled: boolean): Promise<SavedSearch | null>;
  /** Deletes a search (and its pending e-mail); false when the shopper has no such search. */
  deleteSavedSearch(userId: string, id: string): Promise<boolean>;
  /** Searches with e-mails on, by id; page on with `afterId`. */
  alertingSavedSearches(page: {
    afterId?: string | undefined;
    limit: number;
  }): Promise<SavedSearch[]>;
  /** The ids among `carIds` the search has not listed yet, in the order given. */
  unseenCarIds(savedSearchId: string, carIds: readonly string[]): Promise<string[]>;
  /**
   * Marks the cars seen and queues one e-mail listing those this call marked (none: no e-mail),
   * in one transaction. Answers how many it listed; 0 when the search is gone or its alerts off.
   */
  recordSavedSearchMatches(matches: SavedSearchMatches): Promise<number>;

  /** Whether the shopper's price-drop e-mails are on (on until they turn them off). */
  priceDropAlertsEnabled(userId: string): Promise<boolean>;
  /** Turns them on (to `email`) or off. */
  setPriceDropAlerts(userId: string, email: string, enabled: boolean, at: Date): Promise<void>;
  /** Watched cars of the site's accounts whose price-drop e-mails are on, by user then car. */
  watchedCars(page: WatchedCarsPage): Promise<WatchedCar[]>;
  /** Sets a watched car's first mark (no e-mail); a mark already there is kept. */
  markWatchedPrice(userId: string, carId: string, price: number, at: Date): Promise<void>;
  /**
   * Moves the mark down to `toPrice` and queues the e-mail to the account's address, in one
   * transaction; false (nothing written) when the mark is no longer `fromPrice` (another run told
   * it), the shopper turned price-drop e-mails off, or has no account on the site.
   */
  recordPriceDrop(drop: PriceDrop): Promise<boolean>;

  /** Takes up to `limit` due e-mails and leases them for `leaseMs` (like similar-car e-mails). */
  claimDueAccountAlertEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedAccountAlertEmail[]>;
  markAccountAlertEmailSent(sent: {
    emailId: string;
    sentAt: Date;
    messageId: string;
  }): Promise<boolean>;
  markAccountAlertEmailFailed(failure: AccountAlertEmailFailure): Promise<boolean>;
  /**
   * Stops what the unsubscribe token names (a saved search's e-mails, or the shopper's price-drop
   * e-mails) and cancels its pending e-mails; false when it names nothing of this site.
   */
  unsubscribeAccountAlert(token: string): Promise<boolean>;
  /** The shopper's alert e-mails, newest first (reports and tests). */
  accountAlertEmails(userId: string): Promise<AccountAlertEmail[]>;
}

export interface AccountAlertRecords {
  forSite(site: Site): SiteAccountAlertRecords;
}
