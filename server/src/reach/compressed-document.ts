import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { acceptsGzip } from '../http/accept-encoding.js';
import { matchesIfNoneMatch } from '../http/entity-tags.js';
import { betweenParts } from './xml-parts.js';

/**
 * A built sitemap or feed, kept gzipped. A large stock's feed is about 100 MB of XML and a
 * tenth of that gzipped: kept as text it held that much memory per site, origin and feed, and
 * every request compressed it again, seconds of CPU per crawler visit. Kept gzipped, a request
 * costs a copy of the bytes; the rare client that takes no gzip is sent it inflated as it streams.
 */
export interface CompressedDocument {
  gzip: Uint8Array<ArrayBuffer>;
  /**
   * Weak: the document is sent gzipped or not by the client's Accept-Encoding, two byte
   * sequences of one meaning, and a strong tag would have to differ between them.
   */
  etag: string;
}

/** How hard the kept copy is compressed: it is built once per stock change and sent many times. */
const KEPT_GZIP_LEVEL = 9;

/** The document written from its parts, in turn with other requests (xml-parts.ts). */
export async function compressDocument(parts: Iterable<string>): Promise<CompressedDocument> {
  const hash = createHash('sha1');
  const gzip = createGzip({ level: KEPT_GZIP_LEVEL });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, 'end');
  for (const part of parts) {
    hash.update(part);
    if (!gzip.write(part)) await once(gzip, 'drain');
    await betweenParts();
  }
  gzip.end();
  await ended;
  return { gzip: Buffer.concat(chunks), etag: `W/"${hash.digest('base64url')}"` };
}

/** The document as the request takes it: gzipped, or inflated for a client without gzip. */
export function documentResponse(
  request: Request,
  document: CompressedDocument,
  headers: { contentType: string; cacheControl: string },
): Response {
  const common = {
    'content-type': headers.contentType,
    'cache-control': headers.cacheControl,
    etag: document.etag,
    vary: 'Accept-Encoding',
  };
  if (matchesIfNoneMatch(request, document.etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const head = request.method === 'HEAD';
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response(head ? null : document.gzip, {
      headers: {
        ...common,
        'content-encoding': 'gzip',
        'content-length': String(document.gzip.byteLength),
      },
    });
  }
  const inflated = () =>
    Readable.toWeb(
      Readable.from([document.gzip]).pipe(createGunzip()),
    ) as ReadableStream<Uint8Array>;
  return new Response(head ? null : inflated(), { headers: common });
}
