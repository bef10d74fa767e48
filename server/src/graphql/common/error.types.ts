import { builder } from '../../builder.js';
import { NotFoundError, ValidationError, type InputIssue } from './input-validation-error.js';
import { IdempotencyConflictError, RateLimitedError, type RateLimitScope } from './refusals.js';

/**
 * The typed errors of the result unions: a field that can refuse answers one of these instead of
 * its payload (`... on ValidationError { issues { field message } }`). Every one carries a
 * message a shopper or a partner can act on.
 */

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'A refusal a client can act on: every typed error of a result union is one.',
  fields: (t) => ({
    message: t.exposeString('message', {
      description: 'What went wrong and what to do, in words to show the shopper.',
    }),
  }),
});

const InputIssueRef = builder.objectRef<InputIssue>('InputIssue').implement({
  description: 'One refused field of an input, and why.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description:
        'The field as the input (or the form) names it, e.g. "email", "vehicle.year"; empty when the refusal is about the input as a whole.',
    }),
    message: t.exposeString('message', { description: 'Why it was refused.' }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused: every offending field and why, nothing was recorded.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    issues: t.field({
      type: [InputIssueRef],
      description: 'Each refused field with its reason, in the order found.',
      resolve: (error) => error.issues,
    }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'An id of the input names nothing of this site (another site’s counts as none).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field holding the id.' }),
    reason: t.exposeString('reason', {
      description: 'Why the id was refused, without the field’s name in front.',
    }),
  }),
});

const RateLimitScopeEnum = builder.enumType('RateLimitScope', {
  description: 'Whose allowance ran out.',
  values: {
    CONNECTION: { value: 'connection', description: 'This connection’s own (client address).' },
    SITE: { value: 'site', description: 'The whole site’s, shared by every connection.' },
  } as const satisfies Record<string, { value: RateLimitScope; description: string }>,
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'A limit on requests was reached: nothing was recorded; try again later.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    scope: t.field({
      type: RateLimitScopeEnum,
      description: 'Whose allowance ran out.',
      resolve: (error) => error.scope,
    }),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'Seconds until a request is taken again.',
    }),
    surge: t.exposeBoolean('surge', {
      description:
        'Refused by the stricter allowance the site applies while it receives far more requests than usual.',
    }),
  }),
});

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description:
    'The idempotency key was used before with other details: nothing was recorded; send the new details under a new key.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
