/**
 * The response with its headers changed by `change`. Every page and API answer passes a few such
 * steps (the visitor cookie, caching, security headers); each changes the response's own headers
 * when they may change, as they may on any response made with `new Response`, rather than copying
 * the response (a new header list and body stream per step, per request). Responses whose headers
 * the platform made immutable (`Response.redirect`, `Response.error`, fetch's answers) throw a
 * TypeError at the first change, before anything changed: those are copied, then changed.
 */
export function withChangedHeaders(
  response: Response,
  change: (headers: Headers) => void,
): Response {
  try {
    change(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
