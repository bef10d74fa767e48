import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { SimilarityCriteria } from '../../../stock/similar-cars.js';
import type { SimilarCarAlertStatus } from '../records.port.js';

/** The records tables as Kysely sees them (see migrations/ for how they are made). */
export interface RecordsDatabase {
  car_view_days: CarViewDaysTable;
  phone_reveals: PhoneRevealsTable;
  analytics_events: AnalyticsEventsTable;
  similar_car_alerts: SimilarCarAlertsTable;
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
