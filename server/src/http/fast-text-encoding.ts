import { Duplex } from 'node:stream';
import { createGzip } from 'node:zlib';

/**
 * Pages and API answers are made afresh for each request, so they are compressed for speed: gzip
 * at level 3 took about a third of the default level's (6) time on a search page, for an answer
 * about a tenth larger (19.9 KB against 17.6 KB of 163 KB). Brotli at a fast quality was as small
 * as gzip's default, but cost more CPU per page than gzip's default did: a new brotli stream per
 * answer is dear. Scripts, styles and drawings keep the server adapter's own encoder. The encoder
 * is Node's zlib (the platform's CompressionStream takes no level), bridged to the page's stream.
 */
const DYNAMIC = /^(text\/html|application\/(json|graphql-response\+json))/;

export const DYNAMIC_GZIP_LEVEL = 3;

/** Whether an answer of this content type is made per request (a page, a GraphQL answer). */
export const isDynamicText = (contentType: string) => DYNAMIC.test(contentType);

/** Whether a client's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/** The body, gzipped as it streams. */
export function gzipStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = createGzip({ level: DYNAMIC_GZIP_LEVEL });
  return body.pipeThrough(
    Duplex.toWeb(encoder) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
}
