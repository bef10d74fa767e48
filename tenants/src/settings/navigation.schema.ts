import { z } from 'zod';
import { path, text } from './setting-primitives.js';

/** Where a site's link goes: one of its own paths, or an https address of another site. */
export const linkHref = z.union([path, z.url({ protocol: /^https$/ }).regex(/^https:\/\/[^/]/)], {
  error: 'a path starting with / or an https:// address',
});

const navigationLinkSchema = z.strictObject({
  label: text.describe('The link’s words.'),
  href: linkHref.describe('A path of this site, or an https address of another site.'),
});

/** Spec 2 §2: the header's links; an entry with children is a dropdown. */
const navigationEntrySchema = navigationLinkSchema.extend({
  children: z
    .array(navigationLinkSchema)
    .default([])
    .describe('Links of the entry’s dropdown; empty: the entry is a plain link.'),
});

const DEFAULT_NAVIGATION: z.input<typeof navigationEntrySchema>[] = [
  {
    label: 'Stock',
    href: '/search/new-used-and-demo-cars',
    children: [
      { label: 'All stock', href: '/search/new-used-and-demo-cars' },
      { label: 'New and demo', href: '/search/new-and-demo-cars' },
      { label: 'Used', href: '/search/used-cars' },
    ],
  },
  { label: 'Finance', href: '/finance' },
  { label: 'Sell your car', href: '/trade-in' },
  { label: 'Service', href: '/service' },
  { label: 'Locations', href: '/dealer-locator' },
  { label: 'Contact', href: '/contact' },
];

/** The header menu, at most 12 entries; the common menu when a site sets none. */
export const navigationSchema = z
  .array(navigationEntrySchema)
  .max(12)
  .prefault(DEFAULT_NAVIGATION)
  .describe(
    'The header’s links (at most 12); an entry with children is a dropdown. A link to any finance address (/finance, /finance-enquiry, /apply-for-finance) leads to the site’s finance page (finance.enquiryPage.path); a link to /service leads where Book a Service links lead (servicePage.externalUrl, else /service).',
  );
