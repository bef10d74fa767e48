import { z } from 'zod';
import { manufacturerBySlug } from '@forecourt/schema/brands/manufacturers';
import { SLUG_PATTERN, slugify } from '../slugify.js';
import { text } from './setting-primitives.js';

/**
 * The site's brands (spec 1 §1–§3, spec 2 §2): the brand grids of /brands (a group shows car,
 * motorcycle, truck and group brands), each brand's page /{brand}/overview, and the header's
 * mega-menu of brand logos.
 */

export const BRAND_GRID_KINDS = ['car', 'motorcycle', 'truck', 'caravan', 'group'] as const;
export type BrandGridKind = (typeof BRAND_GRID_KINDS)[number];

/** Image files a browser shows; a brand's logo is one in the site's folder. */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** A file inside a folder: relative, no step out of it, no scheme. */
const fileInFolder = (what: string) =>
  z
    .string()
    .regex(IMAGE_FILE, `${what} must be an .svg, .png, .jpg, .webp, .avif or .gif file`)
    .refine(
      (file) => !file.startsWith('/') && !file.split(/[\\/]/).includes('..') && !file.includes(':'),
      'a file name relative to the folder (no leading /, no .., no address)',
    );

const brandEntrySchema = z
  .strictObject({
    make: z
      .string()
      .regex(SLUG_PATTERN, 'a make’s slug, e.g. toyota')
      .optional()
      .describe(
        'A make of the manufacturer list by its slug (toyota, zone-rv): its name, logo and stock page come with it. Left out: a brand of the site’s own, described by title (e.g. a group brand).',
      ),
    title: text
      .optional()
      .describe(
        'The brand’s name as shown; left out: the make’s name. Needed when make is left out or not in the list.',
      ),
    slug: z
      .string()
      .regex(SLUG_PATTERN, 'lower-case words joined by -')
      .optional()
      .describe(
        'The brand’s address: /{slug}/overview; left out: the make, else the title slugified.',
      ),
    logo: fileInFolder('logo')
      .optional()
      .describe(
        'A logo file in the site’s folder (e.g. brands/jayco.svg); left out: the make’s mark from the list, else a lettered badge.',
      ),
    banner: fileInFolder('banner')
      .optional()
      .describe('A banner image for the brand page, a file in the site folder’s images/.'),
    description: text
      .optional()
      .describe('Text of the brand page; paragraphs are separated by a blank line.'),
    skipPage: z
      .boolean()
      .default(false)
      .describe('No brand page: the grid links to url instead (and /{slug}/overview is a 404).'),
    url: z
      .url({ protocol: /^https$/, error: 'an https:// address' })
      .optional()
      .describe('The brand’s own website (https); needed when skipPage is on.'),
  })
  .superRefine((entry, ctx) => {
    const listed = entry.make === undefined ? undefined : manufacturerBySlug(entry.make);
    if (entry.make !== undefined && !listed && !(entry.title && entry.logo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['make'],
        message: `"${entry.make}" is not in the manufacturer list; give the brand its own title and logo to show it anyway`,
      });
    }
    if (entry.make === undefined && entry.title === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'a brand needs a make from the list or a title of its own',
      });
    }
    if (entry.skipPage && entry.url === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'skipPage needs the url the grid links to instead',
      });
    }
  })
  .describe('One brand of a grid.');

export type BrandEntrySetting = z.infer<typeof brandEntrySchema>;

/** The slug a brand is found by: its own, else its make's, else its title's. */
export function brandEntrySlug(entry: BrandEntrySetting): string {
  return entry.slug ?? entry.make ?? slugify(entry.title ?? '');
}

const brandListSchema = z.array(brandEntrySchema).max(200, 'at most 200 brands in a grid');

const gridSchema = (title: string, what: string) =>
  z
    .strictObject({
      title: text.default(title).describe('The grid’s heading on /brands.'),
      brands: brandListSchema.default([]).describe(`The grid’s brands, in order: ${what}.`),
    })
    .prefault({})
    .describe(`The grid of ${what}.`);

/** Slugs must be unique within a grid, or the grid would show one brand twice. */
function uniqueSlugs(brands: readonly BrandEntrySetting[] | undefined, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  brands?.forEach((entry, i) => {
    const slug = brandEntrySlug(entry);
    if (seen.has(slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['brands', i, 'slug'],
        message: `"${slug}" is already a brand of this grid`,
      });
    }
    seen.add(slug);
  });
}

const grid = (title: string, what: string) =>
  gridSchema(title, what).superRefine((g, ctx) => uniqueSlugs(g.brands, ctx));

export const brandsSchema = z
  .strictObject({
    grids: z
      .strictObject({
        car: z
          .strictObject({
            title: text.default('Car brands').describe('The grid’s heading on /brands.'),
            brands: brandListSchema
              .optional()
              .describe(
                'The grid’s brands, in order; left out: every make in the site’s stock, by name.',
              ),
          })
          .prefault({})
          .superRefine((g, ctx) => uniqueSlugs(g.brands, ctx))
          .describe('The grid of car brands (on a dealer site, its only grid).'),
        motorcycle: grid('Motorcycle brands', 'motorcycle brands'),
        truck: grid('Truck brands', 'truck brands'),
        caravan: grid('Caravan brands', 'caravan and RV brands'),
        group: grid('Our group', 'the group’s own brands'),
      })
      .prefault({})
      .describe('The brand grids of /brands, in this order; a grid without brands is not shown.'),
    megaMenu: z
      .strictObject({
        enabled: z
          .boolean()
          .default(false)
          .describe(
            'A "Brands" entry in the header whose panel shows the brands’ logos (without JavaScript: a link to /brands).',
          ),
        label: text.default('Brands').describe('The header entry’s words.'),
        position: z
          .number()
          .int()
          .min(0)
          .max(12)
          .default(1)
          .describe(
            'Where the entry sits among the header’s links: 0 first, 1 after the first (past the last: at the end).',
          ),
        links: z
          .enum(['stock', 'brandPage', 'website'])
          .default('stock')
          .describe(
            'What a logo links to: stock: the make’s stock page /search/{make}; brandPage: /{brand}/overview; website: the brand’s url (brands without one link to their stock page).',
          ),
        grids: z
          .array(z.enum(BRAND_GRID_KINDS))
          .min(1)
          .default(['car'])
          .describe('Which grids’ brands the panel shows, in order.'),
      })
      .prefault({})
      .describe('The header’s mega-menu of brand logos (spec 2 §2).'),
  })
  .prefault({})
  .describe('The site’s brands: the grids of /brands, brand pages and the header’s mega-menu.');

export type BrandsSettings = z.infer<typeof brandsSchema>;
