import { GraphQLResponseError, type GraphQLErrorBody } from './create-relay-environment';

/** Why a request was refused: messages for the form's own fields, and one for the whole form. */
export interface SubmitFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  general: string | null;
}

/** Said when the request never got an answer (offline, server down). */
export const NO_ANSWER_MESSAGE =
  "We couldn't reach the dealer's website. Check your connection and try again.";

/** One refused field of a rejected input: its path in the input, and why. */
export interface InputIssue {
  field: string;
  message: string;
}

const isIssue = (value: unknown): value is InputIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InputIssue).field === 'string' &&
  typeof (value as InputIssue).message === 'string';

/** The field issues (`extensions.issues`) of one error of a rejected request; none if it has none. */
export function inputIssuesOf(error: GraphQLErrorBody): InputIssue[] {
  const issues = error.extensions?.issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}

/**
 * Reads a failed request: a rejected input answers `extensions.issues` ({ field, message }) for
 * each field it refuses; those `fieldOfPath` maps (`input.email` → `email`) go under the form's
 * inputs, anything else (another field, an error without issues) is the form's error, in the
 * server's words.
 */
export function readSubmitFailure<Field extends string>(
  error: unknown,
  fieldOfPath: Readonly<Partial<Record<string, Field>>>,
): SubmitFailure<Field> {
  if (!(error instanceof GraphQLResponseError)) return { fields: {}, general: NO_ANSWER_MESSAGE };
  const fields: SubmitFailure<Field>['fields'] = {};
  const general: string[] = [];
  for (const graphQLError of error.errors) {
    const issues = inputIssuesOf(graphQLError);
    if (issues.length === 0) {
      general.push(graphQLError.message);
      continue;
    }
    for (const issue of issues) {
      const field = fieldOfPath[issue.field];
      if (field) fields[field] ??= issue.message;
      else general.push(issue.message);
    }
  }
  return { fields, general: general.length > 0 ? [...new Set(general)].join(' ') : null };
}
