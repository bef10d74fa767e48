import { z } from 'zod';
import { SLUG_PATTERN } from '../slugify.js';

/**
 * One vehicle of a site's stock as the stock feed delivers it and the search index holds it.
 * The feed is the source of truth (stock is not stored in the database); every row of a CSV or
 * JSON feed is validated against this schema, and the demo generator produces the same shape.
 */

export const CAR_STATUSES = ['in_stock', 'sold', 'coming_soon'] as const;
export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export const ITEM_TYPES = ['car', 'motorcycle', 'caravan', 'truck'] as const;
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export type CarStatus = (typeof CAR_STATUSES)[number];
export type CarType = (typeof CAR_TYPES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const nonNegativeInt = z.number().int().nonnegative();
const optionalText = z.string().trim().min(1).optional();

export const lenderEntrySchema = z.object({
  interestRate: z.number().nonnegative().nullable(),
  comparisonRate: z.number().nonnegative().nullable(),
  paymentWeek: z.number().nonnegative().optional(),
  paymentMonth: z.number().nonnegative().optional(),
  deposit: z.number().nonnegative().default(0),
  termYears: z.number().positive().optional(),
  balloon: z.number().nonnegative().default(0),
  establishmentFees: z.number().nonnegative().default(0),
  totalPayable: z.number().nonnegative().optional(),
  disclaimer: optionalText,
});
export type LenderEntry = z.infer<typeof lenderEntrySchema>;

export const variantSchema = z.object({
  cylinders: nonNegativeInt.optional(),
  engineSizeCc: nonNegativeInt.optional(),
  induction: optionalText,
  gearType: optionalText,
  fuelConsumptionCombined: z.number().positive().optional(),
  fuelCapacity: z.number().positive().optional(),
  grossVehicleMass: nonNegativeInt.optional(),
  lengthMm: nonNegativeInt.optional(),
  heightMm: nonNegativeInt.optional(),
  widthMm: nonNegativeInt.optional(),
  towingCapacityBraked: nonNegativeInt.optional(),
  torqueNm: nonNegativeInt.optional(),
  ancapRating: z.number().int().min(0).max(5).optional(),
});

export const caravanSpecificationsSchema = z.object({
  bodyLengthFeet: z.number().positive().optional(),
  bodyWidthFeet: z.number().positive().optional(),
  tareWeightKg: nonNegativeInt.optional(),
  aggregateTrailerMassKg: nonNegativeInt.optional(),
  axleType: optionalText,
  sleeps: z.number().int().positive().optional(),
});

/**
 * Spec 2 §3 (autograb_data): what comparable vehicles sell for, nationally and in the car's
 * state, as the market data provider reports it. Whole dollars.
 */
export const autograbDataSchema = z.object({
  averageMarketPrice: z.number().positive(),
  stateAverageMarketPrice: z.number().positive(),
});
export type AutograbData = z.infer<typeof autograbDataSchema>;

const hotspotSchema = z.object({
  id: z.string().min(1),
  description: z.string().min(1),
  positions: z.array(z.object({ activeAngle: nonNegativeInt, posX: z.number(), posY: z.number() })),
});

export const carRecordSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  slug: z.string().regex(SLUG_PATTERN, 'lower-case words joined by -'),
  status: z.enum(CAR_STATUSES),
  carType: z.enum(CAR_TYPES),
  itemType: z.enum(ITEM_TYPES).default('car'),
  make: z.string().trim().min(1),
  model: z.string().trim().min(1),
  badge: optionalText,
  series: optionalText,
  year: z
    .number()
    .int()
    .min(1900)
    .max(new Date().getUTCFullYear() + 2),
  price: z.number().nonnegative(),
  beforePrice: z.number().nonnegative().optional(),
  offerPrice: z.number().nonnegative().optional(),
  subscriptionPrice: z.number().nonnegative().optional(),
  priceType: optionalText,
  km: nonNegativeInt,
  colour: optionalText,
  interiorColour: optionalText,
  body: optionalText,
  bodyConfiguration: optionalText,
  transmission: optionalText,
  gearCount: nonNegativeInt.optional(),
  fuel: optionalText,
  drive: optionalText,
  seats: nonNegativeInt.optional(),
  doors: nonNegativeInt.optional(),
  stockNumber: z.string().trim().min(1),
  vin: z
    .string()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, '17 characters, no I, O or Q')
    .optional(),
  regPlate: optionalText,
  regoExpiry: isoDate.optional(),
  buildDate: isoDate.optional(),
  complianceDate: isoDate.optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  soldAt: isoDateTime.optional(),
  reserved: z.boolean().default(false),
  /**
   * The vehicle has an NVIC (the industry's vehicle identification code) in the feed (has_nvic):
   * lenders can quote it personally (see finance.enquiryPage.personalisedForNvic).
   */
  hasNvic: z.boolean().default(false),
  certified: z.boolean().default(false),
  preorder: z.boolean().default(false),
  customTag: optionalText,
  customRank: z.number().default(0),
  showOnDealerWebsite: z.boolean().default(true),
  locationId: z.string().min(1),
  dealerComments: optionalText,
  features: z.array(z.string().trim().min(1)).default([]),
  categories: z.array(z.string().trim().min(1)).default([]),
  photosCount: nonNegativeInt.default(0),
  /** The photos' addresses, in order; shown on sites whose photos come from the feed. */
  photoUrls: z.array(z.url()).optional(),
  videoUrl: z.url().optional(),
  spinFrameCount: nonNegativeInt.default(0),
  /** The 360° spin's frame addresses, in order; shown on sites whose photos come from the feed. */
  spinFrameUrls: z.array(z.url()).optional(),
  spinInteriorUrl: z.url().optional(),
  hotspots: z.array(hotspotSchema).default([]),
  historyReportUrl: z.url().optional(),
  variant: variantSchema.default({}),
  caravanSpecifications: caravanSpecificationsSchema.optional(),
  autograbData: autograbDataSchema.optional(),
  financeLenders: z.record(z.string().regex(/^[a-z0-9_]+$/), lenderEntrySchema).default({}),
});

/** A validated car: defaults applied. */
export type CarRecord = z.infer<typeof carRecordSchema>;
/** What a feed row or the generator may leave out (defaults fill it). */
export type CarRecordInput = z.input<typeof carRecordSchema>;
