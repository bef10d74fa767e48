import { createHash } from 'node:crypto';

/**
 * The browser sends an idempotency key with each lead: a retried submit (a lost answer, a double
 * click) carries the same key and payload and gets the first answer back; the same key with
 * another payload is a mistake the site refuses rather than silently answering for the wrong lead.
 */

/** Longest key accepted; a UUID is 36 characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The key was used before, on this site, for a submission with another payload. */
export class LeadIdempotencyConflictError extends Error {
  override readonly name = 'LeadIdempotencyConflictError';

  constructor(readonly idempotencyKey: string) {
    super(
      `idempotencyKey: "${idempotencyKey}" was already used for a different enquiry; ` +
        'send a new key for a new enquiry',
    );
  }
}

/** Throws a RangeError naming the field when the key cannot be one. */
export function checkIdempotencyKey(key: string): void {
  if (key.trim() === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(
      `idempotencyKey: must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters, not blank`,
    );
  }
}

/** JSON with object keys sorted, so the same payload hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const entries = Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries);
  });
}

/** SHA-256 (hex) of what the browser submitted: equal for equal payloads, key order aside. */
export function hashLeadSubmission(submitted: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(submitted) ?? 'undefined')
    .digest('hex');
}
