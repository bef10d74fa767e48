import type { ColumnType, Generated } from 'kysely';

/** The records tables as Kysely sees them (see migrations/ for how they are made). */
export interface RecordsDatabase {
  car_view_days: CarViewDaysTable;
  phone_reveals: PhoneRevealsTable;
  analytics_events: AnalyticsEventsTable;
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
