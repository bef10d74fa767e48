import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import {
  PhotoFetchError,
  type FetchedPhoto,
  type PhotoFetcher,
} from '../../media/photo-fetcher.port.js';

/**
 * Dealer photos over HTTP(S), as a stock feed names them. A feed is written by someone else, so
 * each address is treated as hostile: only http and https; every connection (the first and each
 * redirect's) goes through an agent that refuses private, loopback and link-local addresses
 * after DNS has answered, so neither a crafted address nor a redirect nor a rebinding DNS name
 * reaches the platform's own network; a time limit over the whole exchange; a byte limit enforced
 * while the body streams in; and only raster image types are taken.
 *
 * node:http rather than fetch: fetch cannot check the address it connects to, the agent can.
 */

/** Raster formats sharp decodes; SVG is refused (it is a document, and may reference others). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
const USER_AGENT = 'Forecourt photo fetcher';

export interface HttpPhotoFetcherOptions {
  /** The whole exchange, redirects and body included. */
  timeoutMs?: number;
  /** A larger photo is not a web photo; it is refused while it streams in. */
  maxBytes?: number;
  /** Redirects followed (each checked like the first address) before giving up. */
  maxRedirects?: number;
  /**
   * Addresses or CIDR ranges that may be reached although private (a photo server on the local
   * network, or a test's server on 127.0.0.1); none by default.
   */
  allowedAddresses?: readonly string[];
}

export const DEFAULT_PHOTO_FETCH_TIMEOUT_MS = 10_000;
export const DEFAULT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const DEFAULT_PHOTO_MAX_REDIRECTS = 3;

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

export class HttpPhotoFetcher implements PhotoFetcher {
  readonly #timeoutMs: number;
  readonly #maxBytes: number;
  readonly #maxRedirects: number;
  readonly #httpAgent: http.Agent;
  readonly #httpsAgent: https.Agent;

  constructor({
    timeoutMs = DEFAULT_PHOTO_FETCH_TIMEOUT_MS,
    maxBytes = DEFAULT_PHOTO_MAX_BYTES,
    maxRedirects = DEFAULT_PHOTO_MAX_REDIRECTS,
    allowedAddresses = [],
  }: HttpPhotoFetcherOptions = {}) {
    this.#timeoutMs = timeoutMs;
    this.#maxBytes = maxBytes;
    this.#maxRedirects = maxRedirects;
    const filter = { allowIPAddressList: [...allowedAddresses], keepAlive: true };
    this.#httpAgent = new RequestFilteringHttpAgent(filter);
    this.#httpsAgent = new RequestFilteringHttpsAgent(filter);
  }

  async fetchPhoto(url: string): Promise<FetchedPhoto> {
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let address = parseAddress(url);
    for (let redirects = 0; ; redirects++) {
      const response = await this.#get(address, signal);
      const status = response.statusCode ?? 0;
      if (isRedirect(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new PhotoFetchError('http-error', `answered HTTP ${status} without a Location`);
        if (redirects >= this.#maxRedirects) {
          throw new PhotoFetchError('refused', `redirected more than ${this.#maxRedirects} times`);
        }
        address = parseAddress(new URL(location, address).href);
        continue;
      }
      if (status === 404 || status === 410) {
        response.resume();
        throw new PhotoFetchError('not-found', `answered HTTP ${status}`);
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new PhotoFetchError('http-error', `answered HTTP ${status}`);
      }
      const contentType = (response.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!IMAGE_TYPES.has(contentType)) {
        response.destroy();
        throw new PhotoFetchError(
          'not-an-image',
          `is ${contentType ? `"${contentType}"` : 'of no declared type'}, not a JPEG, PNG, WebP, AVIF or GIF image`,
        );
      }
      return { bytes: await this.#readLimited(response, signal), contentType };
    }
  }

  #get(address: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const client = address.protocol === 'https:' ? https : http;
    const agent = address.protocol === 'https:' ? this.#httpsAgent : this.#httpAgent;
    return new Promise((resolve, reject) => {
      const request = client.get(
        address,
        {
          agent,
          signal,
          headers: { accept: [...IMAGE_TYPES].join(', '), 'user-agent': USER_AGENT },
        },
        resolve,
      );
      request.on('error', (error) => reject(describeError(error, signal)));
    });
  }

  async #readLimited(response: IncomingMessage, signal: AbortSignal): Promise<Uint8Array> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.#maxBytes) {
      response.destroy();
      throw new PhotoFetchError(
        'too-large',
        `is ${declared} bytes, more than the ${this.#maxBytes} allowed`,
      );
    }
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        received += chunk.byteLength;
        if (received > this.#maxBytes) {
          response.destroy();
          throw new PhotoFetchError(
            'too-large',
            `is more than the ${this.#maxBytes} bytes allowed`,
          );
        }
        chunks.push(chunk);
      }
    } catch (error) {
      throw describeError(error, signal);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }
}

function parseAddress(url: string): URL {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new PhotoFetchError('refused', 'is not an address');
  }
  if (address.protocol !== 'http:' && address.protocol !== 'https:') {
    throw new PhotoFetchError('refused', `uses ${address.protocol}, not http or https`);
  }
  if (address.username || address.password) {
    throw new PhotoFetchError('refused', 'carries credentials');
  }
  return address;
}

function describeError(error: unknown, signal: AbortSignal): PhotoFetchError {
  if (error instanceof PhotoFetchError) return error;
  if (signal.aborted)
    return new PhotoFetchError('timeout', 'did not arrive in time', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  // The agent's refusal of a private address.
  if (/is not allowed/.test(message)) {
    return new PhotoFetchError('refused', 'points at a private network address', { cause: error });
  }
  const code = (error as { code?: unknown } | null)?.code;
  return new PhotoFetchError(
    'unreachable',
    `is unreachable${typeof code === 'string' ? ` (${code})` : ''}`,
    { cause: error },
  );
}
