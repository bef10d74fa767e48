/**
 * Text responses (pages, scripts, styles, SVG photos, JSON) leave gzip-compressed when the
 * browser accepts it: on a phone's connection this is most of a page's load time. The platform's
 * own CompressionStream streams it, so a server-rendered page still flushes as it renders.
 */
const COMPRESSIBLE =
  /^(text\/|application\/(json|graphql-response\+json|javascript)|image\/svg\+xml)/;

/** Bodies smaller than this gain nothing from compression. */
const MIN_BYTES = 1024;

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    length < MIN_BYTES ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'accept-encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
