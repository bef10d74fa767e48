import { z } from 'zod';
import { CAR_TYPES } from '../stock/car-record.schema.js';
import { linkHref } from './navigation.schema.js';
import { text } from './setting-primitives.js';

/** The page every "see all stock" link of the home page leads to. */
const ALL_STOCK = '/search/new-used-and-demo-cars';

/** A file of the site folder's images/, by name: no folders, so no path leaves that folder. */
const imageFile = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/,
    'a file name in the site’s images/ folder (svg, png, jpg, webp or avif)',
  );

const imageSchema = z
  .strictObject({
    file: imageFile.describe('The image’s file name in the site folder’s images/, e.g. hero.jpg.'),
    alt: z
      .string()
      .trim()
      .default('')
      .describe('What the image shows, for screen readers; empty when it only decorates.'),
  })
  .describe('An image from the site folder’s images/.');

const buttonSchema = z.strictObject({
  label: text.describe('The button’s words.'),
  href: linkHref.describe('A path of this site, or an https address of another site.'),
});

const heroSchema = z
  .strictObject({
    heading: text
      .nullable()
      .default(null)
      .describe('The page’s main heading; null: the site’s name.'),
    text: text
      .nullable()
      .default(null)
      .describe('The line under it; null: the site’s description.'),
    image: imageSchema
      .nullable()
      .default(null)
      .describe('A wide picture behind the heading (at least 1920 px wide); null: none.'),
    callToAction: buttonSchema
      .prefault({ label: 'Browse our stock', href: ALL_STOCK })
      .describe('The hero’s button.'),
  })
  .prefault({})
  .describe('The top of the home page: heading, text, picture and one button.');

const tileSchema = z.strictObject({
  title: text.describe('The tile’s heading.'),
  text: text.nullable().default(null).describe('A line under the heading; null: none.'),
  href: linkHref.describe('Where the tile leads: a path of this site or an https address.'),
  image: imageSchema.nullable().default(null).describe('The tile’s picture; null: none.'),
});

/** Spec 1 §2: the home banner's three tiles. */
const DEFAULT_TILES: z.input<typeof tileSchema>[] = [
  {
    title: 'Latest offers',
    text: 'This month’s specials across our range.',
    href: '/special-offers',
  },
  { title: 'Book a service', text: 'Keep your car running at its best.', href: '/service' },
  { title: 'Sell your car', text: 'Get a valuation for your car today.', href: '/trade-in' },
];

const bannerTilesSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Show the banner tiles.'),
    tiles: z
      .array(tileSchema)
      .min(1)
      .max(6)
      .prefault(DEFAULT_TILES)
      .describe(
        'The tiles, 1 to 6, in order; by default Latest offers (/special-offers), Book a service (/service) and Sell your car (/trade-in).',
      ),
  })
  .prefault({})
  .describe(
    'The home banner (spec 1 §2): link tiles in a row on wide screens, a carousel on phones.',
  );

/** Cars a strip shows at most: a strip, not a search page. */
const MAX_STRIP_CARS = 12;

const stripCount = (defaultCount: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(MAX_STRIP_CARS)
    .default(defaultCount)
    .describe(`How many cars the strip shows (1 to ${MAX_STRIP_CARS}).`);

const values = (what: string) =>
  z.array(text).max(20).default([]).describe(`Only cars with one of these ${what}; empty: any.`);

const featuredStockSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe('Show the featured stock strip (it needs a choice of cars to feature).'),
    heading: text.default('Featured vehicles').describe('The strip’s heading.'),
    carTypes: z
      .array(z.enum(CAR_TYPES))
      .default([])
      .describe('Only cars of these types (new, demo, used); empty: any.'),
    makes: values('makes, e.g. "Toyota"'),
    bodies: values('bodies, e.g. "SUV"'),
    tags: values('tags, e.g. "New Arrival"'),
    count: stripCount(8),
  })
  .prefault({})
  .describe(
    'A strip of chosen in-stock cars (the site’s default order), with a link to the same search.',
  );

const recentlyAddedSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Show the recently added strip.'),
    heading: text.default('Recently added').describe('The strip’s heading.'),
    count: stripCount(8),
  })
  .prefault({})
  .describe(
    'A strip of the newest in-stock listings, with a link to all stock newest first (shown when search.sortOptions offers "latest").',
  );

const statSchema = z.strictObject({
  value: text.describe('The figure, e.g. "50+".'),
  label: text.describe('What it counts, e.g. "Locations".'),
});

/** Spec 1 §1: a group site's stats banner. */
const DEFAULT_STATS: z.input<typeof statSchema>[] = [
  { value: '50+', label: 'Locations' },
  { value: '40+', label: 'Brands' },
  { value: '30+', label: 'Years established' },
];

const groupStatsSchema = z
  .strictObject({
    heading: text
      .nullable()
      .default(null)
      .describe(
        'A heading over the figures, for screen readers too; null: "{site name} in numbers".',
      ),
    items: z
      .array(statSchema)
      .min(1)
      .max(6)
      .prefault(DEFAULT_STATS)
      .describe('The figures; by default 50+ locations, 40+ brands, 30+ years established.'),
  })
  .prefault({})
  .describe('The stats banner of a group site (shown only when kind is "group").');

const calloutSchema = z.strictObject({
  title: text.describe('The call-out’s heading.'),
  text: text.nullable().default(null).describe('A line or two under it; null: none.'),
  icon: z
    .enum(['warranty', 'finance', 'experience', 'quality', 'support', 'price'])
    .default('quality')
    .describe('The picture beside it.'),
});

/** Spec 2 §2: warranty, easy finance, 50+ years (spec 2 §9: a 3 Year warranty is standard). */
const DEFAULT_WHY_BUY: z.input<typeof calloutSchema>[] = [
  {
    title: '3 Year Warranty',
    text: 'Drive away with peace of mind on every eligible used car.',
    icon: 'warranty',
  },
  {
    title: 'Easy Finance',
    text: 'Competitive rates and a quick answer, arranged on site.',
    icon: 'finance',
  },
  {
    title: '50+ Years',
    text: 'Experience helping locals find the right car.',
    icon: 'experience',
  },
];

const whyBuyFromUsSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Show the "Why Buy From Us?" box.'),
    title: text.default('Why Buy From Us?').describe('The box’s heading.'),
    items: z
      .array(calloutSchema)
      .min(1)
      .max(6)
      .prefault(DEFAULT_WHY_BUY)
      .describe(
        'The reasons; by default 3 Year Warranty, Easy Finance and 50+ Years (change them when they are not true of the dealer).',
      ),
  })
  .prefault({})
  .describe('The "Why Buy From Us?" box (spec 2 §2).');

/** Spec 2 §2: mechanical protection (3 or 5 years by site), quality assured, personalised finance. */
const DEFAULT_WHY_PRODUCT: z.input<typeof calloutSchema>[] = [
  {
    title: '3-Year Mechanical Protection',
    text: 'Cover for the major mechanical parts of the car.',
    icon: 'warranty',
  },
  {
    title: 'Quality Assured',
    text: 'Every vehicle inspected and reconditioned before sale.',
    icon: 'quality',
  },
  {
    title: 'Personalised Finance',
    text: 'Repayments worked out around your budget.',
    icon: 'finance',
  },
];

const whyProductSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe('Show the "Why {product}?" call-outs (a dealer’s own used-car programme).'),
    product: text
      .default('Certified Pre-Owned')
      .describe('The programme or brand the call-outs sell, as in "Why {product}?".'),
    items: z
      .array(calloutSchema)
      .min(1)
      .max(6)
      .prefault(DEFAULT_WHY_PRODUCT)
      .describe(
        'The call-outs; by default 3-Year Mechanical Protection, Quality Assured and Personalised Finance (a site offering 5 years says so here).',
      ),
  })
  .prefault({})
  .describe('The "Why {product}?" call-outs (spec 2 §2), with the site’s warranty wording.');

const welcomeSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe('Show the welcome section.'),
    heading: text.default('Welcome').describe('The section’s heading.'),
    text: text
      .default('Browse our range, or get in touch and we will help you find the right vehicle.')
      .describe('A paragraph about the dealer.'),
    image: imageSchema.nullable().default(null).describe('A picture beside the text; null: none.'),
    primaryButton: buttonSchema
      .prefault({ label: 'View Our Cars', href: ALL_STOCK })
      .describe('The first button; by default "View Our Cars" to all stock.'),
    secondaryButton: buttonSchema
      .prefault({ label: 'Contact Us', href: '/contact' })
      .describe('The second button; by default "Contact Us" to /contact.'),
  })
  .prefault({})
  .describe('A welcome section about the dealer with two buttons (spec 2 §2).');

export const PAYMENT_METHODS = ['mastercard', 'visa', 'maestro', 'googlePay', 'applePay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const acceptedPaymentsSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe(
        'Show the card of accepted payments. Off by default: only a dealer that takes these payments (deposits, service, parts) should say so.',
      ),
    heading: text.default('We accept').describe('The card’s heading.'),
    methods: z
      .array(z.enum(PAYMENT_METHODS))
      .min(1)
      .prefault([...PAYMENT_METHODS])
      .describe('The payment methods shown, in order; by default all five.'),
  })
  .prefault({})
  .describe(
    'The card of accepted payments (spec 2 §2): Mastercard, Visa, Maestro, Google Pay, Apple Pay.',
  );

/** The home page's sections, top to bottom. */
export const homePageSchema = z
  .strictObject({
    hero: heroSchema,
    bannerTiles: bannerTilesSchema,
    groupStats: groupStatsSchema,
    featuredStock: featuredStockSchema,
    recentlyAdded: recentlyAddedSchema,
    whyProduct: whyProductSchema,
    whyBuyFromUs: whyBuyFromUsSchema,
    welcome: welcomeSchema,
    acceptedPayments: acceptedPaymentsSchema,
  })
  .prefault({})
  .describe('The home page: hero, banner tiles, stock strips, stats, call-outs and more.');

export type HomePageSettings = z.infer<typeof homePageSchema>;
