import { DEFAULT_LEAD_DELIVERY_MAX_ATTEMPTS } from '@forecourt/tenants/settings/lead-delivery-settings.schema';
import { describe, expect, it } from 'vitest';
import { retryDelayMs, retrySpanMs } from '../jobs/retry-backoff.js';
import {
  LEAD_DELIVERY_OUTAGE_COVERED_MS,
  LEAD_DELIVERY_RETRY_POLICY,
} from './lead-delivery-retry.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const shortest = () => 0;
const longest = () => 1;

describe('lead delivery retries', () => {
  it('double from 30 s and never wait more than an hour', () => {
    const ceilings = Array.from({ length: 10 }, (_, i) =>
      retryDelayMs(i + 1, LEAD_DELIVERY_RETRY_POLICY, longest),
    );
    expect(ceilings.map((ms) => ms / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it('by default, keep trying for more than a day however the jitter falls', () => {
    const attempts = DEFAULT_LEAD_DELIVERY_MAX_ATTEMPTS;
    const least = retrySpanMs(attempts, LEAD_DELIVERY_RETRY_POLICY, shortest);
    const most = retrySpanMs(attempts, LEAD_DELIVERY_RETRY_POLICY, longest);
    expect(least).toBeGreaterThan(LEAD_DELIVERY_OUTAGE_COVERED_MS);
    // The figures the policy's comment and the README give: 24 h 1¾ min to 48 h 3½ min.
    expect(least).toBe(24 * HOUR_MS + 1.75 * MINUTE_MS);
    expect(most).toBe(48 * HOUR_MS + 3.5 * MINUTE_MS);
    // One attempt fewer would not be enough at the shortest waits.
    expect(retrySpanMs(attempts - 1, LEAD_DELIVERY_RETRY_POLICY, shortest)).toBeLessThan(
      LEAD_DELIVERY_OUTAGE_COVERED_MS,
    );
  });
});
