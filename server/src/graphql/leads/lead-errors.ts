import { FORM_TOKEN_MAX_AGE_HOURS, type FormTokenProblem } from '../../leads/lead-form-token.js';
import type { LeadRateDecision } from '../../rate-limits/lead-rate-limiter.js';
import { badInput, type ValidationError } from '../common/input-validation-error.js';
import { IdempotencyConflictError, RateLimitedError, TooFastError } from '../common/refusals.js';

/**
 * The refusals of a lead submission, as the typed errors of its result union, each with a message
 * the shopper can act on.
 */

const SECONDS_PER_MINUTE = 60;

/** "1 minute", "10 minutes": a wait is never shown shorter than a minute. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / SECONDS_PER_MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function rateLimitedError(
  decision: Extract<LeadRateDecision, { allowed: false }>,
): RateLimitedError {
  const wait = minutesText(decision.retryAfterSeconds);
  const message = decision.surge
    ? `This site is receiving a great many enquiries right now, so each connection can send only a few. Please try again in ${wait}.`
    : `Too many enquiries from this connection. Please try again in ${wait}.`;
  return new RateLimitedError(message, decision.scope, decision.retryAfterSeconds, decision.surge);
}

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This form was already sent with different details. Please reload the page to send a new enquiry.';

export function idempotencyConflictError(): IdempotencyConflictError {
  return new IdempotencyConflictError(IDEMPOTENCY_CONFLICT_MESSAGE);
}

/**
 * A person who was that quick sends the form again (by then it has been open long enough); a
 * robot learns nothing about what tripped it.
 */
export const SENT_TOO_QUICKLY_MESSAGE = 'Please check your details and send the form again.';

export function sentTooQuicklyError(): TooFastError {
  return new TooFastError(SENT_TOO_QUICKLY_MESSAGE);
}

/** The input field a lead form's token travels in. */
export const FORM_TOKEN_FIELD = 'formToken';

/**
 * Why a form token was refused, as the banner shows it to the shopper (the error's message puts
 * the field's name in front, for a partner). A token this site did not sign (forged, or signed
 * before the secret changed) or signed for another site is refused like a missing or expired one:
 * the browser fetches a fresh token and keeps everything typed, and the shopper sends again.
 */
export const FORM_TOKEN_MESSAGES: Readonly<Record<FormTokenProblem, string>> = {
  missing:
    'This form was sent without the token it gets when it opens (startLeadForm). Your details are kept: please send it again.',
  expired: `This form was open for more than ${FORM_TOKEN_MAX_AGE_HOURS} hours. Your details are kept: please check them and send it again.`,
  forged:
    'This form’s token was not issued by this site (startLeadForm issues one when the form opens). Your details are kept: please send it again.',
  'other-site':
    'This form’s token was issued by another site, not this one. Your details are kept: please send it again from this site’s page.',
};

export function formTokenError(problem: FormTokenProblem): ValidationError {
  return badInput(FORM_TOKEN_FIELD, FORM_TOKEN_MESSAGES[problem]);
}
