import { GraphQLError } from 'graphql';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * The one place "bad input" errors are built, from a schema's refusals or a resolver's: a
 * ValidationError with a message that names every offending field and why
 * (`first: must be between 1 and 100`) and the issues `{ field, message }` for the browser to
 * show each at its field. A mutation lists it among its typed errors (error.types.ts); a query
 * answers it as a GraphQLError (so Yoga's error masking lets it through) with code
 * BAD_USER_INPUT and the same `extensions.issues`.
 */

export interface InputIssue {
  /** The field as the input (or the form) names it, e.g. "email", "vehicle.year"; '' for none. */
  field: string;
  message: string;
}

const issueText = ({ field, message }: InputIssue) => (field ? `${field}: ${message}` : message);

/** Input refused: every offending field and why. */
export class ValidationError extends GraphQLError {
  readonly issues: readonly InputIssue[];

  constructor(issues: readonly InputIssue[]) {
    super(issues.map(issueText).join('; '), { extensions: { code: 'BAD_USER_INPUT', issues } });
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

/**
 * An id that names nothing of this site (another site's counts as none): a refused field of its
 * own kind, so a form can tell it apart, answered like any refused field where no type says so.
 */
export class NotFoundError extends ValidationError {
  readonly field: string;
  readonly reason: string;

  constructor(field: string, reason: string) {
    super([{ field, message: reason }]);
    this.name = 'NotFoundError';
    this.field = field;
    this.reason = reason;
  }
}

/** Every refused field at once. */
export function badInputs(issues: readonly InputIssue[]): ValidationError {
  return new ValidationError(issues);
}

/** One refused field. */
export function badInput(field: string, message: string): ValidationError {
  return badInputs([{ field, message }]);
}

/** A schema's refusals (the validation plugin's), each field named by its path. */
export function inputValidationError(result: StandardSchemaV1.FailureResult): ValidationError {
  return badInputs(
    result.issues.map((issue) => ({
      field: (issue.path ?? [])
        .map((segment) => (typeof segment === 'object' ? segment.key : segment))
        .join('.'),
      message: issue.message,
    })),
  );
}
