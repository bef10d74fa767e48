/** Value types the site settings share. */

import { z } from 'zod';

export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
/** Text a shopper reads: never blank. */
export const text = z.string().trim().min(1);
/** A path of this site: a second / or \ would make browsers leave for another host. */
export const path = z.string().regex(/^\/(?![/\\])\S*$/, 'a path starting with /');

export const phoneNumber = z.string().regex(/^[+\d\s()-]{8,20}$/, 'a phone number');
