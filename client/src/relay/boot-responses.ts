import type { GraphQLResponse } from 'relay-runtime';
import type { BootResponse } from '../ssr-contract';

/*
 * The page carries the GraphQL answers the server rendered it with, rather than the normalised
 * Relay store: the store repeats long record keys (a search page's facets made it ten times
 * larger), while the answers are what the server sent anyway. The browser's Relay network serves
 * each one once, so loading the page's routes fills the store with no request.
 */

export const bootResponseKey = (operation: string, variables: Record<string, unknown>) =>
  `${operation}:${JSON.stringify(variables)}`;

/** The page's answers by operation and variables; each is handed out once. */
export function bootResponseCache(responses: readonly BootResponse[]) {
  const byKey = new Map(
    responses.map((r) => [
      bootResponseKey(r.operation, r.variables),
      r.response as GraphQLResponse,
    ]),
  );
  return {
    take(operation: string, variables: Record<string, unknown>): GraphQLResponse | undefined {
      const key = bootResponseKey(operation, variables);
      const response = byKey.get(key);
      byKey.delete(key);
      return response;
    },
  };
}
