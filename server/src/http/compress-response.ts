import { useContentEncoding, type FetchAPI, type ServerAdapterPlugin } from '@whatwg-node/server';
import { preferredCoding } from './accept-encoding.js';
import {
  compressedStream,
  compressedWhole,
  type DynamicCoding,
  isDynamicText,
} from './fast-text-encoding.js';
import { compressedFormsOf } from './kept-compression.js';

/**
 * Text responses (pages, scripts, styles, SVG photos, JSON, sitemaps and feeds) leave compressed
 * when the browser accepts it: on a phone's connection this is most of a page's load time. Pages
 * and API answers are gzipped at a fast level (fast-text-encoding.ts), or sent in brotli to a
 * client that takes only that; everything else with the server adapter's own encoder
 * (`useContentEncoding`, the one yoga documents), streamed, so a server-rendered page still
 * flushes as it renders. What it is applied to stays ours: it would otherwise squeeze photos and
 * PDFs too, and it does not tell caches that the answer varies. Its other half, inflating
 * compressed request bodies, is left out: no client of ours sends them.
 */
const COMPRESSIBLE =
  /^(text\/|application\/(json|graphql-response\+json|javascript|xml)|image\/svg\+xml)/;

/** Bodies smaller than this gain nothing from compression. */
const MIN_BYTES = 1024;

/**
 * An answer of a known length up to this is read whole and compressed in one call (GraphQL
 * results are made in full before they are sent); larger or unsized ones (a page as it renders)
 * are compressed as they stream.
 */
const WHOLE_MAX_BYTES = 8 * 1024 * 1024;

/** The length the answer declares; NaN when it has none (a streamed page). */
const declaredLength = (response: Response) =>
  Number(response.headers.get('content-length') ?? Number.NaN);

function worthCompressing(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  const length = declaredLength(response);
  // The body last: reading it makes the server adapter's Response build a stream for it.
  return (
    !response.headers.has('content-encoding') &&
    COMPRESSIBLE.test(type) &&
    !(length < MIN_BYTES) &&
    response.body !== null
  );
}

/**
 * The app answers with the platform's own Response, whose body only the platform's own
 * CompressionStream can read (the adapter's ponyfill cannot), so the encoder is given those.
 */
const PLATFORM_FETCH_API = globalThis as unknown as FetchAPI;

/** Answers made per request go in gzip, or in brotli to a client that takes only that. */
const DYNAMIC_CODINGS = ['gzip', 'br', 'identity'] as const;

/** The coding of a page or API answer for this request; null when it goes as it is. */
function dynamicCodingOf(response: Response, request: Request): DynamicCoding | null {
  if (!isDynamicText(response.headers.get('content-type') ?? '')) return null;
  const coding = preferredCoding(request.headers.get('accept-encoding'), DYNAMIC_CODINGS);
  return coding === 'identity' ? null : coding;
}

type ResponsePayload = Parameters<NonNullable<ServerAdapterPlugin['onResponse']>>[0];

/**
 * An answer of `length` bytes held in full, compressed in one call (or sent in the form kept for
 * it, kept-compression.ts) and handed to the adapter as bytes, in its own Response, which it
 * writes in one go.
 */
function compressWhole(
  payload: ResponsePayload,
  coding: DynamicCoding,
  headers: Headers,
  length: number,
): void | Promise<void> {
  const { response } = payload;
  const send = (compressed: Buffer<ArrayBuffer>) => {
    headers.set('content-length', String(compressed.length));
    payload.setResponse(
      new payload.fetchAPI.Response(compressed, {
        status: response.status,
        statusText: response.statusText,
        headers,
      }),
    );
  };
  const forms = compressedFormsOf(response);
  const kept = forms && (forms.byteLength ?? length) === length ? forms : undefined;
  const keptForm = kept?.[coding];
  if (keptForm) return send(keptForm);
  return response.arrayBuffer().then((body) => {
    const compressed = compressedWhole(Buffer.from(body), coding);
    if (kept) {
      kept.byteLength = body.byteLength;
      kept[coding] = compressed;
    }
    send(compressed);
  });
}

export function useTextCompression(): ServerAdapterPlugin {
  const { onResponse: encode } = useContentEncoding();
  return {
    onResponse(payload) {
      if (!encode || !worthCompressing(payload.response)) return;
      const { response } = payload;
      const coding = dynamicCodingOf(response, payload.request);
      if (coding) {
        const headers = new Headers(response.headers);
        headers.set('content-encoding', coding);
        headers.delete('content-length');
        headers.append('vary', 'accept-encoding');
        const length = declaredLength(response);
        if (length <= WHOLE_MAX_BYTES) return compressWhole(payload, coding, headers, length);
        payload.setResponse(
          new Response(compressedStream(response.body!, coding), {
            status: response.status,
            statusText: response.statusText,
            headers,
          }),
        );
        return;
      }
      return encode({
        ...payload,
        fetchAPI: PLATFORM_FETCH_API,
        setResponse(compressed) {
          compressed.headers.append('vary', 'accept-encoding');
          payload.setResponse(compressed);
        },
      });
    },
  };
}
