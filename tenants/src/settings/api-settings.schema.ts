import { z } from 'zod';

/**
 * Who may call the site's GraphQL API from a web page on another origin. The site's own pages
 * need nothing here: every browser lets a page call its own origin. Keep the list to websites the
 * dealer runs (a second marketing site, a landing page builder): a page on a listed origin can
 * read the site's stock and send leads from a shopper's browser.
 */

/** An origin as a browser sends it in the Origin header: scheme, host and an optional port. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

export const apiSettingsSchema = z
  .strictObject({
    allowedOrigins: z
      .array(
        z
          .string()
          .regex(
            ORIGIN,
            'an origin such as https://www.example.com.au (lower case, no path or trailing /)',
          ),
      )
      .default([])
      .describe(
        'Origins of other websites whose pages may call this site’s GraphQL API from a browser ' +
          '(CORS, without cookies). The site’s own domains are always allowed.',
      ),
  })
  .prefault({})
  .describe('The GraphQL API as other websites’ pages may use it (CORS).');

export type ApiSettings = z.infer<typeof apiSettingsSchema>;
