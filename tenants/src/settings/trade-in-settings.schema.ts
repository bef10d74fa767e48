import { z } from 'zod';
import { serviceBaseUrl, serviceTimeoutMs, text } from './setting-primitives.js';

/**
 * How a site values a shopper's car after the trade-in form (spec 2 §3, §7, §9): whether it gives
 * an online estimate at all, up to which age and distance, the questions that adjust it, the
 * dealer's margin under the market, and the rego service that fills in the car's details. The
 * common case needs no settings: estimates from the site's own comparable stock, the spec's
 * limits, the four usual questions and no rego service.
 */

/** Spec 2 §9: no online estimate for cars over 7 years old … */
export const DEFAULT_TRADE_IN_MAX_AGE_YEARS = 7;
/** … or over 100,000 km. */
export const DEFAULT_TRADE_IN_MAX_KM = 100_000;
/** What a dealer keeps between a car's market price and what it pays for it (reconditioning, risk, profit). */
export const DEFAULT_TRADE_IN_MARGIN_PERCENT = 15;
/**
 * Below this confidence of the market estimate (0–1, see the price gauge's estimator) no offer is
 * made: a little above the gauge's own threshold, since an offer is a number the shopper holds
 * the dealer to.
 */
export const DEFAULT_TRADE_IN_MIN_CONFIDENCE = 0.25;
/** How long an online offer stands. */
export const DEFAULT_TRADE_IN_OFFER_VALID_DAYS = 7;
export const DEFAULT_REGO_LOOKUP_TIMEOUT_MS = 3_000;
/** Longer than this and the shopper is left waiting on the step. */
export const MAX_REGO_LOOKUP_TIMEOUT_MS = 10_000;

/**
 * Our limits on rego lookups, each of which the dealer may pay the rego service for. A shopper
 * looks up one or two regos (a typo, a second car): ten from one connection in an hour leaves room
 * for that and stops a script. A whole site rarely values more than a few dozen cars an hour: 100
 * caps the bill of a flood without refusing a busy day.
 */
export const DEFAULT_REGO_LOOKUP_RATE_LIMITS = {
  perConnection: { lookups: 10, windowMinutes: 60 },
  perSite: { lookups: 100, windowMinutes: 60 },
} as const;
/** Longest window: a limiter keeps a counter per connection for that long. */
const MAX_REGO_RATE_WINDOW_MINUTES = 24 * 60;
const MAX_REGO_RATE_LOOKUPS = 1_000_000;

/** Question ids and answer values travel in the lead payload: short, lower-case, no spaces. */
const TRADE_IN_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

const key = z.string().regex(TRADE_IN_KEY, 'lower-case letters and digits joined by -');

const answerOptionSchema = z.strictObject({
  value: key.describe('What the browser sends and the dealer’s systems read, e.g. "full".'),
  label: text.describe('What the shopper reads, e.g. "Full".'),
  adjustmentPercent: z
    .number()
    .min(-90, 'at least -90 (an answer cannot take the whole value)')
    .max(50, 'at most 50')
    .default(0)
    .describe(
      'How this answer moves the offer, in percent of the market value (negative lowers it).',
    ),
});

const questionSchema = z
  .strictObject({
    id: key.describe('The question’s id in the lead, e.g. "service-history".'),
    label: text.describe('The question as the shopper reads it.'),
    help: text
      .nullable()
      .default(null)
      .describe(
        'A line under the question, e.g. why it matters; {type} reads as the site’s vehicle type ("car", "caravan").',
      ),
    options: z
      .array(answerOptionSchema)
      .min(2, 'offer at least two answers')
      .describe('The answers, at least two.'),
  })
  .refine((question) => distinct(question.options.map((option) => option.value)), {
    error: 'each answer needs a value of its own',
    path: ['options'],
  });

/** Spec 2 §9: the inputs the trade-in FAQ quotes besides market data, make, model, year and km. */
export const DEFAULT_TRADE_IN_QUESTIONS: z.input<typeof questionSchema>[] = [
  {
    id: 'service-history',
    label: 'Service history',
    help: 'Servicing by the book keeps more of your {type}’s value.',
    options: [
      { value: 'full', label: 'Full', adjustmentPercent: 0 },
      { value: 'partial', label: 'Partial', adjustmentPercent: -5 },
      { value: 'none', label: 'None', adjustmentPercent: -10 },
    ],
  },
  {
    id: 'two-sets-of-keys',
    label: 'Two sets of keys',
    help: 'A second key costs the next owner several hundred dollars.',
    options: [
      { value: 'yes', label: 'Yes', adjustmentPercent: 0 },
      { value: 'no', label: 'No', adjustmentPercent: -3 },
    ],
  },
  {
    id: 'modifications',
    label: 'Illegal or unapproved modifications',
    help: 'Such as a lift, lowered suspension or engine work without an engineer’s certificate.',
    options: [
      { value: 'none', label: 'None', adjustmentPercent: 0 },
      { value: 'some', label: 'Some', adjustmentPercent: -15 },
    ],
  },
  {
    id: 'condition',
    label: 'Condition',
    help: 'Body, paint, interior and tyres, as a buyer would see them.',
    options: [
      { value: 'excellent', label: 'Excellent', adjustmentPercent: 5 },
      { value: 'good', label: 'Good', adjustmentPercent: 0 },
      { value: 'fair', label: 'Fair', adjustmentPercent: -10 },
      { value: 'poor', label: 'Poor', adjustmentPercent: -20 },
    ],
  },
];

/**
 * Spec 2 §9's trade-in FAQ, answered as the spec words it. {type} reads as the site's vehicle type,
 * {maxAgeYears} and {maxKm} as this site's own limits, so the answers never contradict the offer.
 */
export const DEFAULT_TRADE_IN_FAQ = [
  {
    question: 'Can I get an online estimate for any {type}?',
    answer:
      'An online estimate is generally not given for a {type} over {maxAgeYears} years old or with over {maxKm} km on the odometer. We are still keen to see it: leave your details and we will value it in person.',
  },
  {
    question: 'Is the estimate what you will pay for my {type}?',
    answer:
      'The estimate is indicative only and subject to an inspection of your {type}. We confirm the final price once we have seen it.',
  },
  {
    question: 'How do you work out the estimate?',
    answer:
      'We use current market data together with your {type}’s make, model, year and odometer reading, its service history, whether it comes with 2 sets of keys, that it has no illegal modifications, and its condition.',
  },
] as const;

const faqEntrySchema = z.strictObject({
  question: text.describe('The question, e.g. "How do you work out the estimate?".'),
  answer: text.describe(
    'The answer; {type} reads as the vehicle type, {maxAgeYears} and {maxKm} as this site’s limits.',
  ),
});

const regoRateWindowSchema = z.strictObject({
  lookups: z
    .number()
    .int()
    .min(1, 'at least 1 lookup')
    .max(MAX_REGO_RATE_LOOKUPS, `at most ${MAX_REGO_RATE_LOOKUPS} lookups`)
    .describe('Lookups allowed in the window.'),
  windowMinutes: z
    .number()
    .int()
    .min(1, 'at least 1 minute')
    .max(MAX_REGO_RATE_WINDOW_MINUTES, `at most ${MAX_REGO_RATE_WINDOW_MINUTES} minutes (a day)`)
    .describe('The window’s length in minutes.'),
});

export const regoLookupRateLimitsSchema = z
  .strictObject({
    perConnection: regoRateWindowSchema
      .default(DEFAULT_REGO_LOOKUP_RATE_LIMITS.perConnection)
      .describe('Lookups one connection (client address) may make in the window.'),
    perSite: regoRateWindowSchema
      .default(DEFAULT_REGO_LOOKUP_RATE_LIMITS.perSite)
      .describe('Lookups the whole site makes in the window.'),
  })
  .prefault({})
  .describe('How many lookups the site pays for before refusing more.');

/**
 * A rego service that answers `GET {baseUrl}/rego/{state}/{rego}` with the car's year, make,
 * model and more. Rego services are paid, per state: none is set by default.
 */
export const regoLookupSettingsSchema = z.strictObject({
  baseUrl: serviceBaseUrl('rego').describe(
    'The service’s address without the rego path, e.g. https://rego.example.com.au/api.',
  ),
  timeoutMs: serviceTimeoutMs(DEFAULT_REGO_LOOKUP_TIMEOUT_MS, MAX_REGO_LOOKUP_TIMEOUT_MS).describe(
    'How long a lookup may take (ms) before the shopper types the details instead.',
  ),
  rateLimit: regoLookupRateLimitsSchema,
});

export const tradeInSettingsSchema = z
  .strictObject({
    onlineEstimate: z
      .boolean()
      .default(true)
      .describe(
        'The site shows an indicative offer online; off, the dealer values every car in person.',
      ),
    maxAgeYears: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(DEFAULT_TRADE_IN_MAX_AGE_YEARS)
      .describe('No online offer for cars older than this many years.'),
    maxKm: z
      .number()
      .int()
      .min(0)
      .max(2_000_000)
      .default(DEFAULT_TRADE_IN_MAX_KM)
      .describe('No online offer for cars that have driven more than this many km.'),
    marginPercent: z
      .number()
      .min(0)
      .max(90)
      .default(DEFAULT_TRADE_IN_MARGIN_PERCENT)
      .describe('Percent taken off the market value before the answers adjust it.'),
    rangePercent: z
      .number()
      .min(0)
      .max(50)
      .nullable()
      .default(null)
      .describe(
        'The estimate’s range: this percent either side of the offer; null: the spread of the comparable cars’ prices.',
      ),
    minConfidence: z
      .number()
      .min(0)
      .max(1)
      .default(DEFAULT_TRADE_IN_MIN_CONFIDENCE)
      .describe('Below this confidence of the market estimate (0–1) no online offer is made.'),
    offerValidDays: z
      .number()
      .int()
      .min(1)
      .max(90)
      .default(DEFAULT_TRADE_IN_OFFER_VALID_DAYS)
      .describe('How many days an online offer stands.'),
    questions: z
      .array(questionSchema)
      .refine((questions) => distinct(questions.map((question) => question.id)), {
        error: 'each question needs an id of its own',
      })
      .default(() => DEFAULT_TRADE_IN_QUESTIONS.map((question) => questionSchema.parse(question)))
      .describe(
        'The questions that adjust the offer, in the order asked; they replace the four usual ones.',
      ),
    faq: z
      .array(faqEntrySchema)
      .max(30, 'at most 30 questions')
      .default(() => DEFAULT_TRADE_IN_FAQ.map((entry) => ({ ...entry })))
      .describe(
        'The questions and answers on the trade-in pages (/trade-in, /sell-my-car), in order; they replace the three usual ones (spec 2 §9), which speak of online estimates: a site with onlineEstimate off words its own. An empty list shows none.',
      ),
    contactLocationId: z
      .string()
      .nullable()
      .default(null)
      .describe(
        'The location whose number the trade-in pages’ contact block gives (its id in locations.json); null: the first visible location buying cars (subtype "buying"), else the primary sales location.',
      ),
    regoLookup: regoLookupSettingsSchema
      .nullable()
      .default(null)
      .describe(
        'A paid rego service (GET {baseUrl}/rego/{state}/{rego}) that fills in the car’s details; null: the shopper types them.',
      ),
  })
  .prefault({})
  .describe(
    'The trade-in valuation after the trade-in form: online estimates, questions, rego service.',
  );

export type TradeInSettings = z.infer<typeof tradeInSettingsSchema>;
export type TradeInQuestionSettings = TradeInSettings['questions'][number];
export type TradeInFaqEntrySettings = TradeInSettings['faq'][number];
export type RegoLookupSettings = z.infer<typeof regoLookupSettingsSchema>;
export type RegoLookupRateLimitSettings = z.infer<typeof regoLookupRateLimitsSchema>;
