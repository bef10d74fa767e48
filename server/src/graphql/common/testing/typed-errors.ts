import { expect } from 'vitest';

/**
 * Reading the typed errors of a result union in tests, as a client does: one selection of every
 * error's fields, and the refusal a response's root field answered.
 */

const FIELDS_OF: Readonly<Record<string, string>> = {
  ValidationError: 'issues { field message }',
  NotFoundError: 'field reason',
  RateLimitedError: 'scope retryAfterSeconds surge',
};

/**
 * The selection of a result union's typed errors, beside `... on <Payload> { … }`: the message of
 * each, and the fields of those of `types` (the union's own: a fragment of another type is refused).
 */
export function typedErrorFields(...types: TypedError['__typename'][]): string {
  const own = types
    .filter((type) => FIELDS_OF[type] !== undefined)
    .map((type) => `... on ${type} { ${FIELDS_OF[type]} }`);
  return ['__typename', '... on Error { message }', ...own].join('\n');
}

export interface TypedError {
  __typename: 'ValidationError' | 'NotFoundError' | 'RateLimitedError' | 'IdempotencyConflictError';
  message: string;
  issues?: { field: string; message: string }[];
  field?: string;
  reason?: string;
  scope?: 'CONNECTION' | 'SITE';
  retryAfterSeconds?: number;
  surge?: boolean;
}

const isTypedError = (value: unknown): value is TypedError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { __typename?: unknown }).__typename === 'string' &&
  (value as { __typename: string }).__typename.endsWith('Error');

/** The typed error the response's (one) root field answered; undefined for a payload. */
export function refusalOf(response: { data?: unknown }): TypedError | undefined {
  const data = response.data;
  if (typeof data !== 'object' || data === null) return undefined;
  return Object.values(data).find(isTypedError);
}

/**
 * The refused fields of the response's refusal, `field: message` sorted: a ValidationError's
 * issues, a NotFoundError's one field; none for any other answer.
 */
export function refusedFieldsOf(response: { data?: unknown }): string[] {
  const refusal = refusalOf(response);
  if (refusal?.__typename === 'NotFoundError') return [`${refusal.field}: ${refusal.reason}`];
  if (refusal?.__typename !== 'ValidationError') return [];
  return (refusal.issues ?? []).map(({ field, message }) => `${field}: ${message}`).sort();
}

/** The response answered its payload: no error, and no typed refusal. */
export function expectAnswered(response: { data?: unknown; errors?: unknown }): void {
  expect(response.errors).toBeUndefined();
  expect(refusalOf(response)).toBeUndefined();
}
