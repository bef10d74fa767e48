import { z } from 'zod';
import { CAR_TYPES, ITEM_TYPES } from './stock/car-record.schema.js';
import { SLUG_PATTERN } from './slugify.js';
import { deliverySchema } from './settings/delivery-settings.schema.js';
import { leadDeliverySchema } from './settings/lead-delivery-settings.schema.js';
import { leadFormsSchema } from './settings/lead-form-settings.schema.js';
import { financeSchema } from './settings/finance-settings.schema.js';
import { navigationSchema } from './settings/navigation.schema.js';
import { photoSettingsSchema } from './settings/photo-settings.schema.js';
import { priceGaugeSchema } from './settings/price-gauge-settings.schema.js';
import { searchSchema } from './settings/search-settings.schema.js';
import { tradeInSettingsSchema } from './settings/trade-in-settings.schema.js';
import { colour, phoneNumber, text } from './settings/setting-primitives.js';
import { imagesSchema, vehiclePageSchema } from './settings/vehicle-page.schema.js';
import { apiSettingsSchema } from './settings/api-settings.schema.js';

/**
 * Everything the specs make per-site. Each dealer quirk of the old code base is a named setting
 * here whose default is the common behaviour; no code branches on a site's slug.
 */

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
    /** Spec 2 §5: "Below market price" next to the price of in-stock cars priced under the market (autograb data). */
    marketPriceBadge: z.boolean().default(false),
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

const contactSchema = z.strictObject({
  email: z.email(),
  phone: phoneNumber,
  /** Replaces the car location's phone for cars of that type. */
  phonesByCarType: z.partialRecord(z.enum(CAR_TYPES), phoneNumber).default({}),
  /** masked: first 5 characters, the rest asterisks until the shopper clicks (and a reveal is recorded). */
  phoneReveal: z.enum(['immediate', 'masked']).default('immediate'),
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
  navigation: navigationSchema,
  features: featuresSchema,
  labels: labelsSchema,
  texts: textsSchema,
  theme: themeSchema,
  contact: contactSchema,
  finance: financeSchema,
  delivery: deliverySchema,
  /** Where stored leads are sent: ADF e-mail, optionally a signed webhook. */
  leads: leadDeliverySchema,
  /** The lead forms: which fields they ask, their choices, and the submission limits. */
  leadForms: leadFormsSchema,
  search: searchSchema,
  tags: tagsSchema,
  gatedRoutes: z.array(z.enum(GATED_ROUTES)).default([]),
  vehiclePage: vehiclePageSchema,
  images: imagesSchema,
  /** Where the cars' photos come from: drawings generated from the record, or the feed's photos. */
  photos: photoSettingsSchema,
  priceGauge: priceGaugeSchema,
  /** The trade-in valuation after the trade-in form: online estimates, questions, rego service. */
  tradeIn: tradeInSettingsSchema,
  similarVehicles: z
    .strictObject({
      /** Match on make and model, or on car type and body. */
      match: z.enum(['makeModel', 'carTypeBody']).default('makeModel'),
      /** Load the strip only when it comes near the viewport. */
      lazyLoad: z.boolean().default(true),
    })
    .prefault({}),
  stock: stockSourceSchema,
  /** Other websites whose pages may call the GraphQL API (CORS). */
  api: apiSettingsSchema,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
