import { GraphQLResponseError } from '../../relay/create-relay-environment';
import { inputIssuesOf, NO_ANSWER_MESSAGE } from '../../relay/submit-failure';

/** Why submitLead refused a lead, sorted for the form to show. */
export interface LeadSubmitFailure {
  /** Messages about one field, by its name in the form's values (or in the input, e.g. pageUrl). */
  fields: { name: string; message: string }[];
  /** Messages about the whole submission (and fields the server names without a path). */
  general: string[];
  /** The idempotency key was used before for other values: send again under a new key (its
   * message is in `general`, for when that fails too). */
  keyConflict: boolean;
  /** The form's token was refused (expired, missing, not this site's): ask for a fresh one. */
  formTokenRefused: boolean;
}

/** The error code (extensions.code) of a key sent before with other values. */
const IDEMPOTENCY_CONFLICT_CODE = 'IDEMPOTENCY_CONFLICT';

/** The input field of the form's token (useLeadFormToken). */
const FORM_TOKEN_FIELD = 'formToken';

/** The server names a field by its path in the input; the form by its path in `values`. */
const VALUES_PATH = /^(input\.)?values\./;

/**
 * Reads a failed submitLead: each BAD_USER_INPUT issue that names a field goes to that field, the
 * rest (and any other error) to the form as a whole, in the server's words; no answer at all says
 * so. Messages repeated by several errors are shown once.
 */
export function readLeadSubmitFailure(error: unknown): LeadSubmitFailure {
  if (!(error instanceof GraphQLResponseError)) {
    return {
      fields: [],
      general: [NO_ANSWER_MESSAGE],
      keyConflict: false,
      formTokenRefused: false,
    };
  }
  const fields: LeadSubmitFailure['fields'] = [];
  const general: string[] = [];
  let keyConflict = false;
  let formTokenRefused = false;
  for (const graphQLError of error.errors) {
    if (graphQLError.extensions?.code === IDEMPOTENCY_CONFLICT_CODE) keyConflict = true;
    const fieldIssues = inputIssuesOf(graphQLError);
    if (fieldIssues.length === 0) {
      general.push(graphQLError.message);
      continue;
    }
    for (const issue of fieldIssues) {
      const name = issue.field.replace(VALUES_PATH, '');
      if (name === FORM_TOKEN_FIELD) formTokenRefused = true;
      // The form shows under its inputs the fields it has; it puts the rest in its banner.
      if (name === '') general.push(issue.message);
      else fields.push({ name, message: issue.message });
    }
  }
  return { fields, general: [...new Set(general)], keyConflict, formTokenRefused };
}
