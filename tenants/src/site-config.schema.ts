import { z } from 'zod';
import { CAR_TYPES, ITEM_TYPES } from './stock/car-record.schema.js';
import { SLUG_PATTERN } from './slugify.js';

/**
 * Everything the specs make per-site. Each dealer quirk of the old code base is a named setting
 * here whose default is the common behaviour; no code branches on a site's slug.
 */

export const SORT_OPTIONS = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
  'lowestKm',
  'highestKm',
  'newestYear',
  'oldestYear',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** Spec 2 §9: the four on by default. */
export const DEFAULT_SORT_OPTIONS: SortOption[] = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
];

export const FINANCE_PROVIDERS = [
  'stratton',
  'carclarity',
  'plenti',
  'driva',
  'angle_finance',
  'finance_one',
  'money3',
  'manual',
] as const;

export const GATED_ROUTES = [
  'trade-in',
  'sell-my-car',
  'checkout',
  'finance',
  'car-finance',
  'spin-to-win',
  'online-payment',
  'my-garage',
] as const;

export const DEFAULT_RECENTLY_SOLD_DAYS = 3;
export const DEFAULT_PAGE_SIZE = 21;
export const DEFAULT_POPULAR_MAKES_COUNT = 20;
export const DEFAULT_FINANCE_INTEREST_RATE = 10;
/** Spec 2 §9: the price slider's defaults. */
export const DEFAULT_PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 };

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
const text = z.string().trim().min(1);
/** A path of this site: a second / or \ would make browsers leave for another host. */
const path = z.string().regex(/^\/(?![/\\])\S*$/, 'a path starting with /');

const navigationLinkSchema = z.strictObject({
  label: text,
  /** A path of this site, or an https address of another site. */
  href: z.union([path, z.url({ protocol: /^https$/ }).regex(/^https:\/\/[^/]/)], {
    error: 'a path starting with / or an https:// address',
  }),
});

/** Spec 2 §2: the header's links; an entry with children is a dropdown. */
const navigationEntrySchema = navigationLinkSchema.extend({
  children: z.array(navigationLinkSchema).default([]),
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
  { label: 'Contact', href: '/contact' },
];

const featuresSchema = z
  .strictObject({
    finance: z.boolean().default(true),
    reserveButton: z.boolean().default(false),
    chat: z.boolean().default(false),
    tradeIn: z.boolean().default(true),
    onlinePurchase: z.boolean().default(false),
    favourites: z.boolean().default(true),
    compare: z.boolean().default(true),
    watchlist: z.boolean().default(false),
    testDrive: z.boolean().default(true),
    share: z.boolean().default(true),
    print: z.boolean().default(true),
    /** Print downloads a server-made PDF instead of opening the print sheet. */
    printAsPdf: z.boolean().default(false),
    similarVehicles: z.boolean().default(true),
    priceGauge: z.boolean().default(false),
    deliveryCalculator: z.boolean().default(true),
    fuelCalculator: z.boolean().default(true),
    /** Subscription pricing ("offers_subscription"). */
    subscriptions: z.boolean().default(false),
    carAnalysisDownload: z.boolean().default(false),
  })
  .prefault({});

const tagLabelsSchema = z
  .strictObject({
    new: text.default('New'),
    sold: text.default('JUST SOLD'),
    newArrival: text.default('New Arrival'),
    comingSoon: text.default('Coming Soon'),
    reserved: text.default('Reserved'),
    electric: text.default('Electric'),
    hybrid: text.default('Hybrid'),
    certifiedPreOwned: text.default('Certified Pre-Owned'),
  })
  .prefault({});

const labelsSchema = z
  .strictObject({
    /** {type} in texts such as "Unfortunately this {type} recently sold." */
    vehicleType: text.default('Car'),
    carTypes: z
      .strictObject({
        new: text.default('New'),
        demo: text.default('Demo'),
        used: text.default('Used'),
      })
      .prefault({}),
    callButton: text.default('Call the dealer'),
    tradeInButton: text.default('Get Your Valuation'),
    financeText: text.default('Pre-Approved'),
    approvalText: text.default('Get Pre-Approved Now'),
    noPrice: text.default('Enquire for price.'),
    preorder: text.default('PREORDER'),
    enquiryButton: text.default('Enquire Now'),
    reserveButton: text.default('Reserve Now'),
    dealerCommentsMore: text.default('more'),
    dealerCommentsLess: text.default('less'),
    tags: tagLabelsSchema,
  })
  .prefault({});

const textsSchema = z
  .strictObject({
    emptyResultsHeading: text.default('No Results Available'),
    emptyResultsText: text.default(
      'There appears to be no offers currently available that meet the conditions of your search',
    ),
    emptySearchText: text.default(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    ),
    clearFilters: text.default('Clear Filters'),
    dealerCommentsPending: text.default(
      'Dealer comments are pending. Please check back here later.',
    ),
    financeDisclaimer: text.default(
      'Repayments are indicative only and do not constitute a binding quote or offer of finance. Finance is available only to approved applicants; fees, charges, terms and conditions apply.',
    ),
  })
  .prefault({});

const themeSchema = z.strictObject({
  colours: z.strictObject({
    primary: colour,
    secondary: colour,
    accent: colour,
    text: colour.default('#1a1a1a'),
    background: colour.default('#ffffff'),
  }),
  logo: z.strictObject({
    url: z.string().min(1),
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  /** Accent colours per manufacturer brand (make → colour). */
  brandColours: z.record(z.string(), colour).default({}),
});

const phoneNumber = z.string().regex(/^[+\d\s()-]{8,20}$/, 'a phone number');

const contactSchema = z.strictObject({
  email: z.email(),
  phone: phoneNumber,
  /** Replaces the car location's phone for cars of that type. */
  phonesByCarType: z.partialRecord(z.enum(CAR_TYPES), phoneNumber).default({}),
  /** masked: first 5 characters, the rest asterisks until the shopper clicks (and a reveal is recorded). */
  phoneReveal: z.enum(['immediate', 'masked']).default('immediate'),
});

const lenderSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]+$/, 'lower snake case'),
  name: text,
  interestRate: z.number().positive().max(40),
  comparisonRate: z.number().positive().max(40),
  termYears: z.number().positive().max(10),
  establishmentFee: z.number().nonnegative().default(0),
  depositPercent: z.number().min(0).max(100).default(0),
  balloonPercent: z.number().min(0).max(100).default(0),
  disclaimer: text.optional(),
});

const financeSchema = z
  .strictObject({
    provider: z.enum(FINANCE_PROVIDERS).nullable().default(null),
    defaultInterestRate: z.number().positive().default(DEFAULT_FINANCE_INTEREST_RATE),
    lenders: z.array(lenderSchema).default([]),
  })
  .prefault({})
  .superRefine((finance, ctx) => {
    if (finance.provider && !finance.lenders.some((l) => l.key === finance.provider)) {
      ctx.addIssue({
        code: 'custom',
        path: ['provider'],
        message: `no lender with key "${finance.provider}" in lenders`,
      });
    }
  });

const stockFilterSchema = z
  .strictObject({
    /** Only these car types are shown (e.g. a used-only dealer). Empty: all. */
    carTypes: z.array(z.enum(CAR_TYPES)).default([]),
    /** Only these kinds of vehicle are shown. Empty: all. */
    itemTypes: z.array(z.enum(ITEM_TYPES)).default([]),
    /** Hide cars the feed marks as not for the dealer website. */
    onlyShownOnDealerWebsite: z.boolean().default(true),
  })
  .prefault({});

const searchSchema = z
  .strictObject({
    stockFilter: stockFilterSchema,
    sortOptions: z.array(z.enum(SORT_OPTIONS)).min(1).default(DEFAULT_SORT_OPTIONS),
    defaultSort: z.enum(SORT_OPTIONS).default('mostRelevant'),
    pageSize: z.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    /** Sorting by lowest price leaves out cars priced 0 ("Enquire for price"). */
    priceAscendingExcludesZero: z.boolean().default(false),
    popularMakesCount: z.number().int().min(0).max(100).default(DEFAULT_POPULAR_MAKES_COUNT),
    /** Sold cars stay reachable and listed for this many days after sale. */
    recentlySoldDays: z.number().int().min(0).max(365).default(DEFAULT_RECENTLY_SOLD_DAYS),
    /** Where "Clear Filters" of the empty-results state goes. */
    emptyResultsRefreshPath: path.default('/special-offers'),
    /** Bounds and step of the price range slider. */
    priceSlider: z
      .strictObject({
        min: z.number().int().min(0).default(DEFAULT_PRICE_SLIDER.min),
        max: z.number().int().positive().default(DEFAULT_PRICE_SLIDER.max),
        step: z.number().int().positive().default(DEFAULT_PRICE_SLIDER.step),
      })
      .prefault({})
      .refine((slider) => slider.max - slider.min >= slider.step, {
        message: 'max must exceed min by at least one step',
      }),
    /** Favourite and compare toggles also need the car to have photos (spec 1 §5, "one mode"). */
    saveButtonsNeedPhotos: z.boolean().default(false),
  })
  .prefault({})
  .superRefine((search, ctx) => {
    if (!search.sortOptions.includes(search.defaultSort)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultSort'],
        message: `"${search.defaultSort}" is not one of sortOptions`,
      });
    }
  });

const tagsSchema = z
  .strictObject({
    /** Tag electric and hybrid cars first (spec 1 §4, priority 1). */
    electricHybrid: z.boolean().default(false),
    /** Make whose certified used cars carry the certified-pre-owned tag (priority 3). */
    certifiedPreOwnedMake: text.nullable().default(null),
    /** Colour of custom tag texts; a text not listed is red. */
    customTagColours: z.record(z.string(), z.enum(['red', 'green'])).default({}),
  })
  .prefault({});

/** A trust badge shown on vehicle pages of one make (spec 2 §2, §4). */
const trustBadgeSchema = z.strictObject({
  label: text,
  make: text,
  /** Only cars of these types; empty: every type. */
  carTypes: z.array(z.enum(CAR_TYPES)).default([]),
  /** Only manufacturer-certified cars. */
  certifiedOnly: z.boolean().default(false),
  /** Not on sold cars. */
  hideWhenSold: z.boolean().default(false),
});

/** Spec 2 §4: the Mercedes-Benz Certified tag on used Mercedes-Benz cars is the common case. */
const DEFAULT_TRUST_BADGES: z.input<typeof trustBadgeSchema>[] = [
  { label: 'Mercedes-Benz Certified', make: 'Mercedes-Benz', carTypes: ['used'] },
];

const vehiclePageSchema = z
  .strictObject({
    /** Which view of the 360° viewer opens first ("Images is the default view on some sites"). */
    mediaFirstView: z.enum(['spin', 'images']).default('spin'),
    /** The spin turns by itself until the shopper drags it. */
    spinAutoRotate: z.boolean().default(true),
    /** The dismissible bar naming where the car is. */
    locationBar: z.boolean().default(true),
    trustBadges: z.array(trustBadgeSchema).prefault(DEFAULT_TRUST_BADGES),
  })
  .prefault({});

/** Spec 1 §7: images load through an image CDN, quality 75 by default. */
export const DEFAULT_IMAGE_QUALITY = 75;

const imagesSchema = z
  .strictObject({
    quality: z.number().int().min(1).max(100).default(DEFAULT_IMAGE_QUALITY),
    /**
     * Origin of an origin-pull image CDN that resizes with `w` and `q` parameters (imgix style);
     * null serves the site's own /media addresses with the same parameters.
     */
    cdnOrigin: z
      .url({ protocol: /^https$/ })
      .nullable()
      .default(null),
  })
  .prefault({});

const stockSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('generated'),
    size: z.number().int().min(0).max(1_000_000),
    seed: z.number().int(),
    /** Share of each car type (weights, need not sum to 1). */
    carTypes: z.partialRecord(z.enum(CAR_TYPES), z.number().nonnegative()),
    /** Share of each kind of vehicle. */
    itemTypes: z.partialRecord(z.enum(ITEM_TYPES), z.number().nonnegative()),
    /** Makes to draw cars from; empty: the whole catalogue of each item type. */
    makes: z.array(text).default([]),
  }),
  z.strictObject({
    kind: z.literal('feed'),
    /** A .csv or .json file, relative to the site's folder. */
    file: z.string().regex(/\.(csv|json)$/, 'a .csv or .json file'),
  }),
]);

export const siteConfigSchema = z.strictObject({
  slug: z.string().regex(SLUG_PATTERN, 'lower-case words joined by -'),
  name: text,
  /** Hosts that serve this site besides <slug>.localhost. */
  domains: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a lower-case host name')).default([]),
  /** A group of dealers shows brand grids and a stats banner. */
  kind: z.enum(['dealer', 'group']).default('dealer'),
  description: text,
  navigation: z.array(navigationEntrySchema).max(12).prefault(DEFAULT_NAVIGATION),
  features: featuresSchema,
  labels: labelsSchema,
  texts: textsSchema,
  theme: themeSchema,
  contact: contactSchema,
  finance: financeSchema,
  search: searchSchema,
  tags: tagsSchema,
  gatedRoutes: z.array(z.enum(GATED_ROUTES)).default([]),
  vehiclePage: vehiclePageSchema,
  images: imagesSchema,
  similarVehicles: z
    .strictObject({
      /** Match on make and model, or on car type and body. */
      match: z.enum(['makeModel', 'carTypeBody']).default('makeModel'),
      /** Load the strip only when it comes near the viewport. */
      lazyLoad: z.boolean().default(true),
    })
    .prefault({}),
  stock: stockSourceSchema,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
