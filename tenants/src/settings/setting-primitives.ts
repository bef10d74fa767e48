/** Value types the site settings share. */

import { z } from 'zod';

export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
/** Text a shopper reads: never blank. */
export const text = z.string().trim().min(1);
/** A path of this site: a second / or \ would make browsers leave for another host. */
export const path = z.string().regex(/^\/(?![/\\])\S*$/, 'a path starting with /');

export const phoneNumber = z.string().regex(/^[+\d\s()-]{8,20}$/, 'a phone number');

/** Adds "must not be more than max" at the min of a range whose min is above its max. */
export function minNotAboveMax(range: { min: number; max: number }, ctx: z.RefinementCtx): void {
  if (range.min > range.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['min'],
      message: `must not be more than max (${range.max})`,
    });
  }
}

/**
 * The base address of an outside service, which the `appended` path (starting with /) follows:
 * http(s), without query or fragment, and without a trailing slash, which would double the path's.
 */
export function serviceBaseUrl(appended: string) {
  return z
    .url({ protocol: /^https?$/, error: 'an http(s) address' })
    .refine((url) => !/[?#]/.test(url), `no query or fragment (the ${appended} path is appended)`)
    .transform((url) => url.replace(/\/+$/, ''));
}

/** How long a call to an outside service may take before the page goes on without it. */
export function serviceTimeoutMs(defaultMs: number, maxMs: number) {
  return z
    .number()
    .int()
    .positive('must be more than 0 ms')
    .max(maxMs, `at most ${maxMs} ms`)
    .default(defaultMs);
}
