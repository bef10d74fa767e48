import { GraphQLResponseError } from '../relay/create-relay-environment';

/** The error code GraphQL gives an argument it refuses (a slug too long, a page out of range…). */
const BAD_USER_INPUT = 'BAD_USER_INPUT';

const refusedInput = (error: unknown) =>
  error instanceof GraphQLResponseError &&
  error.errors.length > 0 &&
  error.errors.every((e) => e.extensions?.code === BAD_USER_INPUT);

/**
 * The HTTP status of a page whose route data failed: 400 when every failure is the API refusing
 * what the address asked for (the address is wrong, not the server), 500 otherwise.
 */
export function failureStatus(errors: Readonly<Record<string, unknown>>): 400 | 500 {
  const failures = Object.values(errors);
  return failures.length > 0 && failures.every(refusedInput) ? 400 : 500;
}
