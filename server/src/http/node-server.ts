import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { logger } from '../logger.js';
import { useTextCompression } from './compress-response.js';
import { checkRequestTarget } from './request-target.js';

/** The app: a fetch-style handler, given the HTTP adapter's context (the Node socket). */
export type FetchHandler = (request: Request, serverContext: object) => Promise<Response>;

export interface NodeServerOptions {
  /** How long a client has to send a request's headers (Node answers 408 after). */
  headersTimeoutMs?: number;
  /** How long a client has to send a whole request, body included (Node answers 408 after). */
  requestTimeoutMs?: number;
  /** How long an idle kept-alive connection stays open for the next request. */
  keepAliveTimeoutMs?: number;
  /** Where a failure of the server's own is logged (the answer says nothing of it). */
  log?: Pick<typeof logger, 'error'>;
}

/** Generous for a phone on a poor connection; short enough that idle sockets cannot pile up. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Requests are small (forms and GraphQL documents), so a slow trickle is not a shopper. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** The answer to a failure of our own: generic, with nothing of the code or the machine in it. */
const INTERNAL_ERROR = 'Something went wrong on our side. Please try again in a moment.';

function plainText(response: ServerResponse, status: number, text: string, headers = {}) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/**
 * The Node HTTP server in front of the app. Before the app (or the adapter, which builds a URL
 * from the Host header and the target) sees a request, the Host header and the request target are
 * checked: a malformed one is a 400 naming it, an absolute-form target is served by its path, and
 * a path with doubled slashes or a backslash is redirected to its plain form. Headers and bodies
 * must arrive within their timeouts, so a client that stops sending is answered 408 and its
 * connection closed. Anything the app throws is logged and answered with a plain 500, unless its
 * sender has hung up. Text
 * answers leave compressed for a client that accepts it (compress-response.ts).
 */
export function createNodeServer(handler: FetchHandler, options: NodeServerOptions = {}): Server {
  const {
    headersTimeoutMs = HEADERS_TIMEOUT_MS,
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs = KEEP_ALIVE_TIMEOUT_MS,
    log = logger,
  } = options;
  const adapter = createServerAdapter(
    async (request: Request, serverContext: object) => {
      try {
        return await handler(request, serverContext);
      } catch (error) {
        // A sender that hung up is no failure of ours (what was under way for it stops with an
        // AbortError), and nobody reads the answer: not logged, so hang-ups cannot flood the log.
        if (request.signal.aborted) return new Response(null, { status: 503 });
        log.error({ err: error, url: request.url }, 'request failed');
        return new Response(INTERNAL_ERROR, {
          status: 500,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
    },
    { plugins: [useTextCompression()] },
  );

  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s unless told).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs, requestTimeoutMs),
    },
    (request: IncomingMessage, response: ServerResponse) => {
      const check = checkRequestTarget(
        request.method ?? 'GET',
        request.url ?? '',
        request.headers.host,
      );
      if (check.kind === 'refuse') return plainText(response, check.status, check.message);
      if (check.kind === 'redirect') {
        return plainText(response, 301, `Moved to ${check.location}`, { location: check.location });
      }
      request.url = check.path;
      if (check.host !== undefined) request.headers.host = check.host;
      void adapter(request, response);
    },
  );
  server.keepAliveTimeout = keepAliveTimeoutMs;
  return server;
}
