import type { RateDecision } from '../../rate-limits/site-rate-limiter.js';
import { RateLimitedError } from '../common/refusals.js';
import { minutesText } from '../leads/lead-errors.js';

/** A reveal refused by the site's reveal limits, with a message that still gets the shopper through. */
export function phoneRevealRateLimitedError(
  decision: Extract<RateDecision, { allowed: false }>,
): RateLimitedError {
  const wait = minutesText(decision.retryAfterSeconds);
  const reason =
    decision.scope === 'connection'
      ? 'Too many phone numbers shown to this connection.'
      : 'This site has shown too many phone numbers just now.';
  const message = `${reason} Please try again in ${wait}, or send an enquiry and the dealer will call you.`;
  return new RateLimitedError(message, decision.scope, decision.retryAfterSeconds);
}
