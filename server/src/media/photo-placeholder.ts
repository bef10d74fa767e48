/**
 * What a shopper sees where a feed photo could not be had (the dealer's host answered 404,
 * timed out, sent no image or too large a one): a neutral 4:3 picture of a camera, never a
 * broken image. It is cached briefly, so the real photo shows once it can be had again.
 */
export const PHOTO_PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="Photo unavailable">' +
  '<rect width="800" height="600" fill="#e5e7eb"/>' +
  '<g fill="none" stroke="#9ca3af" stroke-width="14" stroke-linejoin="round">' +
  '<path d="M310 250h40l20-30h60l20 30h40a20 20 0 0 1 20 20v110a20 20 0 0 1-20 20H310a20 20 0 0 1-20-20V270a20 20 0 0 1 20-20z"/>' +
  '<circle cx="400" cy="325" r="42"/></g></svg>';

/** Long enough to spare the dealer's host a page view's worth of requests, short enough to recover. */
export const PHOTO_PLACEHOLDER_CACHE_CONTROL = 'public, max-age=60';
