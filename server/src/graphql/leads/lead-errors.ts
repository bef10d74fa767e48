import { GraphQLError } from 'graphql';
import type { LeadRateDecision } from '../../rate-limits/lead-rate-limiter.js';

/**
 * The refusals of a lead submission, as GraphQLErrors (so error masking lets them through) with a
 * code the browser acts on and a message the shopper can act on.
 */

export const LEAD_ERROR_CODES = {
  /**
   * Fields refused (`badInputs` in graphql/common): `extensions.issues` lists `{ field, message }`,
   * field as the form names it.
   */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** A limit on submissions was reached: `extensions.retryAfterSeconds`. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The idempotency key was used before with other details. */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** The form was sent sooner after it opened than a person fills it in. */
  SENT_TOO_QUICKLY: 'SENT_TOO_QUICKLY',
} as const;

const SECONDS_PER_MINUTE = 60;

/** "1 minute", "10 minutes": a wait is never shown shorter than a minute. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / SECONDS_PER_MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function rateLimitedError(
  decision: Extract<LeadRateDecision, { allowed: false }>,
): GraphQLError {
  const wait = minutesText(decision.retryAfterSeconds);
  const message =
    decision.scope === 'connection'
      ? `Too many enquiries from this connection. Please try again in ${wait}.`
      : `This site is receiving too many enquiries right now. Please try again in ${wait}.`;
  return new GraphQLError(message, {
    extensions: {
      code: LEAD_ERROR_CODES.RATE_LIMITED,
      scope: decision.scope,
      retryAfterSeconds: decision.retryAfterSeconds,
    },
  });
}

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This form was already sent with different details. Please reload the page to send a new enquiry.';

export function idempotencyConflictError(): GraphQLError {
  return new GraphQLError(IDEMPOTENCY_CONFLICT_MESSAGE, {
    extensions: { code: LEAD_ERROR_CODES.IDEMPOTENCY_CONFLICT },
  });
}

/**
 * A person who was that quick sends the form again (by then it has been open long enough); a
 * robot learns nothing about what tripped it.
 */
export const SENT_TOO_QUICKLY_MESSAGE = 'Please check your details and send the form again.';

export function sentTooQuicklyError(): GraphQLError {
  return new GraphQLError(SENT_TOO_QUICKLY_MESSAGE, {
    extensions: { code: LEAD_ERROR_CODES.SENT_TOO_QUICKLY },
  });
}
