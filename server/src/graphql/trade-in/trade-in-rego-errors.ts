import type { RateDecision } from '../../rate-limits/site-rate-limiter.js';
import { RateLimitedError } from '../common/refusals.js';
import { minutesText } from '../leads/lead-errors.js';

/**
 * A rego lookup refused for the rego service's bill: the same typed error as a refused lead, with
 * a message that sends the shopper on without it.
 */
export function regoLookupRateLimitedError(
  decision: Extract<RateDecision, { allowed: false }>,
): RateLimitedError {
  const wait = minutesText(decision.retryAfterSeconds);
  const reason =
    decision.scope === 'connection'
      ? 'Too many rego lookups from this connection.'
      : 'This site has had too many rego lookups just now.';
  // No vehicle word: the steps say "car", "caravan" or the site's own label, the server need not.
  const message = `${reason} Please try again in ${wait}, or enter the details yourself.`;
  return new RateLimitedError(message, decision.scope, decision.retryAfterSeconds);
}
