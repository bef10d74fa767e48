import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';

/** Sends one operation's text and variables; answers the GraphQL response body. */
export type ExecuteGraphQL = (body: {
  query: string;
  variables: Record<string, unknown>;
}) => Promise<{ data?: unknown; errors?: readonly { message: string }[] }>;

/**
 * One Relay environment per request on the server, one per page load in the browser. `records`
 * is the store snapshot the server rendered with, so hydration reads it instead of fetching.
 */
export function createRelayEnvironment(execute: ExecuteGraphQL, records?: RecordMap): Environment {
  const fetchFn: FetchFunction = async (operation, variables) => {
    if (!operation.text) throw new Error(`Operation ${operation.name} has no text`);
    const response = await execute({ query: operation.text, variables });
    if (response.errors && response.errors.length > 0) {
      throw new Error(response.errors.map((e) => e.message).join('; '));
    }
    return response as GraphQLResponse;
  };
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource(records)),
    isServer: typeof window === 'undefined',
  });
}
