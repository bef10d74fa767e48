import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import type { BootResponse } from '../ssr-contract';
import { bootResponseCache } from './boot-responses';

/** Sends one operation's text and variables; answers the GraphQL response body. */
export type ExecuteGraphQL = (body: {
  query: string;
  variables: Record<string, unknown>;
}) => Promise<{ data?: unknown; errors?: readonly { message: string }[] }>;

export interface RelayEnvironmentOptions {
  /** The answers the server rendered the page with (browser): served once, without a request. */
  bootResponses?: readonly BootResponse[];
  /** Called with every successful answer (server), to send them along with the page. */
  onResponse?: (response: BootResponse) => void;
}

/** One Relay environment per request on the server, one per page load in the browser. */
export function createRelayEnvironment(
  execute: ExecuteGraphQL,
  { bootResponses = [], onResponse }: RelayEnvironmentOptions = {},
): Environment {
  const boot = bootResponseCache(bootResponses);
  const fetchFn: FetchFunction = async (operation, variables) => {
    const served = boot.take(operation.name, variables);
    if (served) return served;
    if (!operation.text) throw new Error(`Operation ${operation.name} has no text`);
    const response = await execute({ query: operation.text, variables });
    if (response.errors && response.errors.length > 0) {
      throw new Error(response.errors.map((e) => e.message).join('; '));
    }
    onResponse?.({ operation: operation.name, variables, response });
    return response as GraphQLResponse;
  };
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource()),
    isServer: typeof window === 'undefined',
  });
}
