import {
  usePersistedOperations,
  type CustomErrorFactory,
} from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { PersistedOperations } from './persisted-operations.js';

/**
 * Who may run documents of their own. `always`: everyone (development and tests), besides the
 * web client's persisted operations; `partners-only`: only requests with a valid partner API key
 * (production), everyone else runs the persisted operations only.
 */
export type ArbitraryDocuments = 'always' | 'partners-only';

/** Longest id a refusal repeats back. */
const MAX_ID_SHOWN = 80;

const persistedIdOf = (extensions: unknown): string | undefined => {
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)
    ?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
};

const notFound: CustomErrorFactory = ({ params }) => {
  const id = persistedIdOf(params.extensions) ?? '';
  return createGraphQLError(
    `PersistedQueryNotFound: no operation of this site's web client has the id "${id.slice(0, MAX_ID_SHOWN)}". Reload the page to get the current client, or, as a partner, send your document as "query" with your API key.`,
    { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
  );
};

const noOperation = () =>
  createGraphQLError(
    'Send an operation: the web client’s persisted id as extensions.persistedQuery.sha256Hash, or, with a partner API key, a document as "query".',
    { extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } } },
  );

const persistedOnly = () =>
  createGraphQLError(
    'This site runs its web client’s persisted operations only: send a partner API key (Authorization: Bearer fck_…) to run a document of your own.',
    {
      extensions: {
        code: 'PERSISTED_QUERY_ONLY',
        http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
      },
    },
  );

/**
 * Trusted documents: the web client sends the id relay-compiler persisted each operation under,
 * and the server runs the text the map holds for it. Documents of the caller's own are taken
 * only as `arbitraryDocuments` allows (`isPartner` tells a request with a valid key).
 */
export function trustedDocuments(options: {
  arbitraryDocuments: ArbitraryDocuments;
  persistedOperations: PersistedOperations;
  isPartner: (request: Request) => boolean;
}): Plugin {
  const { arbitraryDocuments, persistedOperations, isPartner } = options;
  return usePersistedOperations({
    getPersistedOperation: (id) => persistedOperations.get(id) ?? null,
    allowArbitraryOperations:
      arbitraryDocuments === 'always' ? true : (request) => isPartner(request),
    customErrors: {
      notFound,
      keyNotFound: noOperation,
      persistedQueryOnly: persistedOnly,
    },
  });
}
