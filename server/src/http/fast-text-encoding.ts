import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Pages and API answers are made afresh for each request, so they are compressed for speed:
 * brotli at quality 3 came out as small as gzip's default level (6) on a search page in about a
 * third of the time, and gzip at level 3 is the fallback for a client without brotli. Scripts,
 * styles and drawings keep the server adapter's own encoder. The encoders are Node's zlib (the
 * platform's CompressionStream has no brotli on Node 20), bridged to the web stream the page is.
 */
const DYNAMIC = /^(text\/html|application\/(json|graphql-response\+json))/;

export const DYNAMIC_BROTLI_QUALITY = 3;
export const DYNAMIC_GZIP_LEVEL = 3;

export type FastEncoding = 'br' | 'gzip';

/** Whether an answer of this content type is made per request (a page, a GraphQL answer). */
export const isDynamicText = (contentType: string) => DYNAMIC.test(contentType);

/** The encoding to use for a client's Accept-Encoding: brotli, else gzip, else none. */
export function fastEncodingFor(acceptEncoding: string | null): FastEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The body, compressed as it streams. */
export function encodeStream(
  body: ReadableStream<Uint8Array>,
  encoding: FastEncoding,
): ReadableStream<Uint8Array> {
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
        })
      : createGzip({ level: DYNAMIC_GZIP_LEVEL });
  return body.pipeThrough(
    Duplex.toWeb(encoder) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
}
