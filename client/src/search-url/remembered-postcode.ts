import { parsePostcode } from './near-postcode';

/**
 * The shopper's last postcode, kept in a first-party cookie (not one more browser store) so a
 * vehicle page can say how far the car is. It holds 4 digits and nothing else; SameSite=Lax and
 * a year's life, Secure over https.
 */
export const POSTCODE_COOKIE = 'forecourt_postcode';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The remembered postcode, or '' (none, a malformed value, or no document: server rendering). */
export function rememberedPostcode(
  cookie = typeof document === 'undefined' ? '' : document.cookie,
) {
  for (const part of cookie.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === POSTCODE_COOKIE) return parsePostcode(value);
  }
  return '';
}

/** Remembers a well-formed postcode; '' forgets it. Does nothing outside a browser. */
export function rememberPostcode(postcode: string): void {
  if (typeof document === 'undefined') return;
  const value = parsePostcode(postcode);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const life = value === '' ? 'max-age=0' : `max-age=${MAX_AGE_SECONDS}`;
  document.cookie = `${POSTCODE_COOKIE}=${value}; path=/; ${life}; samesite=lax${secure}`;
}
