import { createHash } from 'node:crypto';

/** A strong validator of a body: its hash, the same on every replica. */
export function entityTag(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A weak validator: for answers equal in meaning whose bytes differ (a page's per-response
 * stamps), of the answer's text or of the pieces that make it, in order.
 */
export function weakEtagOf(content: string | readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const piece of typeof content === 'string' ? [content] : content) hash.update(piece);
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether the request's If-None-Match names `etag` or is `*`: the weak comparison RFC 9110 asks
 * for GET, so a weak and a strong tag of the same value match.
 */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
