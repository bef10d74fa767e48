/**
 * Who sent a request, for per-connection limits. The socket's address, unless the server runs
 * behind reverse proxies the operator declares (TRUSTED_PROXY_HOPS): then X-Forwarded-For, read
 * from the right, because each proxy appends the address it saw and only what our own proxies
 * wrote can be believed (a client may send any X-Forwarded-For it likes).
 */

export const TRUSTED_PROXY_HOPS_ENV = 'TRUSTED_PROXY_HOPS';

/** The address of a request whose sender cannot be told (no socket, no trusted header). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** The shopper's connection as the API sees it. */
export interface RequestClient {
  address: string;
  /** The User-Agent header, '' when none was sent. */
  userAgent: string;
}

/** How many reverse proxies of ours stand in front of the server; 0 (none) when unset. */
export function trustedProxyHopsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[TRUSTED_PROXY_HOPS_ENV]?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(
      `${TRUSTED_PROXY_HOPS_ENV}: "${raw}" is not a number of proxies (0, 1, 2 …); ` +
        'set it to how many reverse proxies forward requests to this server',
    );
  }
  return hops;
}

/** The Node socket the request came on, as the HTTP adapter hands it over. */
function socketAddress(serverContext: unknown): string | undefined {
  const req = (serverContext as { req?: { socket?: { remoteAddress?: string } } } | undefined)?.req;
  return req?.socket?.remoteAddress;
}

export function requestClient(
  request: Request,
  serverContext: unknown,
  trustedProxyHops: number,
): RequestClient {
  return {
    address: clientAddress(request, serverContext, trustedProxyHops),
    userAgent: request.headers.get('user-agent') ?? '',
  };
}

export function clientAddress(
  request: Request,
  serverContext: unknown,
  trustedProxyHops: number,
): string {
  if (trustedProxyHops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    // The outermost trusted proxy wrote the address it received the request from.
    const address = forwarded[forwarded.length - trustedProxyHops];
    if (address) return address;
  }
  return socketAddress(serverContext) ?? UNKNOWN_CLIENT_ADDRESS;
}
