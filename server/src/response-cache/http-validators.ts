import { withChangedHeaders } from '../http/changed-headers.js';
import { compressedFormsOf, keepCompressedForms } from '../http/kept-compression.js';
import { matchesIfNoneMatch, weakEtagOf } from '../http/entity-tags.js';
import { OWN_BROWSER_CACHE_CONTROL } from './cache-policy.js';

/** The 304 for a request whose copy is current: the validators and caching headers, no body. */
export function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of ['etag', 'cache-control', 'vary']) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

/**
 * A public GraphQL answer to a GET with its weak ETag, or a 304 when the request's copy is
 * current. Only GETs: a POST is not kept by any HTTP cache.
 */
export async function withGraphQLValidators(
  request: Request,
  response: Response,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  if (response.status !== 200 || !response.headers.get('cache-control')?.startsWith('public')) {
    return response;
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.set('etag', weakEtagOf(body));
  headers.set('content-length', String(Buffer.byteLength(body)));
  if (matchesIfNoneMatch(request, headers.get('etag')!)) return notModified(headers);
  const tagged = new Response(body, { status: 200, headers });
  // A kept answer's compressed forms go with its body.
  const forms = compressedFormsOf(response);
  if (forms) keepCompressedForms(tagged, forms);
  return tagged;
}

/**
 * A shared cache may store a Set-Cookie with the answer and hand it to everyone: an answer that
 * sets a cookie (a new visitor's first page) is kept by the visitor's own browser only.
 */
export function keptPrivateWhenSettingCookies(response: Response): Response {
  if (!response.headers.has('set-cookie')) return response;
  if (!response.headers.get('cache-control')?.startsWith('public')) return response;
  return withChangedHeaders(response, (headers) =>
    headers.set('cache-control', OWN_BROWSER_CACHE_CONTROL),
  );
}
