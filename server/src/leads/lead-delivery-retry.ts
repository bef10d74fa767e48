import type { RetryPolicy } from '../jobs/retry-backoff.js';

/**
 * How a failed lead delivery is tried again. A dealer's CRM may be down for a day (a weekend
 * deploy, an expired certificate); the lead must still reach it when it is back, and soon after.
 * So the wait doubles from 30 s and stops growing at an hour, and the default number of attempts
 * (`leads.maxAttempts`, 55) keeps trying for more than a day whatever the jitter draws. Each wait
 * is between half and all of its ceiling (jitter, so deliveries that failed together spread out):
 *
 *   after attempt   1     2     3     4      5      6       7       8 and on
 *   wait           15–30 s  30–60 s  1–2 min  2–4 min  4–8 min  8–16 min  16–32 min  30–60 min
 *
 * The first 7 waits add up to 31¾–63½ min; the 47 after them, 30–60 min each. The 55th attempt
 * thus comes 24 h 1¾ min to 48 h 3½ min after the first (`lead-delivery-retry.test.ts` checks it).
 */
export const LEAD_DELIVERY_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000 };

/** The outage the default attempts must outlast, at the shortest waits the jitter allows. */
export const LEAD_DELIVERY_OUTAGE_COVERED_MS = 24 * 60 * 60_000;
