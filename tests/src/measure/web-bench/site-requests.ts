import { request } from 'node:http';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import { readPersistedOperations } from '@forecourt/server/api-access/persisted-operations';

/** What a browser sends with every request: the answers may come compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

/** The headers the web client's GraphQL transport sends (client/src/relay/fetch-graphql.ts). */
export const GRAPHQL_HEADERS = {
  ...BROWSER_HEADERS,
  'content-type': 'application/json',
  accept: 'application/graphql-response+json',
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
} as const;

/** The web client's persisted id of the operation named `name`, from the map the server holds. */
export function persistedIdOf(name: string): string {
  for (const [id, text] of readPersistedOperations()) {
    if (text.startsWith(`query ${name}(`) || text.startsWith(`query ${name} {`)) return id;
  }
  throw new Error(`The web client has no persisted operation ${name}`);
}

/** The body the web client posts for a persisted operation: its id and variables, no text. */
export function persistedBody(id: string, variables: Record<string, unknown>): string {
  return JSON.stringify({
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: id } },
  });
}

/**
 * A POST of a persisted operation to the site's /graphql (node:http, as fetch would not send the
 * site's Host header), answering its data or throwing with its errors.
 */
export function postPersisted<T>(port: number, host: string, body: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { ...GRAPHQL_HEADERS, 'accept-encoding': 'identity', host },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const parsed = JSON.parse(text) as { data?: T; errors?: { message: string }[] };
          if (parsed.errors?.length || !parsed.data) {
            reject(new Error(`GraphQL answered ${response.statusCode}: ${text.slice(0, 300)}`));
          } else {
            resolve(parsed.data);
          }
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
