import { GraphQLError } from 'graphql';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * Rejected input answers a GraphQLError (so Yoga's error masking lets it through) whose message
 * names every offending field and why, e.g. `first: must be between 1 and 100`.
 */
export function inputValidationError(result: StandardSchemaV1.FailureResult): GraphQLError {
  const issues = result.issues.map((issue) => ({
    field: (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' ? segment.key : segment))
      .join('.'),
    message: issue.message,
  }));
  const message = issues
    .map(({ field, message }) => (field ? `${field}: ${message}` : message))
    .join('; ');
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', issues } });
}

/** A rejection raised by a resolver rather than a schema: same shape as above. */
export function badInput(field: string, message: string): GraphQLError {
  return new GraphQLError(`${field}: ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', issues: [{ field, message }] },
  });
}
