import { Duplex } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';

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

/**
 * Brotli for a kept page stamped for one response, for clients that take brotli and not gzip.
 * Unlike gzip (gzip-template.ts), brotli cannot be kept in parts compressed once with holes for
 * the stamps: its decoder carries state from one block to the next (the last distances used, the
 * two bytes before a literal, how far back a reference may reach), so parts compressed apart do
 * not join into one valid stream. So the stamped page is compressed per response, at the quality
 * that costs least. Measured on a demo search page (157 KB), CPU per response including the
 * stamps and unpacking the kept gzip, in one run on a busy 2-core machine: quality 1 0.53 ms for
 * 19.1 KB; quality 2 0.99 ms for 17.9 KB; quality 4 1.39 ms for 16.6 KB; quality 5 1.97 ms for
 * 15.4 KB (the kept gzip parts: 0.10 ms for 20.2 KB; uncompressed: 0.20 ms for 157 KB).
 */
const DYNAMIC_BROTLI_QUALITY = 1;

const brotliParams = (sizeHint?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  ...(sizeHint !== undefined && { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
});

/** `text`, brotli-compressed at the fast quality above. */
export function brotliText(text: Buffer): Buffer<ArrayBuffer> {
  return brotliCompressSync(text, { params: brotliParams(text.length) });
}

/**
 * A whole answer, compressed in one call: for an answer already held in full (a GraphQL result),
 * which no stream is needed to carry. Bridging a stream to the encoder and piping its output on
 * cost more CPU than the compression itself on a search answer.
 */
export function compressedWhole(body: Buffer, coding: DynamicCoding): Buffer<ArrayBuffer> {
  return coding === 'gzip' ? gzipSync(body, { level: DYNAMIC_GZIP_LEVEL }) : brotliText(body);
}

/** Whether an answer of this content type is made per request (a page, a GraphQL answer). */
export const isDynamicText = (contentType: string) => DYNAMIC.test(contentType);

/** The codings a page or API answer made for one request is sent in, gzip first. */
export type DynamicCoding = 'gzip' | 'br';

/**
 * The body, compressed as it streams: gzip at the fast level above, or, for a client that takes
 * brotli and not gzip, brotli at the fast quality.
 */
export function compressedStream(
  body: ReadableStream<Uint8Array>,
  coding: DynamicCoding,
): ReadableStream<Uint8Array> {
  const encoder =
    coding === 'gzip'
      ? createGzip({ level: DYNAMIC_GZIP_LEVEL })
      : createBrotliCompress({ params: brotliParams() });
  return body.pipeThrough(
    Duplex.toWeb(encoder) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
}
