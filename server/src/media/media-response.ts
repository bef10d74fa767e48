import { entityTag, matchesIfNoneMatch } from '../http/entity-tags.js';

/** Generated images and the logo change only with the stock or the site: a day's cache is safe. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** 200 with the body, or 304 when the client's copy is current; HEAD gets the headers only. */
export function cachedResponse(
  request: Request,
  body: string | Uint8Array,
  contentType: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const tag = entityTag(body);
  const headers = {
    'content-type': contentType,
    'cache-control': MEDIA_CACHE_CONTROL,
    etag: tag,
    ...extraHeaders,
  };
  if (matchesIfNoneMatch(request, tag)) {
    return new Response(null, {
      status: 304,
      headers: { 'cache-control': MEDIA_CACHE_CONTROL, etag: tag, ...extraHeaders },
    });
  }
  const payload = typeof body === 'string' ? body : new Uint8Array(body);
  return new Response(request.method === 'HEAD' ? null : payload, { status: 200, headers });
}

export function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
