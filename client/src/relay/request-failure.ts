import { GraphQLResponseError } from './create-relay-environment';

/** Said when the request never got an answer (offline, server down). */
export const NO_ANSWER_MESSAGE =
  "We couldn't reach the dealer's website. Check your connection and try again.";

/**
 * Why a request failed before any field could answer a typed refusal (a limit on requests, the
 * server unwell): the answer's error messages, once each; without an answer, that it never came.
 */
export function requestFailureMessages(error: unknown): string[] {
  if (!(error instanceof GraphQLResponseError)) return [NO_ANSWER_MESSAGE];
  return [...new Set(error.errors.map(({ message }) => message))];
}
