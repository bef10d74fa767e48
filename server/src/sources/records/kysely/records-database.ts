import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { SimilarityCriteria } from '../../../stock/similar-cars.js';
import type {
  LeadCustomer,
  LeadDealership,
  LeadDestination,
  LeadDestinationKind,
  LeadKind,
  LeadReviewHold,
  LeadVehicle,
} from '../../../leads/lead.types.js';
import type { LeadDeliveryStatus } from '../../../leads/lead-records.port.js';
import type { SimilarCarAlertStatus } from '../../../alerts/similar-car-alerts.port.js';
import type {
  SimilarCarAlertEmailStatus,
  SimilarCarArrival,
} from '../../../alerts/similar-car-alert-emails.port.js';
import type {
  AccountAlertEmailStatus,
  AccountAlertKind,
  AccountAlertPayload,
  SavedSearchCriteria,
} from '../../../saved-searches/account-alerts.port.js';
import type {
  StockSyncOutcome,
  StockSyncTrigger,
} from '../../../stock-sync/stock-sync-records.port.js';
import type { FeedImportOutcome } from '../../../stock-sync/stock-sync.types.js';
import type {
  PaymentProviderName,
  ReservationCar,
  ReservationShopper,
  ReservationState,
} from '../../../reservations/reservation.types.js';

/** The records tables as Kysely sees them (see migrations/ for how they are made). */
export interface RecordsDatabase {
  car_view_days: CarViewDaysTable;
  phone_reveals: PhoneRevealsTable;
  contact_phone_reveals: ContactPhoneRevealsTable;
  analytics_events: AnalyticsEventsTable;
  similar_car_alerts: SimilarCarAlertsTable;
  similar_car_alert_emails: SimilarCarAlertEmailsTable;
  leads: LeadsTable;
  lead_idempotency_keys: LeadIdempotencyKeysTable;
  used_lead_form_tokens: UsedLeadFormTokensTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_events: LeadEventsTable;
  partner_keys: PartnerKeysTable;
  watchlist_entries: WatchlistEntriesTable;
  saved_cars: SavedCarsTable;
  saved_searches: SavedSearchesTable;
  saved_search_seen_cars: SavedSearchSeenCarsTable;
  price_drop_alerts: PriceDropAlertsTable;
  watchlist_price_marks: WatchlistPriceMarksTable;
  account_alert_emails: AccountAlertEmailsTable;
  shopper_accounts: ShopperAccountsTable;
  sign_in_codes: SignInCodesTable;
  shopper_sessions: ShopperSessionsTable;
  reservations: ReservationsTable;
  reservation_payment_events: ReservationPaymentEventsTable;
  reservation_emails: ReservationEmailsTable;
  checkout_journeys: CheckoutJourneysTable;
  stock_sync_leases: StockSyncLeasesTable;
  stock_sync_runs: StockSyncRunsTable;
  stock_snapshots: StockSnapshotsTable;
}

export interface CarViewDaysTable {
  site: string;
  car_id: string;
  visitor_key: string;
  /** Written as `YYYY-MM-DD`; never read back, only counted. */
  day: ColumnType<Date, string, string>;
}

export interface PhoneRevealsTable {
  id: Generated<string>;
  site: string;
  car_id: string;
  dealership_id: string;
  occurred_at: ColumnType<Date, Date, Date>;
}

export interface ContactPhoneRevealsTable {
  id: Generated<string>;
  site: string;
  location_id: string | null;
  occurred_at: ColumnType<Date, Date, Date>;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  site: string;
  event_id: number;
  car_id: string | null;
  visitor_key: string | null;
  occurred_at: ColumnType<Date, Date, Date>;
}

export interface SimilarCarAlertsTable {
  site: string;
  /** A bigint: read back as text. */
  id: Generated<string>;
  car_id: string;
  /** Written as JSON text, read back parsed. */
  criteria: JSONColumnType<SimilarityCriteria>;
  email: string | null;
  phone: string | null;
  /** Computed by the database from email and phone; never written. */
  contact_key: ColumnType<string, never, never>;
  known_similar_car_ids: JSONColumnType<string[]>;
  unsubscribe_token: string;
  status: ColumnType<
    SimilarCarAlertStatus,
    SimilarCarAlertStatus | undefined,
    SimilarCarAlertStatus
  >;
  matched_car_id: string | null;
  created_at: ColumnType<Date, Date, Date>;
  due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  unsubscribed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface SimilarCarAlertEmailsTable {
  /** A bigint: read back as text. */
  id: Generated<string>;
  site: string;
  alert_id: string;
  recipient: string;
  cars: JSONColumnType<SimilarCarArrival[]>;
  status: ColumnType<
    SimilarCarAlertEmailStatus,
    SimilarCarAlertEmailStatus | undefined,
    SimilarCarAlertEmailStatus
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  lease_token: string | null;
  last_attempt_at: NullableTimestamp;
  last_error: string | null;
  message_id: string | null;
  sent_at: NullableTimestamp;
  dead_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LeadsTable {
  lead_id: string;
  site: string;
  kind: LeadKind;
  category: string;
  subcategory: string;
  car_id: string | null;
  customer: JSONColumnType<LeadCustomer>;
  message: string | null;
  vehicle: JSONColumnType<LeadVehicle | null, string | null, string | null>;
  dealership: JSONColumnType<LeadDealership>;
  payload: JSONColumnType<Record<string, unknown>>;
  /** Null: an ordinary lead; else why it is held for review. */
  held_for_review: JSONColumnType<LeadReviewHold | null, string | null, string | null>;
  created_at: Timestamp;
}

export interface LeadIdempotencyKeysTable {
  site: string;
  idempotency_key: string;
  payload_hash: string;
  lead_id: string;
  created_at: Timestamp;
}

export interface UsedLeadFormTokensTable {
  site: string;
  token_id: string;
  lead_id: string;
  used_at: Timestamp;
}

export interface LeadDeliveriesTable {
  /** A bigint: read back as text. */
  id: Generated<string>;
  site: string;
  lead_id: string;
  destination_kind: LeadDestinationKind;
  destination: JSONColumnType<LeadDestination>;
  status: ColumnType<LeadDeliveryStatus, LeadDeliveryStatus | undefined, LeadDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  lease_token: string | null;
  last_attempt_at: NullableTimestamp;
  last_error: string | null;
  delivered_at: NullableTimestamp;
  dead_at: NullableTimestamp;
  created_at: Timestamp;
  /** The follow-up (its lead event's name) the job delivers; null: the lead itself. */
  follow_up: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LeadEventsTable {
  id: Generated<string>;
  site: string;
  lead_id: string;
  name: string;
  occurred_at: Timestamp;
  payload: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface PartnerKeysTable {
  site: string;
  id: string;
  label: string;
  key_hash: string;
  key_hint: string;
  requests_per_minute: number;
  cost_per_minute: number;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface WatchlistEntriesTable {
  site: string;
  user_id: string;
  car_id: string;
  created_at: Timestamp;
}

export interface SavedCarsTable {
  site: string;
  user_id: string;
  list: 'favourites' | 'compare';
  car_id: string;
  created_at: Timestamp;
}

export interface SavedSearchesTable {
  id: string;
  site: string;
  user_id: string;
  email: string;
  label: string;
  path: string;
  query: string;
  filters: JSONColumnType<SavedSearchCriteria>;
  alerts_enabled: boolean;
  unsubscribe_token: string;
  created_at: Timestamp;
}

export interface SavedSearchSeenCarsTable {
  site: string;
  saved_search_id: string;
  car_id: string;
}

export interface PriceDropAlertsTable {
  site: string;
  user_id: string;
  email: string;
  enabled: boolean;
  unsubscribe_token: string;
  created_at: Timestamp;
}

export interface WatchlistPriceMarksTable {
  site: string;
  user_id: string;
  car_id: string;
  price: number;
  marked_at: Timestamp;
}

export interface AccountAlertEmailsTable {
  /** A bigint: read back as text. */
  id: Generated<string>;
  site: string;
  kind: AccountAlertKind;
  saved_search_id: string | null;
  user_id: string;
  recipient: string;
  unsubscribe_token: string;
  payload: JSONColumnType<AccountAlertPayload>;
  status: ColumnType<
    AccountAlertEmailStatus,
    AccountAlertEmailStatus | undefined,
    AccountAlertEmailStatus
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  lease_token: string | null;
  last_attempt_at: NullableTimestamp;
  last_error: string | null;
  message_id: string | null;
  sent_at: NullableTimestamp;
  dead_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ShopperAccountsTable {
  site: string;
  id: string;
  email: string;
  phone: string | null;
  created_at: Timestamp;
}

export interface SignInCodesTable {
  site: string;
  attempt_id: string;
  email: string;
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ShopperSessionsTable {
  site: string;
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ReservationsTable {
  id: string;
  site: string;
  reference: string;
  car_id: string;
  car_slug: string;
  user_id: string | null;
  journey_id: string | null;
  idempotency_key: string;
  details: JSONColumnType<{ shopper: ReservationShopper; car: ReservationCar }>;
  deposit_cents: number;
  currency: string;
  state: ReservationState;
  provider: PaymentProviderName;
  payment_session_id: string | null;
  payment_id: string | null;
  lead_id: string | null;
  payment_due_by: Timestamp;
  hold_until: NullableTimestamp;
  paid_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReservationPaymentEventsTable {
  site: string;
  provider: PaymentProviderName;
  event_id: string;
  reservation_id: string;
  kind: string;
  received_at: Timestamp;
}

/** What a reservation e-mail tells the shopper. */
export type ReservationEmailKind = 'confirmed' | 'released' | 'refunded';

export interface ReservationEmailsTable {
  id: Generated<string>;
  site: string;
  reservation_id: string;
  kind: ReservationEmailKind;
  recipient: string;
  payload: JSONColumnType<Record<string, unknown>>;
  status: ColumnType<'pending' | 'sent' | 'dead', 'pending' | 'sent' | 'dead' | undefined>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  lease_token: string | null;
  last_attempt_at: NullableTimestamp;
  last_error: string | null;
  message_id: string | null;
  sent_at: NullableTimestamp;
  dead_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CheckoutJourneysTable {
  id: string;
  site: string;
  car_id: string;
  user_id: string | null;
  browser_key_hash: string | null;
  lead_id: string | null;
  reservation_id: string | null;
  steps: JSONColumnType<Record<string, Record<string, unknown>>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StockSyncLeasesTable {
  site: string;
  lease_token: string | null;
  leased_until: NullableTimestamp;
  last_started_at: NullableTimestamp;
}

export interface StockSyncRunsTable {
  id: Generated<string>;
  site: string;
  trigger: StockSyncTrigger;
  url: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  outcome: StockSyncOutcome;
  summary: JSONColumnType<FeedImportOutcome | null, string | null, string | null>;
  error: string | null;
  etag: string | null;
  last_modified: string | null;
  content_sha256: string | null;
}

export interface StockSnapshotsTable {
  site: string;
  version: number;
  written_at: ColumnType<Date, Date, Date>;
  car_count: number;
  /** The cars as the import wrote them; read back through the car schema. */
  cars: JSONColumnType<unknown[], string, string>;
}
