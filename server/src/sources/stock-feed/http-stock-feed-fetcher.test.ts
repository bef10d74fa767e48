import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  StockFeedFetchError,
  type StockFeedFetchRequest,
} from '../../stock-sync/stock-feed-fetcher.port.js';
import { HttpStockFeedFetcher } from './http-stock-feed-fetcher.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real feed server on a free local port; each test says how it answers. */
let handler: Handler;
let server: Server;
let origin: string;
const requests: IncomingMessage['headers'][] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.headers);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  requests.length = 0;
});

const FEED = 'stockNumber,make,model\nA1,Toyota,Corolla\n';
const PASSWORD = 'correct-horse-battery-staple';
const API_KEY = 'key-7f3a9c1e5b';
const env = { FEED_USER: 'dealer42', FEED_PASSWORD: PASSWORD, FEED_KEY: API_KEY };

function request(overrides: Partial<StockFeedFetchRequest['settings']> = {}, previous = null) {
  return {
    settings: {
      url: `${origin}/feeds/stock.csv?token=abc`,
      auth: null,
      timeoutSeconds: 5,
      maxBytes: 1024,
      ...overrides,
    },
    env,
    previous,
  } satisfies StockFeedFetchRequest;
}

const fetcher = new HttpStockFeedFetcher();

async function failure(promise: Promise<unknown>): Promise<StockFeedFetchError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StockFeedFetchError);
  return error as StockFeedFetchError;
}

/** Answers the feed with an ETag and Last-Modified, or 304 when the client already has it. */
const ETAG = '"v1"';
const LAST_MODIFIED = 'Sat, 28 Nov 2026 01:00:00 GMT';
const conditionalFeed: Handler = (request, response) => {
  if (request.headers['if-none-match'] === ETAG) {
    response.writeHead(304).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/csv',
    etag: ETAG,
    'last-modified': LAST_MODIFIED,
  });
  response.end(FEED);
};

describe('HttpStockFeedFetcher', () => {
  it('downloads the feed with its validators', async () => {
    handler = conditionalFeed;
    const result = await fetcher.fetchFeed(request());
    expect(result).toEqual({
      status: 'fetched',
      content: new TextEncoder().encode(FEED),
      etag: ETAG,
      lastModified: LAST_MODIFIED,
    });
    expect(requests[0]?.['if-none-match']).toBeUndefined();
  });

  it('sends the last validators back and skips a feed that has not changed (304)', async () => {
    handler = conditionalFeed;
    const result = await fetcher.fetchFeed({
      ...request(),
      previous: { etag: ETAG, lastModified: LAST_MODIFIED },
    });
    expect(result).toEqual({ status: 'unchanged' });
    expect(requests[0]).toMatchObject({
      'if-none-match': ETAG,
      'if-modified-since': LAST_MODIFIED,
    });
  });

  describe('authentication', () => {
    const guarded: Handler = (request, response) => {
      const basic = `Basic ${Buffer.from(`dealer42:${PASSWORD}`).toString('base64')}`;
      const allowed =
        request.headers.authorization === basic || request.headers['x-api-key'] === API_KEY;
      response.writeHead(allowed ? 200 : 401).end(allowed ? FEED : 'who are you?');
    };

    it('is refused with 401 without credentials, and says so without naming a secret', async () => {
      handler = guarded;
      const error = await failure(fetcher.fetchFeed(request()));
      expect(error.message).toBe(
        `stock feed ${origin}/feeds/stock.csv answered HTTP 401 (check feedSync.auth)`,
      );
    });

    it('sends basic authentication from the environment', async () => {
      handler = guarded;
      const result = await fetcher.fetchFeed(
        request({
          auth: { kind: 'basic', usernameEnv: 'FEED_USER', passwordEnv: 'FEED_PASSWORD' },
        }),
      );
      expect(result.status).toBe('fetched');
    });

    it('sends a header secret from the environment', async () => {
      handler = guarded;
      const result = await fetcher.fetchFeed(
        request({ auth: { kind: 'header', header: 'X-Api-Key', valueEnv: 'FEED_KEY' } }),
      );
      expect(result.status).toBe('fetched');
    });

    it('names an unset environment variable without fetching', async () => {
      handler = guarded;
      const error = await failure(
        fetcher.fetchFeed(
          request({ auth: { kind: 'header', header: 'X-Api-Key', valueEnv: 'MISSING_KEY' } }),
        ),
      );
      expect(error.message).toBe(
        `stock feed ${origin}/feeds/stock.csv cannot be fetched: the environment variable MISSING_KEY is not set`,
      );
      expect(requests).toHaveLength(0);
    });

    it('never repeats the secret in an error, even when the server echoes it back', async () => {
      handler = (request, response) => {
        // A redirect whose address carries the secret the request sent.
        response.writeHead(302, { location: `/login/${String(request.headers['x-api-key'])}` });
        response.end();
      };
      const error = await failure(
        fetcher.fetchFeed(
          request({ auth: { kind: 'header', header: 'X-Api-Key', valueEnv: 'FEED_KEY' } }),
        ),
      );
      expect(error.message).toContain('answered HTTP 302');
      expect(error.message).not.toContain(API_KEY);
      expect(error.message).not.toContain('token=abc');
    });
  });

  it('refuses a server error with its status', async () => {
    handler = (_request, response) => response.writeHead(500).end('oops');
    const error = await failure(fetcher.fetchFeed(request()));
    expect(error.message).toBe(`stock feed ${origin}/feeds/stock.csv answered HTTP 500`);
  });

  it('gives up on a feed that does not arrive in time', async () => {
    handler = (_request, response) => {
      // Headers at once, then a body that never ends.
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.write('stockNumber,make\n');
    };
    const error = await failure(fetcher.fetchFeed(request({ timeoutSeconds: 1 })));
    expect(error.message).toBe(`stock feed ${origin}/feeds/stock.csv did not arrive within 1 s`);
  });

  it('refuses a feed larger than maxBytes, by its length or while it streams', async () => {
    handler = (_request, response) =>
      response.writeHead(200, { 'content-length': '2048' }).end('x'.repeat(2048));
    const declared = await failure(fetcher.fetchFeed(request()));
    expect(declared.message).toContain('is 2048 bytes, more than the 1024 allowed');

    handler = (_request, response) => {
      // Chunked, with no length to read first.
      response.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let chunk = 0; chunk < 8; chunk += 1) response.write('x'.repeat(256));
      response.end();
    };
    const streamed = await failure(fetcher.fetchFeed(request()));
    expect(streamed.message).toContain('is more than the 1024 bytes allowed');
  });

  it('says when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(
      fetcher.fetchFeed(request({ url: `http://127.0.0.1:${port}/stock.csv` })),
    );
    expect(error.message).toMatch(
      /^stock feed http:\/\/127\.0\.0\.1:\d+\/stock\.csv unreachable: /,
    );
  });
});
