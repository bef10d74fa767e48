import { z } from 'zod';
import {
  DEFAULT_CAREERS_CATEGORY,
  DEFAULT_ENQUIRY_CATEGORIES,
  DEFAULT_LEAD_FORM_OPTIONS,
  LEAD_FORMS,
  type LeadForm,
} from '@forecourt/schema/leads/lead-form-options';
import { path, text } from './setting-primitives.js';

/**
 * What a site decides about its lead forms (spec 2 §5): the LeadFormOptions a site sets (its
 * dealerships and locations come from its locations file), per-form overrides, the day the site
 * counts in, and how many submissions it takes before refusing more. Every default is the common
 * behaviour of `DEFAULT_LEAD_FORM_OPTIONS`.
 */

/** Where the terms box links unless the site names another page. */
export const DEFAULT_TERMS_URL = '/terms-and-conditions';

/** Spec 2 §9: the sites' clocks (sales counter, opening hours) run on Brisbane time. */
export const DEFAULT_LEAD_TIME_ZONE = 'Australia/Brisbane';

/**
 * Our abuse limits on lead submissions. A person sends one or two enquiries in a visit: five from
 * one connection in 10 minutes leaves room for retries and a second form. A whole site rarely
 * takes more than a few dozen leads an hour: past 200 the site is in a surge, which is a flood
 * more often than a busy day, and is met as the surge settings below say, never by refusing
 * everyone (a site-wide refusal would let a few dozen addresses shut the dealer's forms).
 */
export const DEFAULT_LEAD_RATE_LIMITS = {
  perConnection: { submissions: 5, windowMinutes: 10 },
  perSite: { submissions: 200, windowMinutes: 60 },
} as const;

/**
 * During a surge each connection may send two leads an hour (a shopper's enquiry and a second
 * form; a flood needs a new address for every two), and what is taken reaches the dealer marked
 * held for review, so a flood's leads are told apart from a busy day's and none is lost.
 */
export const DEFAULT_LEAD_SURGE = {
  perConnection: { submissions: 2, windowMinutes: 60 },
  holdForReview: true,
} as const;

/** Longest window: a limiter keeps a counter per connection for that long. */
const MAX_RATE_WINDOW_MINUTES = 24 * 60;
const MAX_RATE_SUBMISSIONS = 1_000_000;

/** The form field a check option's box writes: the form library reads dots as nesting. */
const CHECK_OPTION_NAME = /^[A-Za-z0-9_-]+$/;

const checkOptionSchema = z.strictObject({
  name: z
    .string()
    .regex(CHECK_OPTION_NAME, 'letters, digits, - and _ only')
    .describe('The box’s field name, e.g. "finance".'),
  label: text.describe('What the shopper and the dealer read, e.g. "Finance".'),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The options a site or one of its forms may set; unset, the site's (or the default) applies. */
const formOptionFields = {
  messageOptional: z.boolean().describe('The shopper may leave the message out (spec 2 §5).'),
  showPreferredDealership: z
    .boolean()
    .describe(
      'Show the preferred-dealership select on the enquiry forms (required when the site has several dealerships; a site with one never shows it). Default on: false removes it, and leads go to the vehicle’s dealership, else the site’s primary.',
    ),
  showLocationSelect: z.boolean().describe('Show the location select (then required).'),
  termsRequired: z
    .boolean()
    .describe('The shopper must tick agreement to the terms of use before submitting.'),
  termsUrl: path.describe('The terms of use page the box links to.'),
  categories: z
    .array(text)
    .min(1, 'list at least one category')
    .describe('The General Enquiry form’s category choices, in order.'),
  careersCategory: text.describe(
    'The category choice that makes a careers enquiry (subcategory Career Enquiry).',
  ),
  checkOptions: z
    .array(checkOptionSchema)
    .describe('Boxes collected into the lead’s additional_services, e.g. Finance, Trade-in.'),
  checkOptionsAsRadio: z.boolean().describe('Show the check options as radio buttons: one choice.'),
};

const formOverrideSchema = z.strictObject(formOptionFields).partial();

const rateWindowSchema = z.strictObject({
  submissions: z
    .number()
    .int()
    .min(1, 'at least 1 submission')
    .max(MAX_RATE_SUBMISSIONS, `at most ${MAX_RATE_SUBMISSIONS} submissions`)
    .describe('Submissions allowed in the window.'),
  windowMinutes: z
    .number()
    .int()
    .min(1, 'at least 1 minute')
    .max(MAX_RATE_WINDOW_MINUTES, `at most ${MAX_RATE_WINDOW_MINUTES} minutes (a day)`)
    .describe('The window’s length in minutes.'),
});

export const leadSurgeSchema = z
  .strictObject({
    perConnection: rateWindowSchema
      .default(DEFAULT_LEAD_SURGE.perConnection)
      .describe(
        'During a surge, submissions one connection may send in this window, on top of its usual allowance (perConnection); past it, refused (RATE_LIMITED) until the window ends.',
      ),
    holdForReview: z
      .boolean()
      .default(DEFAULT_LEAD_SURGE.holdForReview)
      .describe(
        'Leads taken during a surge reach the dealer marked held for review (heldForReview in the webhook, "[Held for review]" in the e-mail); false: delivered as usual.',
      ),
  })
  .prefault({})
  .describe(
    'How the site meets a surge (more submissions than perSite allows): still taking leads, with a stricter allowance per connection, and held for review.',
  );

export const leadRateLimitsSchema = z
  .strictObject({
    perConnection: rateWindowSchema
      .default(DEFAULT_LEAD_RATE_LIMITS.perConnection)
      .describe(
        'Submissions one connection (client address) may send in the window; past it, refused (RATE_LIMITED) until the window ends.',
      ),
    perSite: rateWindowSchema
      .default(DEFAULT_LEAD_RATE_LIMITS.perSite)
      .describe(
        'Submissions the whole site takes in the window at its usual pace. Past them the site is in a surge until the window ends: never a refusal of every shopper, see surge.',
      ),
    surge: leadSurgeSchema,
  })
  .prefault({})
  .describe(
    'Limits on lead submissions against abuse. Only valid, new submissions count: a refused form or a retry of one already taken does not.',
  );

export const leadFormsSchema = z
  .strictObject({
    messageOptional: formOptionFields.messageOptional.default(
      DEFAULT_LEAD_FORM_OPTIONS.messageOptional,
    ),
    // Spec 2 §5: a site with several dealerships asks which one, unless it removes the input.
    showPreferredDealership: formOptionFields.showPreferredDealership.default(true),
    showLocationSelect: formOptionFields.showLocationSelect.default(
      DEFAULT_LEAD_FORM_OPTIONS.showLocationSelect,
    ),
    termsRequired: formOptionFields.termsRequired.default(DEFAULT_LEAD_FORM_OPTIONS.termsRequired),
    termsUrl: formOptionFields.termsUrl.default(DEFAULT_TERMS_URL),
    categories: formOptionFields.categories.default([...DEFAULT_ENQUIRY_CATEGORIES]),
    careersCategory: formOptionFields.careersCategory.default(DEFAULT_CAREERS_CATEGORY),
    checkOptions: formOptionFields.checkOptions.default([]),
    checkOptionsAsRadio: formOptionFields.checkOptionsAsRadio.default(
      DEFAULT_LEAD_FORM_OPTIONS.checkOptionsAsRadio,
    ),
    forms: z
      .partialRecord(z.enum(LEAD_FORMS), formOverrideSchema)
      .default({})
      .describe('One form’s departures from the settings above, e.g. { "test-drive": { … } }.'),
    timeZone: z
      .string()
      .refine(isTimeZone, 'an IANA time zone such as Australia/Sydney')
      .default(DEFAULT_LEAD_TIME_ZONE)
      .describe(
        'The IANA time zone of the site’s day (a test drive cannot be booked before today).',
      ),
    testDriveOnlyTag: text
      .nullable()
      .default(null)
      .describe(
        'A custom tag of the stock feed marking vehicles offered for test drives only: their enquiries count as test-drive enquiries in analytics (spec 2 §7, event 17). null: no such tag.',
      ),
    rateLimit: leadRateLimitsSchema,
  })
  .prefault({})
  .describe(
    'The lead forms: which fields they ask, their choices, and the submission limits (spec 2 §5).',
  )
  .superRefine((settings, ctx) => {
    const checkNames = (
      options: readonly { name: string }[] | undefined,
      at: (string | number)[],
    ): void => {
      const seen = new Set<string>();
      options?.forEach((option, index) => {
        if (seen.has(option.name)) {
          ctx.addIssue({
            code: 'custom',
            path: [...at, index, 'name'],
            message: `duplicate check option name "${option.name}"`,
          });
        }
        seen.add(option.name);
      });
    };
    checkNames(settings.checkOptions, ['checkOptions']);
    for (const [form, override] of Object.entries(settings.forms)) {
      checkNames(override?.checkOptions, ['forms', form, 'checkOptions']);
    }
  });

export type LeadFormsSettings = z.infer<typeof leadFormsSchema>;
export type LeadRateLimitSettings = z.infer<typeof leadRateLimitsSchema>;

/** What one form of the site is set to: the site's settings with that form's overrides. */
export type LeadFormSettings = Omit<LeadFormsSettings, 'forms'>;

export function leadFormSettingsFor(settings: LeadFormsSettings, form: LeadForm): LeadFormSettings {
  const { forms, ...site } = settings;
  return { ...site, ...forms[form] };
}
