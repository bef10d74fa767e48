import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import type { BootResponse, PersistedOperationRequest } from '../ssr-contract';
import { bootResponseCache } from './boot-responses';

/** One entry of a response's `errors`; `extensions` may say more, e.g. the inputs it rejects. */
export interface GraphQLErrorBody {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** Sends one operation's persisted id and variables; answers the GraphQL response body. */
export type ExecuteGraphQL = (
  body: PersistedOperationRequest,
) => Promise<{ data?: unknown; errors?: readonly GraphQLErrorBody[] }>;

/** An answer with GraphQL errors. It keeps them whole, so a form can show each rejected field's message. */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';

  constructor(readonly errors: readonly GraphQLErrorBody[]) {
    super(errors.map((e) => e.message).join('; '));
  }
}

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
    // relay-compiler persists every operation (relay.config.json): the artifacts carry no text.
    if (!operation.id) throw new Error(`Operation ${operation.name} has no persisted id`);
    const response = await execute({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    });
    if (response.errors && response.errors.length > 0) {
      throw new GraphQLResponseError(response.errors);
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
