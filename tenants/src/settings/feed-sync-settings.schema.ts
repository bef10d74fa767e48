import { z } from 'zod';

/**
 * Scheduled sync of a site's stock from a feed the dealer (or their stock system) publishes at an
 * address: the server fetches it every `intervalMinutes`, one replica at a time, and imports what
 * changed. Absent: the site's stock changes only through its feed file and `pnpm stock:import`.
 */

/** Shorter than this would fetch a whole feed more often than stock systems rewrite them. */
export const MIN_FEED_SYNC_INTERVAL_MINUTES = 5;
/** At least once a day, or the site's stock goes stale without anyone noticing. */
export const MAX_FEED_SYNC_INTERVAL_MINUTES = 1440;
export const DEFAULT_FEED_SYNC_INTERVAL_MINUTES = 60;
export const DEFAULT_FEED_SYNC_TIMEOUT_SECONDS = 30;
export const MAX_FEED_SYNC_TIMEOUT_SECONDS = 300;
/** A 50,000-car feed with photo lists is about 40 MB of CSV. */
export const DEFAULT_FEED_SYNC_MAX_BYTES = 50 * 1024 * 1024;
export const MAX_FEED_SYNC_MAX_BYTES = 500 * 1024 * 1024;

export const FEED_FORMATS = ['csv', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** The format a feed's address names by its extension (`.csv`, `.json`), if any. */
export function feedFormatOfUrl(url: string): FeedFormat | null {
  if (!URL.canParse(url)) return null;
  const extension = /\.([a-z]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return FEED_FORMATS.find((format) => format === extension) ?? null;
}

// Settings are committed to the repository, so a secret itself never sits in them.
const environmentVariableName = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name such as STOCK_FEED_PASSWORD');

export const feedSyncAuthSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('basic').describe('HTTP basic authentication.'),
      usernameEnv: environmentVariableName.describe(
        'Name of the environment variable that holds the user name.',
      ),
      passwordEnv: environmentVariableName.describe(
        'Name of the environment variable that holds the password (never the password).',
      ),
    })
    .describe('A user name and password, sent as HTTP basic authentication.'),
  z
    .strictObject({
      kind: z.literal('header').describe('A secret sent in a request header.'),
      header: z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'a header name such as X-Api-Key')
        .describe('The header that carries the secret, e.g. X-Api-Key or Authorization.'),
      valueEnv: environmentVariableName.describe(
        'Name of the environment variable that holds the header’s value (never the value).',
      ),
    })
    .describe('A secret sent in a header of the feed request.'),
]);

export type FeedSyncAuth = z.infer<typeof feedSyncAuthSchema>;

const feedUrl = z
  .url({ protocol: /^https?$/, error: 'an http(s) address', abort: true })
  .refine((url) => {
    const { username, password } = new URL(url);
    return !username && !password;
  }, 'no user name or password in the address: name them in auth, from the environment')
  .describe('The feed’s address (http or https), e.g. https://stock.example.com/dealer-42.csv.');

export const feedSyncSchema = z
  .strictObject({
    url: feedUrl,
    format: z
      .enum(FEED_FORMATS)
      .optional()
      .describe('csv or json; unset: from the address’s extension (.csv or .json).'),
    intervalMinutes: z
      .number()
      .int()
      .min(MIN_FEED_SYNC_INTERVAL_MINUTES)
      .max(MAX_FEED_SYNC_INTERVAL_MINUTES)
      .default(DEFAULT_FEED_SYNC_INTERVAL_MINUTES)
      .describe(
        `Minutes between fetches (${MIN_FEED_SYNC_INTERVAL_MINUTES} to ${MAX_FEED_SYNC_INTERVAL_MINUTES}); a failed fetch is tried again after the same wait.`,
      ),
    mode: z
      .enum(['full', 'partial'])
      .default('full')
      .describe(
        'full: the feed lists the whole stock, and a car missing from it is sold; partial: the feed lists only cars that changed, and a missing car is left as it is.',
      ),
    auth: feedSyncAuthSchema
      .nullable()
      .default(null)
      .describe(
        'How the feed’s server knows it is us (the secrets stay in the environment); null: no authentication.',
      ),
    allowMassRemoval: z
      .boolean()
      .default(false)
      .describe(
        'Import a full feed even when more than half the site’s cars vanish from it at once; false: such an import is held (nothing changes) and logged, as the feed more likely broke than the yard emptied.',
      ),
    timeoutSeconds: z
      .number()
      .int()
      .min(1)
      .max(MAX_FEED_SYNC_TIMEOUT_SECONDS)
      .default(DEFAULT_FEED_SYNC_TIMEOUT_SECONDS)
      .describe('Seconds the whole fetch may take before it counts as failed.'),
    maxBytes: z
      .number()
      .int()
      .min(1)
      .max(MAX_FEED_SYNC_MAX_BYTES)
      .default(DEFAULT_FEED_SYNC_MAX_BYTES)
      .describe(
        'Largest feed accepted, in bytes; a larger one is refused while it downloads and counts as failed.',
      ),
  })
  .superRefine((settings, context) => {
    if (!settings.format && !feedFormatOfUrl(settings.url)) {
      context.addIssue({
        code: 'custom',
        path: ['format'],
        message: 'csv or json: the address does not end in .csv or .json',
      });
    }
  })
  .transform(({ format, ...settings }) => ({
    ...settings,
    // The refinement above made sure one of the two is there.
    format: format ?? feedFormatOfUrl(settings.url) ?? 'csv',
  }));

/** The site's setting: absent or null, no scheduled sync. */
export const feedSyncSettingSchema = feedSyncSchema
  .nullable()
  .default(null)
  .describe(
    'Fetch the site’s stock feed from an address on a schedule and import what changed (one server at a time); the last good stock stays when a fetch fails or the feed looks wrong. null: no scheduled sync.',
  );

export type FeedSyncSettings = z.infer<typeof feedSyncSchema>;
