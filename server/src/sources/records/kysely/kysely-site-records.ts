import { sql, type Kysely } from 'kysely';
import type {
  AnalyticsEvent,
  AnalyticsEventFilter,
  AnalyticsEventInput,
  CarViewInput,
  ContactPhoneReveal,
  PhoneReveal,
  PhoneRevealInput,
} from '../../../activity/activity-records.port.js';
import type {
  SimilarCarAlert,
  SimilarCarAlertDue,
  SimilarCarAlertFilter,
  SimilarCarAlertInput,
  WaitingSimilarCarAlertsPage,
} from '../../../alerts/similar-car-alerts.port.js';
import { MAX_RECORDS_PER_READ, type SiteRecords } from '../records.port.js';
import type { JobQueue, JobsQueued } from '../../../jobs/job-queues.js';
import type { StoredLead } from '../../../leads/lead.types.js';
import type {
  ClaimedLeadDelivery,
  DeadLeadDeliveryFilter,
  LeadDelivery,
  LeadDeliveryFailure,
  LeadDeliverySuccess,
  LeadEvent,
  LeadFollowUpInput,
  LeadFollowUpRecorded,
  LeadSubmission,
  LeadSubmitted,
} from '../../../leads/lead-records.port.js';
import { KyselyLeadEvents } from './kysely-lead-events.js';
import { KyselyLeadOutbox } from './kysely-lead-outbox.js';
import { KyselyLeadStore } from './kysely-lead-store.js';
import { KyselyPartnerKeys } from './kysely-partner-keys.js';
import { KyselySimilarCarAlerts } from './kysely-similar-car-alerts.js';
import { KyselySimilarCarAlertEmails } from './kysely-similar-car-alert-emails.js';
import type {
  ClaimedSimilarCarAlertEmail,
  SimilarCarAlertEmail,
  SimilarCarAlertEmailFailure,
  SimilarCarAlertEmailSent,
} from '../../../alerts/similar-car-alert-emails.port.js';
import type { PartnerKey, PartnerKeyInput } from '../../../api-access/partner-keys.port.js';
import type {
  SaveCarResult,
  SavedCar,
  SavedCarList,
} from '../../../saved-cars/saved-cars-records.port.js';
import { KyselySavedCars } from './kysely-saved-cars.js';
import type { RecordsDatabase } from './records-database.js';
import { KyselyCheckoutJourneys } from './kysely-checkout-journeys.js';
import type {
  CheckoutJourney,
  CheckoutStep,
  NewCheckoutJourney,
} from '../../../checkout-journey/checkout-journey-records.port.js';
import { KyselyWatchlist } from './kysely-watchlist.js';
import { KyselyStockSync } from './kysely-stock-sync.js';
import type {
  LastGoodStockFeed,
  StockSyncLease,
  StockSyncLeaseRequest,
  StockSyncRun,
  StockSyncRunInput,
} from '../../../stock-sync/stock-sync-records.port.js';
import type {
  WatchlistAddResult,
  WatchlistEntry,
} from '../../../watchlist/watchlist-records.port.js';
import type {
  AccountAlertEmail,
  AccountAlertEmailFailure,
  ClaimedAccountAlertEmail,
  PriceDrop,
  SavedSearch,
  SavedSearchInput,
  SavedSearchMatches,
  WatchedCar,
  WatchedCarsPage,
} from '../../../saved-searches/account-alerts.port.js';
import { KyselySavedSearches } from './kysely-saved-searches.js';
import { KyselyPriceDrops } from './kysely-price-drops.js';
import { KyselyAccountAlertEmails } from './kysely-account-alert-emails.js';
import { KyselyShopperAccounts } from './kysely-shopper-accounts.js';
import { KyselyReservations } from './kysely-reservations.js';
import { KyselyReservationEmails } from './kysely-reservation-emails.js';
import type {
  NewReservation,
  ReservationCreated,
  ReservationMoveFacts,
} from '../../../reservations/reservation-records.port.js';
import type {
  PaymentProviderName,
  Reservation,
  ReservationState,
} from '../../../reservations/reservation.types.js';
import type {
  ClaimedReservationEmail,
  ReservationEmail,
  ReservationEmailFailure,
  ReservationEmailInput,
} from '../../../reservations/reservation-email-records.port.js';
import type {
  SessionInput,
  ShopperAccount,
  SignInCodeInput,
  StoredSignInCode,
} from '../../../accounts/account-records.port.js';

const clampLimit = (limit: number) =>
  Math.min(Math.max(1, Math.trunc(limit)), MAX_RECORDS_PER_READ);

/** One site's records: `site` is bound here and added to every statement, never passed in. */
export class KyselySiteRecords implements SiteRecords {
  private readonly alerts: KyselySimilarCarAlerts;
  private readonly alertEmails: KyselySimilarCarAlertEmails;
  private readonly leads: KyselyLeadStore;
  private readonly leadEventLog: KyselyLeadEvents;
  private readonly leadOutbox: KyselyLeadOutbox;
  private readonly partnerKeyRows: KyselyPartnerKeys;
  private readonly watchlistRows: KyselyWatchlist;
  private readonly savedCarRows: KyselySavedCars;
  private readonly savedSearches: KyselySavedSearches;
  private readonly priceDrops: KyselyPriceDrops;
  private readonly accountAlertJobs: KyselyAccountAlertEmails;
  private readonly accounts: KyselyShopperAccounts;
  private readonly reservations: KyselyReservations;
  private readonly reservationEmailJobs: KyselyReservationEmails;
  private readonly checkoutJourneys: KyselyCheckoutJourneys;
  private readonly stockSync: KyselyStockSync;

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly site: string,
    /** Resolves once the tables exist. */
    private readonly ready: () => Promise<void>,
    /** Told after a write that queued jobs has committed. */
    private readonly jobsQueued: JobsQueued = () => undefined,
  ) {
    this.alerts = new KyselySimilarCarAlerts(db, site);
    this.alertEmails = new KyselySimilarCarAlertEmails(db, site);
    this.leads = new KyselyLeadStore(db, site);
    this.leadEventLog = new KyselyLeadEvents(db, site);
    this.leadOutbox = new KyselyLeadOutbox(db, site, this.leads, this.leadEventLog);
    this.partnerKeyRows = new KyselyPartnerKeys(db, site);
    this.watchlistRows = new KyselyWatchlist(db, site);
    this.savedCarRows = new KyselySavedCars(db, site);
    this.savedSearches = new KyselySavedSearches(db, site);
    this.priceDrops = new KyselyPriceDrops(db, site);
    this.accountAlertJobs = new KyselyAccountAlertEmails(db, site);
    this.accounts = new KyselyShopperAccounts(db, site, ready);
    this.reservations = new KyselyReservations(db, site, ready);
    this.reservationEmailJobs = new KyselyReservationEmails(db, site, ready);
    this.checkoutJourneys = new KyselyCheckoutJourneys(db, site);
    this.stockSync = new KyselyStockSync(db, site, ready);
  }

  async recordCarView({ carId, visitorKey, day }: CarViewInput): Promise<boolean> {
    await this.ready();
    const inserted = await this.db
      .insertInto('car_view_days')
      .values({ site: this.site, car_id: carId, visitor_key: visitorKey, day })
      .onConflict((conflict) => conflict.doNothing())
      .returning('car_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async carViewCounts(carIds: readonly string[]): Promise<number[]> {
    if (carIds.length === 0) return [];
    await this.ready();
    const rows = await this.db
      .selectFrom('car_view_days')
      .select(['car_id', sql<number>`count(*)::int`.as('views')])
      .where('site', '=', this.site)
      .where('car_id', 'in', [...new Set(carIds)])
      .groupBy('car_id')
      .execute();
    const views = new Map(rows.map((row) => [row.car_id, row.views]));
    return carIds.map((id) => views.get(id) ?? 0);
  }

  async recordPhoneReveal({ carId, dealershipId, occurredAt }: PhoneRevealInput): Promise<void> {
    await this.ready();
    await this.db
      .insertInto('phone_reveals')
      .values({
        site: this.site,
        car_id: carId,
        dealership_id: dealershipId,
        occurred_at: occurredAt,
      })
      .execute();
  }

  async phoneReveals(carId: string, limit = MAX_RECORDS_PER_READ): Promise<PhoneReveal[]> {
    await this.ready();
    const rows = await this.db
      .selectFrom('phone_reveals')
      .select(['car_id', 'dealership_id', 'occurred_at'])
      .where('site', '=', this.site)
      .where('car_id', '=', carId)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(clampLimit(limit))
      .execute();
    return rows.map((row) => ({
      carId: row.car_id,
      dealershipId: row.dealership_id,
      occurredAt: new Date(row.occurred_at),
    }));
  }

  async recordContactPhoneReveal({ locationId, occurredAt }: ContactPhoneReveal): Promise<void> {
    await this.ready();
    await this.db
      .insertInto('contact_phone_reveals')
      .values({ site: this.site, location_id: locationId, occurred_at: occurredAt })
      .execute();
  }

  async contactPhoneReveals(limit = MAX_RECORDS_PER_READ): Promise<ContactPhoneReveal[]> {
    await this.ready();
    const rows = await this.db
      .selectFrom('contact_phone_reveals')
      .select(['location_id', 'occurred_at'])
      .where('site', '=', this.site)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(clampLimit(limit))
      .execute();
    return rows.map((row) => ({
      locationId: row.location_id,
      occurredAt: new Date(row.occurred_at),
    }));
  }

  async recordAnalyticsEvent({
    eventId,
    carId,
    visitorKey,
    occurredAt,
  }: AnalyticsEventInput): Promise<void> {
    await this.ready();
    await this.db
      .insertInto('analytics_events')
      .values({
        site: this.site,
        event_id: eventId,
        car_id: carId ?? null,
        visitor_key: visitorKey ?? null,
        occurred_at: occurredAt,
      })
      .execute();
  }

  async analyticsEvents(
    { eventId, carId }: AnalyticsEventFilter = {},
    limit = MAX_RECORDS_PER_READ,
  ): Promise<AnalyticsEvent[]> {
    await this.ready();
    let query = this.db
      .selectFrom('analytics_events')
      .select(['event_id', 'car_id', 'visitor_key', 'occurred_at'])
      .where('site', '=', this.site);
    if (eventId !== undefined) query = query.where('event_id', '=', eventId);
    if (carId !== undefined) query = query.where('car_id', '=', carId);
    const rows = await query
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(clampLimit(limit))
      .execute();
    return rows.map((row) => ({
      eventId: row.event_id,
      carId: row.car_id,
      visitorKey: row.visitor_key,
      occurredAt: new Date(row.occurred_at),
    }));
  }

  async createSimilarCarAlert(alert: SimilarCarAlertInput): Promise<SimilarCarAlert> {
    await this.ready();
    return this.alerts.create(alert);
  }

  async waitingSimilarCarAlerts(page?: WaitingSimilarCarAlertsPage): Promise<SimilarCarAlert[]> {
    await this.ready();
    return this.alerts.waiting(page);
  }

  async markSimilarCarAlertDue(due: SimilarCarAlertDue): Promise<boolean> {
    await this.ready();
    return this.told('similarCarAlertEmails', await this.alerts.markDue(due));
  }

  async unsubscribeSimilarCarAlert(token: string, unsubscribedAt: Date): Promise<boolean> {
    await this.ready();
    return this.alerts.unsubscribe(token, unsubscribedAt);
  }

  async similarCarAlerts(
    filter?: SimilarCarAlertFilter,
    limit?: number,
  ): Promise<SimilarCarAlert[]> {
    await this.ready();
    return this.alerts.list(filter, limit);
  }

  async claimDueSimilarCarAlertEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedSimilarCarAlertEmail[]> {
    await this.ready();
    return this.alertEmails.claimDueSimilarCarAlertEmails(limit, now, leaseMs);
  }

  async markSimilarCarAlertEmailSent(sent: SimilarCarAlertEmailSent): Promise<boolean> {
    await this.ready();
    return this.alertEmails.markSimilarCarAlertEmailSent(sent);
  }

  async markSimilarCarAlertEmailFailed(failure: SimilarCarAlertEmailFailure): Promise<boolean> {
    await this.ready();
    return this.alertEmails.markSimilarCarAlertEmailFailed(failure);
  }

  async similarCarAlertEmail(alertId: string): Promise<SimilarCarAlertEmail | null> {
    await this.ready();
    return this.alertEmails.similarCarAlertEmail(alertId);
  }

  async submitLead(submission: LeadSubmission): Promise<LeadSubmitted> {
    await this.ready();
    const submitted = await this.leads.submitLead(submission);
    return this.told('leadDeliveries', submitted, !submitted.replayed);
  }

  async formTokenUsed(tokenId: string): Promise<boolean> {
    await this.ready();
    return this.leads.formTokenUsed(tokenId);
  }

  async leadOfIdempotencyKey(
    idempotencyKey: string,
    payloadHash: string,
  ): Promise<LeadSubmitted | null> {
    await this.ready();
    return this.leads.leadOfIdempotencyKey(idempotencyKey, payloadHash);
  }

  async lead(leadId: string): Promise<StoredLead | null> {
    await this.ready();
    return this.leads.lead(leadId);
  }

  async claimDueDeliveries(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedLeadDelivery[]> {
    await this.ready();
    return this.leadOutbox.claimDueDeliveries(limit, now, leaseMs);
  }

  async markDelivered(success: LeadDeliverySuccess): Promise<boolean> {
    await this.ready();
    return this.leadOutbox.markDelivered(success);
  }

  async markFailed(failure: LeadDeliveryFailure): Promise<boolean> {
    await this.ready();
    return this.leadOutbox.markFailed(failure);
  }

  async leadDeliveries(leadId: string): Promise<LeadDelivery[]> {
    await this.ready();
    return this.leadOutbox.leadDeliveries(leadId);
  }

  async deadLeadDeliveries(
    filter?: DeadLeadDeliveryFilter,
    limit?: number,
  ): Promise<LeadDelivery[]> {
    await this.ready();
    return this.leadOutbox.deadLeadDeliveries(filter, limit);
  }

  async redeliverDeadLeadDeliveries(
    filter: DeadLeadDeliveryFilter,
    now: Date,
  ): Promise<LeadDelivery[]> {
    await this.ready();
    const queued = await this.leadOutbox.redeliverDeadLeadDeliveries(filter, now);
    return this.told('leadDeliveries', queued, queued.length > 0);
  }

  async leadDeliveriesByLead(leadIds: readonly string[]): Promise<Map<string, LeadDelivery[]>> {
    await this.ready();
    return this.leadOutbox.leadDeliveriesByLead(leadIds);
  }

  async recordLeadEvent(
    leadId: string,
    name: string,
    occurredAt?: Date,
  ): Promise<LeadEvent | null> {
    await this.ready();
    return this.leadEventLog.recordLeadEvent(leadId, name, occurredAt);
  }

  async leadEvents(leadId: string): Promise<LeadEvent[]> {
    await this.ready();
    return this.leadEventLog.leadEvents(leadId);
  }

  async leadEvent(leadId: string, name: string): Promise<LeadEvent | null> {
    await this.ready();
    return this.leadEventLog.leadEvent(leadId, name);
  }

  async recordLeadFollowUp(followUp: LeadFollowUpInput): Promise<LeadFollowUpRecorded | null> {
    await this.ready();
    const recorded = await this.leadEventLog.recordLeadFollowUp(followUp);
    return this.told('leadDeliveries', recorded, recorded !== null);
  }

  async issuePartnerKey(key: PartnerKeyInput): Promise<PartnerKey> {
    await this.ready();
    return this.partnerKeyRows.issuePartnerKey(key);
  }

  async partnerKeys(): Promise<PartnerKey[]> {
    await this.ready();
    return this.partnerKeyRows.partnerKeys();
  }

  async partnerKeyByHash(keyHash: string): Promise<PartnerKey | null> {
    await this.ready();
    return this.partnerKeyRows.partnerKeyByHash(keyHash);
  }

  async revokePartnerKey(id: string, revokedAt: Date): Promise<PartnerKey | null> {
    await this.ready();
    return this.partnerKeyRows.revokePartnerKey(id, revokedAt);
  }

  async addToWatchlist(
    userId: string,
    carId: string,
    createdAt: Date,
  ): Promise<WatchlistAddResult> {
    await this.ready();
    return this.watchlistRows.addToWatchlist(userId, carId, createdAt);
  }

  async removeFromWatchlist(userId: string, carId: string): Promise<boolean> {
    await this.ready();
    return this.watchlistRows.removeFromWatchlist(userId, carId);
  }

  async watchlist(userId: string): Promise<WatchlistEntry[]> {
    await this.ready();
    return this.watchlistRows.watchlist(userId);
  }

  async watchlistHas(userId: string, carIds: readonly string[]): Promise<boolean[]> {
    await this.ready();
    return this.watchlistRows.watchlistHas(userId, carIds);
  }

  async savedCars(userId: string, list: SavedCarList): Promise<SavedCar[]> {
    await this.ready();
    return this.savedCarRows.savedCars(userId, list);
  }

  async saveCar(
    userId: string,
    list: SavedCarList,
    carId: string,
    savedAt: Date,
  ): Promise<SaveCarResult> {
    await this.ready();
    return this.savedCarRows.saveCar(userId, list, carId, savedAt);
  }

  async unsaveCar(userId: string, list: SavedCarList, carId: string): Promise<boolean> {
    await this.ready();
    return this.savedCarRows.unsaveCar(userId, list, carId);
  }

  async mergeSavedCars(
    userId: string,
    list: SavedCarList,
    carIds: readonly string[],
    savedAt: Date,
  ): Promise<SavedCar[]> {
    await this.ready();
    return this.savedCarRows.mergeSavedCars(userId, list, carIds, savedAt);
  }

  // Saved searches and price drops (account alerts).

  async createSavedSearch(input: SavedSearchInput): Promise<SavedSearch | null> {
    await this.ready();
    return this.savedSearches.create(input);
  }

  async savedSearchesOf(userId: string): Promise<SavedSearch[]> {
    await this.ready();
    return this.savedSearches.of(userId);
  }

  async setSavedSearchAlerts(
    userId: string,
    id: string,
    enabled: boolean,
  ): Promise<SavedSearch | null> {
    await this.ready();
    return this.savedSearches.setAlerts(userId, id, enabled);
  }

  async deleteSavedSearch(userId: string, id: string): Promise<boolean> {
    await this.ready();
    return this.savedSearches.delete(userId, id);
  }

  async alertingSavedSearches(page: {
    afterId?: string | undefined;
    limit: number;
  }): Promise<SavedSearch[]> {
    await this.ready();
    return this.savedSearches.alerting({ ...page, limit: clampLimit(page.limit) });
  }

  async unseenCarIds(savedSearchId: string, carIds: readonly string[]): Promise<string[]> {
    await this.ready();
    return this.savedSearches.unseen(savedSearchId, carIds);
  }

  async recordSavedSearchMatches(matches: SavedSearchMatches): Promise<number> {
    await this.ready();
    const recorded = await this.savedSearches.recordMatches(matches);
    return this.told('accountAlertEmails', recorded, recorded > 0);
  }

  async priceDropAlertsEnabled(userId: string): Promise<boolean> {
    await this.ready();
    return this.priceDrops.enabled(userId);
  }

  async setPriceDropAlerts(
    userId: string,
    email: string,
    enabled: boolean,
    at: Date,
  ): Promise<void> {
    await this.ready();
    return this.priceDrops.set(userId, email, enabled, at);
  }

  async watchedCars(page: WatchedCarsPage): Promise<WatchedCar[]> {
    await this.ready();
    return this.priceDrops.watched({ ...page, limit: clampLimit(page.limit) });
  }

  async markWatchedPrice(userId: string, carId: string, price: number, at: Date): Promise<void> {
    await this.ready();
    return this.priceDrops.mark(userId, carId, price, at);
  }

  async recordPriceDrop(drop: PriceDrop): Promise<boolean> {
    await this.ready();
    return this.told('accountAlertEmails', await this.priceDrops.recordDrop(drop));
  }

  async claimDueAccountAlertEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedAccountAlertEmail[]> {
    await this.ready();
    return this.accountAlertJobs.claimDue(limit, now, leaseMs);
  }

  async markAccountAlertEmailSent(sent: {
    emailId: string;
    sentAt: Date;
    messageId: string;
  }): Promise<boolean> {
    await this.ready();
    return this.accountAlertJobs.markSent(sent);
  }

  async markAccountAlertEmailFailed(failure: AccountAlertEmailFailure): Promise<boolean> {
    await this.ready();
    return this.accountAlertJobs.markFailed(failure);
  }

  async unsubscribeAccountAlert(token: string): Promise<boolean> {
    await this.ready();
    return this.accountAlertJobs.unsubscribe(token);
  }

  async accountAlertEmails(userId: string): Promise<AccountAlertEmail[]> {
    await this.ready();
    return this.accountAlertJobs.of(userId);
  }

  replaceSignInCode(code: SignInCodeInput): Promise<void> {
    return this.accounts.replaceSignInCode(code);
  }

  signInCode(attemptId: string): Promise<StoredSignInCode | null> {
    return this.accounts.signInCode(attemptId);
  }

  countWrongSignInTry(attemptId: string): Promise<number> {
    return this.accounts.countWrongSignInTry(attemptId);
  }

  useSignInCode(
    attemptId: string,
    codeHash: string,
    now: Date,
    maxWrongTries: number,
  ): Promise<string | null> {
    return this.accounts.useSignInCode(attemptId, codeHash, now, maxWrongTries);
  }

  accountForEmail(email: string, now: Date): Promise<ShopperAccount> {
    return this.accounts.accountForEmail(email, now);
  }

  setAccountPhone(userId: string, phone: string): Promise<boolean> {
    return this.accounts.setAccountPhone(userId, phone);
  }

  startSession(session: SessionInput): Promise<void> {
    return this.accounts.startSession(session);
  }

  sessionAccount(tokenHash: string, now: Date): Promise<ShopperAccount | null> {
    return this.accounts.sessionAccount(tokenHash, now);
  }

  endSession(tokenHash: string): Promise<void> {
    return this.accounts.endSession(tokenHash);
  }

  // Reservations and their e-mails (kysely-reservations.ts, kysely-reservation-emails.ts).

  createReservation(reservation: NewReservation, now: Date): Promise<ReservationCreated> {
    return this.reservations.createReservation(reservation, now);
  }

  setPaymentSession(id: string, sessionId: string, now: Date): Promise<Reservation | null> {
    return this.reservations.setPaymentSession(id, sessionId, now);
  }

  moveReservation(
    id: string,
    from: readonly ReservationState[],
    to: ReservationState,
    at: Date,
    facts?: ReservationMoveFacts,
  ): Promise<Reservation | null> {
    return this.reservations.moveReservation(id, from, to, at, facts);
  }

  setReservationLead(id: string, leadId: string, now: Date): Promise<Reservation | null> {
    return this.reservations.setReservationLead(id, leadId, now);
  }

  reservation(id: string): Promise<Reservation | null> {
    return this.reservations.reservation(id);
  }

  reservationByReference(reference: string): Promise<Reservation | null> {
    return this.reservations.reservationByReference(reference);
  }

  reservationByPaymentSession(
    provider: PaymentProviderName,
    sessionId: string,
  ): Promise<Reservation | null> {
    return this.reservations.reservationByPaymentSession(provider, sessionId);
  }

  holdingReservationOfCar(carId: string): Promise<Reservation | null> {
    return this.reservations.holdingReservationOfCar(carId);
  }

  heldCarIds(now: Date): Promise<string[]> {
    return this.reservations.heldCarIds(now);
  }

  paidReservations(limit: number): Promise<Reservation[]> {
    return this.reservations.paidReservations(limit);
  }

  lapsedReservations(now: Date, limit: number): Promise<Reservation[]> {
    return this.reservations.lapsedReservations(now, limit);
  }

  reservationsOfUser(userId: string): Promise<Reservation[]> {
    return this.reservations.reservationsOfUser(userId);
  }

  recordPaymentEvent(
    provider: PaymentProviderName,
    eventId: string,
    reservationId: string,
    kind: string,
    receivedAt: Date,
  ): Promise<boolean> {
    return this.reservations.recordPaymentEvent(provider, eventId, reservationId, kind, receivedAt);
  }

  async queueReservationEmail(email: ReservationEmailInput): Promise<boolean> {
    return this.told(
      'reservationEmails',
      await this.reservationEmailJobs.queueReservationEmail(email),
    );
  }

  claimDueReservationEmails(
    limit: number,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedReservationEmail[]> {
    return this.reservationEmailJobs.claimDueReservationEmails(limit, now, leaseMs);
  }

  markReservationEmailSent(sent: {
    emailId: string;
    sentAt: Date;
    messageId: string;
  }): Promise<boolean> {
    return this.reservationEmailJobs.markReservationEmailSent(sent);
  }

  markReservationEmailFailed(failure: ReservationEmailFailure): Promise<boolean> {
    return this.reservationEmailJobs.markReservationEmailFailed(failure);
  }

  reservationEmails(reservationId: string): Promise<ReservationEmail[]> {
    return this.reservationEmailJobs.reservationEmails(reservationId);
  }

  // Online purchase journeys.

  async createCheckoutJourney(journey: NewCheckoutJourney, now: Date): Promise<CheckoutJourney> {
    await this.ready();
    return this.checkoutJourneys.createCheckoutJourney(journey, now);
  }

  async checkoutJourney(id: string): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.checkoutJourney(id);
  }

  async checkoutJourneyOfUser(userId: string, carId: string): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.checkoutJourneyOfUser(userId, carId);
  }

  async checkoutJourneyOfBrowser(
    browserKeyHash: string,
    carId: string,
  ): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.checkoutJourneyOfBrowser(browserKeyHash, carId);
  }

  async claimCheckoutJourney(
    id: string,
    userId: string,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.claimCheckoutJourney(id, userId, now);
  }

  async saveCheckoutStep(
    id: string,
    step: CheckoutStep,
    answers: Record<string, unknown>,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.saveCheckoutStep(id, step, answers, now);
  }

  async setCheckoutJourneyLead(
    id: string,
    leadId: string,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.setCheckoutJourneyLead(id, leadId, now);
  }

  async setCheckoutJourneyReservation(
    id: string,
    reservationId: string,
    now: Date,
  ): Promise<CheckoutJourney | null> {
    await this.ready();
    return this.checkoutJourneys.setCheckoutJourneyReservation(id, reservationId, now);
  }

  takeStockSyncLease(request: StockSyncLeaseRequest): Promise<StockSyncLease | null> {
    return this.stockSync.takeStockSyncLease(request);
  }

  finishStockSync(leaseToken: string, run: StockSyncRunInput): Promise<boolean> {
    return this.stockSync.finishStockSync(leaseToken, run);
  }

  stockSyncRuns(limit?: number): Promise<StockSyncRun[]> {
    return this.stockSync.stockSyncRuns(limit);
  }

  lastGoodStockFeed(url: string): Promise<LastGoodStockFeed | null> {
    return this.stockSync.lastGoodStockFeed(url);
  }

  /** `result`, having told the store's listeners that `queue` has new jobs when `queued`. */
  private told<T>(queue: JobQueue, result: T, queued: boolean = result === true): T {
    if (queued) this.jobsQueued(queue);
    return result;
  }
}
