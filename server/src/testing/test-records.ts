import { createPgliteRecords, createPostgresRecords } from '../sources/records/create-records.js';
import type { Records, SiteRecords } from '../sources/records/records.port.js';

/** Every domain's records from one store, as the composition root hands them to the domains. */
export type TestRecords = Records;

/** One site's part of them. */
export type TestSiteRecords = SiteRecords;

/**
 * Records in PGlite: in memory, or in `dataDir` when a test reopens them (after a crash, say).
 * PGlite starts on the first query, so a file that never records anything pays nothing.
 */
export function createTestRecords(dataDir?: string): TestRecords {
  return createPgliteRecords(dataDir);
}

/** Records in the PostgreSQL database `connectionString` names (migrated by the caller). */
export function createTestPostgresRecords(connectionString: string): TestRecords {
  return createPostgresRecords({ connectionString });
}
