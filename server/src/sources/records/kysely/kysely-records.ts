import type { Site } from '@forecourt/tenants/site';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { recordsMigrationProvider } from '../migrations/records-migrations.js';
import type { JobQueue } from '../../../jobs/job-queues.js';
import type { Records, SiteRecords } from '../records.port.js';
import { KyselySiteRecords } from './kysely-site-records.js';
import type { RecordsDatabase } from './records-database.js';

/**
 * Records in PostgreSQL or PGlite: the same SQL through Kysely, whichever dialect `db` has. The
 * first use migrates when `migrate()` was not called first, so a store nobody touches (a test
 * that never records anything) never even starts its database.
 */
export class KyselyRecords implements Records {
  private migrated: Promise<void> | undefined;
  private readonly jobListeners = new Map<JobQueue, (() => void)[]>();

  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    /** Runs once the database is closed (e.g. gives up the claim on PGlite's folder). */
    private readonly afterClose?: () => Promise<void>,
  ) {}

  forSite(site: Site): SiteRecords {
    return new KyselySiteRecords(
      this.db,
      site.config.slug,
      () => this.migrate(),
      (queue) => {
        for (const listener of this.jobListeners.get(queue) ?? []) listener();
      },
    );
  }

  onJobsQueued(queue: JobQueue, listener: () => void): void {
    this.jobListeners.set(queue, [...(this.jobListeners.get(queue) ?? []), listener]);
  }

  migrate(): Promise<void> {
    this.migrated ??= this.migrateToLatest().catch((error: unknown) => {
      // Let a later call try again (e.g. the database was briefly unreachable).
      this.migrated = undefined;
      throw error;
    });
    return this.migrated;
  }

  async close(): Promise<void> {
    await this.db.destroy();
    await this.afterClose?.();
  }

  private migrateToLatest(): Promise<void> {
    return migrateRecordsDatabase(this.db);
  }
}

/**
 * Brings the records database to the latest migration. Kysely's migrator takes a lock, so
 * replicas (and a command beside them) starting at once migrate it once.
 */
export async function migrateRecordsDatabase(db: Kysely<RecordsDatabase>): Promise<void> {
  const migrator = new Migrator({ db, provider: recordsMigrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    // No migration failed: the database itself could not be reached or opened.
    const what = failed ? `migration ${failed.migrationName} failed` : 'the database did not open';
    throw new Error(`records: ${what}: ${reason}`, { cause: error });
  }
}
