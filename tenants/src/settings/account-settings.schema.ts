import { z } from 'zod';

/** The longest session a site may set: a year. */
const MAX_SESSION_DAYS = 365;
/** Codes a window may allow: far above a shopper's use, low enough to stop mail bombing. */
const MAX_CODES = 100_000;
/** The longest window: a day. */
const MAX_WINDOW_MINUTES = 24 * 60;

export const DEFAULT_SESSION_DAYS = 30;

/**
 * How many sign-in codes are e-mailed before more are refused: a shopper asks for one or two, a
 * script sending codes to strangers' addresses (or guessing) asks for thousands.
 */
export const DEFAULT_SIGN_IN_RATE_LIMITS = {
  perAddress: { codes: 5, windowMinutes: 60 },
  perConnection: { codes: 20, windowMinutes: 60 },
  perSite: { codes: 1_000, windowMinutes: 60 },
} as const;

const codeWindowSchema = z.strictObject({
  codes: z
    .number()
    .int()
    .min(1, 'at least 1 code')
    .max(MAX_CODES, `at most ${MAX_CODES} codes`)
    .describe('Codes sent in the window.'),
  windowMinutes: z
    .number()
    .int()
    .min(1, 'at least 1 minute')
    .max(MAX_WINDOW_MINUTES, `at most ${MAX_WINDOW_MINUTES} minutes (a day)`)
    .describe('The window’s length in minutes.'),
});

export const accountSettingsSchema = z
  .strictObject({
    sessionDays: z
      .number()
      .int()
      .min(1, 'at least 1 day')
      .max(MAX_SESSION_DAYS, `at most ${MAX_SESSION_DAYS} days`)
      .default(DEFAULT_SESSION_DAYS)
      .describe(
        'How many days a shopper stays signed in after signing in; then they sign in again.',
      ),
    signInRateLimit: z
      .strictObject({
        perAddress: codeWindowSchema
          .default(DEFAULT_SIGN_IN_RATE_LIMITS.perAddress)
          .describe('Codes one e-mail address may be sent in the window.'),
        perConnection: codeWindowSchema
          .default(DEFAULT_SIGN_IN_RATE_LIMITS.perConnection)
          .describe('Codes one connection (client address) may ask for in the window.'),
        perSite: codeWindowSchema
          .default(DEFAULT_SIGN_IN_RATE_LIMITS.perSite)
          .describe('Codes the whole site sends in the window.'),
      })
      .prefault({})
      .describe(
        'How many sign-in codes are e-mailed before further requests are refused (with the time to wait), so nobody can flood an inbox or the site’s mail.',
      ),
  })
  .prefault({})
  .describe(
    'Shopper accounts: passwordless sign-in with a one-time code e-mailed to the shopper, and how long they stay signed in.',
  );

export type AccountSettings = z.infer<typeof accountSettingsSchema>;
