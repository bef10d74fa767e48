/**
 * A mutation's refusals other than refused fields (input-validation-error.ts), each thrown by a
 * resolver and answered as a typed error of the field's result union (error.types.ts). A field
 * that throws one lists it in its `errors.types`: elsewhere it would be masked as unexpected.
 */

/** Whose allowance ran out: the connection's own, or the whole site's. */
export type RateLimitScope = 'connection' | 'site';

/** A limit on requests was reached: try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  constructor(
    message: string,
    readonly scope: RateLimitScope,
    readonly retryAfterSeconds: number,
    /** Refused by the stricter allowance of a surge rather than the usual one. */
    readonly surge = false,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/** An idempotency key was used before with other details. */
export class IdempotencyConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdempotencyConflictError';
  }
}
