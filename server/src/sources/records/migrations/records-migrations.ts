import type { Migration, MigrationProvider } from 'kysely/migration';
import * as viewsRevealsEvents from './0001-views-reveals-events.js';
import * as similarCarAlerts from './0002-similar-car-alerts.js';
import * as leads from './0003-leads.js';
import * as leadFollowUps from './0004-lead-follow-ups.js';
import * as similarCarAlertEmails from './0005-similar-car-alert-emails.js';
import * as leadDeadLetters from './0006-lead-dead-letters.js';
import * as partnerKeys from './0007-partner-keys.js';
import * as leadReviewHolds from './0008-lead-review-holds.js';
import * as usedLeadFormTokens from './0009-used-lead-form-tokens.js';
import * as contactPhoneReveals from './0010-contact-phone-reveals.js';
import * as watchlistAndSavedCars from './0012-watchlist-and-saved-cars.js';
import * as savedSearches from './0013-saved-searches.js';
import * as shopperAccounts from './0014-shopper-accounts.js';
import * as reservations from './0015-reservations.js';
import * as stockSyncRuns from './0016-stock-sync-runs.js';
import * as stockSnapshots from './0017-stock-snapshots.js';
import * as reservationHoldsNotify from './0018-reservation-holds-notify.js';

/**
 * Every migration, in order, listed in code rather than read from a folder at run time, so the
 * same set runs from source and from any bundle. Names are never renamed once shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-views-reveals-events': viewsRevealsEvents,
  '0002-similar-car-alerts': similarCarAlerts,
  '0003-leads': leads,
  '0004-lead-follow-ups': leadFollowUps,
  '0005-similar-car-alert-emails': similarCarAlertEmails,
  '0006-lead-dead-letters': leadDeadLetters,
  '0007-partner-keys': partnerKeys,
  '0008-lead-review-holds': leadReviewHolds,
  '0009-used-lead-form-tokens': usedLeadFormTokens,
  '0010-contact-phone-reveals': contactPhoneReveals,
  '0012-watchlist-and-saved-cars': watchlistAndSavedCars,
  '0013-saved-searches': savedSearches,
  // After 0012 and 0013, which an earlier release may have run already.
  '0014-shopper-accounts': shopperAccounts,
  '0015-reservations': reservations,
  '0016-stock-sync-runs': stockSyncRuns,
  '0017-stock-snapshots': stockSnapshots,
  '0018-reservation-holds-notify': reservationHoldsNotify,
};

export const recordsMigrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
