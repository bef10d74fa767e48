import { GraphQLError } from 'graphql';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * The one place "bad input" errors are built, from a schema's refusals or a resolver's: a
 * GraphQLError (so Yoga's error masking lets it through) with code BAD_USER_INPUT, a message that
 * names every offending field and why (`first: must be between 1 and 100`), and
 * `extensions.issues` listing `{ field, message }` for the browser to show each at its field.
 */

export interface InputIssue {
  /** The field as the input (or the form) names it, e.g. "email", "vehicle.year"; '' for none. */
  field: string;
  message: string;
}

const issueText = ({ field, message }: InputIssue) => (field ? `${field}: ${message}` : message);

/** Every refused field at once. */
export function badInputs(issues: readonly InputIssue[]): GraphQLError {
  return new GraphQLError(issues.map(issueText).join('; '), {
    extensions: { code: 'BAD_USER_INPUT', issues },
  });
}

/** One refused field. */
export function badInput(field: string, message: string): GraphQLError {
  return badInputs([{ field, message }]);
}

/** A schema's refusals (the validation plugin's), each field named by its path. */
export function inputValidationError(result: StandardSchemaV1.FailureResult): GraphQLError {
  return badInputs(
    result.issues.map((issue) => ({
      field: (issue.path ?? [])
        .map((segment) => (typeof segment === 'object' ? segment.key : segment))
        .join('.'),
      message: issue.message,
    })),
  );
}
