import { z } from 'zod';
import { DEFAULT_SERVICE_CATEGORY } from '@forecourt/schema/leads/lead-form-options';
import { text } from './setting-primitives.js';

/**
 * The Book a Service page (spec 1 §2): the site's own page at /service (the General Enquiry form
 * with the service category chosen, beside the service locations), or, for a dealer who books
 * through the manufacturer, that booking page instead.
 */
export const servicePageSchema = z
  .strictObject({
    externalUrl: z
      .url({ protocol: /^https$/, error: 'an https:// address' })
      .optional()
      .describe(
        'The manufacturer’s online service booking. Set: /service answers a redirect (302) there, and the site’s links to /service (footer, menu) lead there directly, as do service locations’ cards unless locations.bookServiceUrl names another page. Unset: /service is the site’s own Book a Service page.',
      ),
    category: text
      .default(DEFAULT_SERVICE_CATEGORY)
      .describe(
        'The General Enquiry category the Book a Service form starts with; one of leadForms.categories (or its generalEnquiry override).',
      ),
  })
  .prefault({})
  .describe('The Book a Service page at /service.');

export type ServicePageSettings = z.infer<typeof servicePageSchema>;
