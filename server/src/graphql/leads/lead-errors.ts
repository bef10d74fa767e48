import { FORM_TOKEN_MAX_AGE_HOURS, type FormTokenProblem } from '../../leads/lead-form-token.js';
import type { LeadRateDecision } from '../../rate-limits/lead-rate-limiter.js';
import { badInput, type ValidationError } from '../common/input-validation-error.js';
import { IdempotencyConflictError, RateLimitedError } from '../common/refusals.js';

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

/** The input field a lead form's token travels in. */
export const FORM_TOKEN_FIELD = 'formToken';

/**
 * Why a form token was refused, as the form shows it to the shopper (the error's message puts
 * the field's name in front, for a partner): what happened, and what to do. The site's own forms
 * are refreshed with a fresh token as they show this (the browser asks for one, a page sent
 * without JavaScript comes back with one) and keep everything typed, so "send again" is all the
 * shopper does; the browser even sends again by itself once. A partner asks `startLeadForm`.
 */
export const FORM_TOKEN_MESSAGES: Readonly<Record<FormTokenProblem, string>> = {
  missing:
    'This form was sent without its security token, so it was not sent on. We refreshed the form and kept your details: please send it again.',
  expired: `This form was open for more than ${FORM_TOKEN_MAX_AGE_HOURS} hours, so it expired. We refreshed it and kept your details: please send it again.`,
  forged:
    'This form’s security token was not issued by this site (it may be from before the site was updated), so it was not sent on. We refreshed the form and kept your details: please send it again.',
  'other-site':
    'This form came from another site’s page, so it was not sent on. We refreshed it for this site and kept your details: please send it again.',
  used: 'This form was already used to send an enquiry, so it was not sent twice. We refreshed it and kept your details: to send another enquiry, please send it again.',
};

export function formTokenError(problem: FormTokenProblem): ValidationError {
  return badInput(FORM_TOKEN_FIELD, FORM_TOKEN_MESSAGES[problem]);
}
