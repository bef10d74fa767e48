import { z } from 'zod';

/** Reveals a window may allow: far above a shopper's use, low enough to stop harvesting. */
const MAX_REVEALS = 10_000;
/** The longest window: a day. */
const MAX_WINDOW_MINUTES = 24 * 60;

/** Spec 1 §4 leaves the limit to us: a shopper reveals a few numbers, a scraper thousands. */
export const DEFAULT_PHONE_REVEAL_RATE_LIMITS = {
  perConnection: { reveals: 30, windowMinutes: 60 },
  perSite: { reveals: 2_000, windowMinutes: 60 },
} as const;

const revealWindowSchema = z.strictObject({
  reveals: z
    .number()
    .int()
    .min(1, 'at least 1 reveal')
    .max(MAX_REVEALS, `at most ${MAX_REVEALS} reveals`)
    .describe('Reveals allowed in the window.'),
  windowMinutes: z
    .number()
    .int()
    .min(1, 'at least 1 minute')
    .max(MAX_WINDOW_MINUTES, `at most ${MAX_WINDOW_MINUTES} minutes (a day)`)
    .describe('The window’s length in minutes.'),
});

export const phoneRevealRateLimitsSchema = z
  .strictObject({
    perConnection: revealWindowSchema
      .default(DEFAULT_PHONE_REVEAL_RATE_LIMITS.perConnection)
      .describe('Numbers one connection (client address) may reveal in the window.'),
    perSite: revealWindowSchema
      .default(DEFAULT_PHONE_REVEAL_RATE_LIMITS.perSite)
      .describe('Numbers the whole site reveals in the window.'),
  })
  .prefault({})
  .describe(
    'On a site that masks numbers (contact.phoneReveal masked): how many numbers are revealed before further reveals are refused, so the numbers cannot be harvested.',
  );
