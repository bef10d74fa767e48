import type { Site } from '@forecourt/tenants/site';
import type { JobQueue } from '../../jobs/job-queues.js';
import type { SiteCheckoutJourneyRecords } from '../../checkout-journey/checkout-journey-records.port.js';
import type { SiteAccountRecords } from '../../accounts/account-records.port.js';
import type { SiteActivityRecords } from '../../activity/activity-records.port.js';
import type { SiteSimilarCarAlertEmailRecords } from '../../alerts/similar-car-alert-emails.port.js';
import type { SiteSimilarCarAlertRecords } from '../../alerts/similar-car-alerts.port.js';
import type { SitePartnerKeyRecords } from '../../api-access/partner-keys.port.js';
import type { SiteLeadRecords } from '../../leads/lead-records.port.js';
import type { SiteWatchlistRecords } from '../../watchlist/watchlist-records.port.js';
import type { SiteSavedCarRecords } from '../../saved-cars/saved-cars-records.port.js';
import type { SiteAccountAlertRecords } from '../../saved-searches/account-alerts.port.js';
import type { SiteReservationRecords } from '../../reservations/reservation-records.port.js';
import type { SiteReservationEmailRecords } from '../../reservations/reservation-email-records.port.js';
import type { SiteStockSyncRecords } from '../../stock-sync/stock-sync-records.port.js';

/**
 * The records store: one database holding every domain's records port. An adapter is bound to
 * one site with `forSite`; the site's slug is added to every write and every read inside the
 * adapter, so one site never sees another's rows, even for a car id both happen to use. Each
 * domain depends only on its own part (its `*.port.ts`); the composition root hands it this.
 */

/** Longest list a read answers; reports page through time rather than pull everything. */
export const MAX_RECORDS_PER_READ = 1000;

/** One site's records: every domain's part, from one store. */
export interface SiteRecords
  extends
    SiteActivityRecords,
    SiteSimilarCarAlertRecords,
    SiteLeadRecords,
    SiteSimilarCarAlertEmailRecords,
    SitePartnerKeyRecords,
    SiteWatchlistRecords,
    SiteSavedCarRecords,
    SiteAccountAlertRecords,
    SiteAccountRecords,
    SiteReservationRecords,
    SiteReservationEmailRecords,
    SiteCheckoutJourneyRecords,
    SiteStockSyncRecords {}

export interface Records {
  forSite(site: Site): SiteRecords;
  /** Brings the store's tables up to date; safe to run again and from several replicas. */
  migrate(): Promise<void>;
  /**
   * Calls `listener` each time a write through this store has queued jobs on `queue` (after the
   * write committed), so the queue's worker can run at once. Writes by other processes are not
   * told: their jobs wait for the worker's poll.
   */
  onJobsQueued(queue: JobQueue, listener: () => void): void;
  close(): Promise<void>;
}
