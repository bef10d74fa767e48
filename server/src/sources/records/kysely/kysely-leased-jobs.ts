import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import { MAX_DELIVERY_CLAIM, MAX_DELIVERY_ERROR_LENGTH } from '../../../leads/lead-records.port.js';
import type { RecordsDatabase } from './records-database.js';
import { UUID } from './uuid.js';

/**
 * The statements every table of leased jobs (lead deliveries, alert e-mails) runs the same way: a
 * worker claims a site's due rows under a lease, then records the success, a retry or the dead
 * letter. Each runs unchanged on PGlite and PostgreSQL.
 */

/** Tables with a site, a pending/dead status, attempts, a lease and a next attempt. */
export type LeasedJobTable =
  'lead_deliveries' | 'similar_car_alert_emails' | 'account_alert_emails' | 'reservation_emails';

/** A bigint id as text; anything else names no row. */
const BIGINT_ID = /^\d{1,18}$/;

export interface JobLease {
  leaseToken: string;
  leaseUntil: Date;
}

/** Columns a settled job sets. */
type JobOutcome = UpdateObject<RecordsDatabase, LeasedJobTable>;

/** A failed attempt: tried again at `nextAttemptAt`, or dead-lettered when that is null. */
export interface JobFailure {
  leaseToken: string;
  failedAt: Date;
  error: string;
  nextAttemptAt: Date | null;
}

/** One site's jobs in one table of leased jobs: `site` is added to every statement. */
export class KyselyLeasedJobs {
  constructor(
    private readonly db: Kysely<RecordsDatabase>,
    private readonly table: LeasedJobTable,
    private readonly site: string,
  ) {}

  /**
   * Leases up to `limit` of the site's due jobs to one claim: each gets one more attempt and is not
   * due again until the lease ends. The caller says which columns the claimed rows return.
   */
  claimDue({ limit, now, leaseMs }: { limit: number; now: Date; leaseMs: number }) {
    if (!Number.isFinite(leaseMs) || leaseMs <= 0) {
      throw new RangeError(`leaseMs: must be more than 0, not ${leaseMs}`);
    }
    const take = Math.min(Math.max(1, Math.trunc(limit)), MAX_DELIVERY_CLAIM);
    const lease: JobLease = {
      leaseToken: randomUUID(),
      leaseUntil: new Date(now.getTime() + leaseMs),
    };
    const claim = this.db
      // Materialized: run once. Inlined as a subquery, PostgreSQL may rescan it per candidate row
      // and so claim more than `take` jobs.
      .with(
        (cte) => cte('due').materialized(),
        (db) =>
          db
            .selectFrom(this.table)
            .select('id')
            .where('site', '=', this.site)
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(take)
            // PostgreSQL: another worker's claim skips the rows this one holds instead of waiting.
            .forUpdate()
            .skipLocked(),
      )
      .updateTable(this.table)
      .set({
        attempts: sql<number>`attempts + 1`,
        lease_token: lease.leaseToken,
        // Until the lease ends nobody else takes the job; if this worker dies it is taken again.
        next_attempt_at: lease.leaseUntil,
        last_attempt_at: now,
      })
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      // Checked again on the row as locked: a claim that committed meanwhile moved it on.
      .where('site', '=', this.site)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now);
    return { lease, claim };
  }

  /** The job was done: `done` sets its final status and what to keep of it. */
  markDone(id: string, done: JobOutcome): Promise<boolean> {
    return this.settle(id, { ...done, next_attempt_at: null });
  }

  /** The attempt failed: due again at its next attempt, or dead; only its own lease may say so. */
  markFailed(
    id: string,
    { leaseToken, failedAt, error, nextAttemptAt }: JobFailure,
  ): Promise<boolean> {
    const outcome =
      nextAttemptAt === null
        ? { status: 'dead' as const, dead_at: failedAt, next_attempt_at: null }
        : { next_attempt_at: nextAttemptAt };
    return this.settle(
      id,
      { ...outcome, last_error: error.slice(0, MAX_DELIVERY_ERROR_LENGTH) },
      leaseToken,
    );
  }

  /**
   * Sets `outcome` on the site's pending job `id` and ends its lease; false when no such job is
   * pending (an unknown id, or one already settled). With `leaseToken`, only while that lease holds.
   */
  private async settle(id: string, outcome: JobOutcome, leaseToken?: string): Promise<boolean> {
    if (!BIGINT_ID.test(id) || (leaseToken !== undefined && !UUID.test(leaseToken))) return false;
    let update = this.db
      .updateTable(this.table)
      .set({ ...outcome, lease_token: null })
      .where('site', '=', this.site)
      .where('id', '=', id)
      .where('status', '=', 'pending');
    if (leaseToken !== undefined) update = update.where('lease_token', '=', leaseToken);
    const updated = await update.returning('id').executeTakeFirst();
    return updated !== undefined;
  }
}
