import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token a lead form is issued when it is rendered (in the server-rendered page, or by
 * `startLeadForm` in the browser) and sends back with the lead:
 * `v1.<site>.<issued at, ms base 36>.<random id>.<HMAC-SHA256 of the rest>`, keyed with the
 * server's form secret. It proves that this site rendered the form, and when: any replica holding
 * the secret can check it without a lookup. Its random id makes it single-use: the records keep
 * the id of each token a lead was taken with, so a script that harvested one token cannot send a
 * stream of leads with it, while a person, who sends one form once, never notices.
 *
 * There is no minimum fill time: a person whose browser fills the form in and who sends it at
 * once is as fast as a script, so no delay tells them apart without turning the person away.
 */

/** Production reads the secret from here; every replica must share it. */
export const FORM_SECRET_ENV = 'FORECOURT_FORM_SECRET';
/** 32 bytes of a random secret as hex or base64 are at least this long. */
export const MIN_FORM_SECRET_LENGTH = 32;
/**
 * How long a form stays sendable. A shopper may leave a tab open for hours (and a page served
 * from a cache may be old): long enough for that, short enough that a harvested token goes stale.
 */
export const FORM_TOKEN_MAX_AGE_HOURS = 12;
const HOUR_MS = 60 * 60 * 1000;
const VERSION = 'v1';
const NONCE_BYTES = 16;
/** Issue times a little ahead of this replica's clock are another replica's clock, not forgery. */
const CLOCK_SKEW_MS = 60_000;

/** Why a token is not taken; `used`: a lead was taken with it already (see the records). */
export type FormTokenProblem = 'missing' | 'forged' | 'other-site' | 'expired' | 'used';

export type FormTokenCheck =
  | {
      ok: true;
      issuedAt: number;
      /** The token's random id, which the records keep once a lead is taken with it. */
      tokenId: string;
    }
  | { ok: false; problem: Exclude<FormTokenProblem, 'used'> };

export interface IssuedFormToken {
  token: string;
  expiresAt: Date;
}

const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

export class LeadFormTokens {
  readonly #secret: string;

  constructor(secret: string) {
    if (secret.length < MIN_FORM_SECRET_LENGTH) {
      throw new RangeError(
        `${FORM_SECRET_ENV}: must be at least ${MIN_FORM_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
      );
    }
    this.#secret = secret;
  }

  /** A token for a form of the site with this slug, opened at `now`. */
  issue(siteSlug: string, now: Date): IssuedFormToken {
    const unsigned = [
      VERSION,
      siteSlug,
      now.getTime().toString(36),
      randomBytes(NONCE_BYTES).toString('base64url'),
    ].join('.');
    return {
      token: `${unsigned}.${sign(this.#secret, unsigned)}`,
      expiresAt: new Date(now.getTime() + FORM_TOKEN_MAX_AGE_HOURS * HOUR_MS),
    };
  }

  /** Whether `token` is one of ours, for the site with this slug, and not expired at `now`. */
  check(token: string | null | undefined, siteSlug: string, now: Date): FormTokenCheck {
    if (token == null || token.trim() === '') return { ok: false, problem: 'missing' };
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, problem: 'forged' };
    const [, slug, issued, tokenId, signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(sign(this.#secret, parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, problem: 'forged' };
    }
    if (slug !== siteSlug) return { ok: false, problem: 'other-site' };
    const issuedAt = parseInt(issued, 36);
    if (!Number.isSafeInteger(issuedAt) || issuedAt > now.getTime() + CLOCK_SKEW_MS) {
      return { ok: false, problem: 'forged' };
    }
    if (now.getTime() - issuedAt > FORM_TOKEN_MAX_AGE_HOURS * HOUR_MS) {
      return { ok: false, problem: 'expired' };
    }
    return { ok: true, issuedAt, tokenId };
  }
}

export interface LeadFormTokensFromEnv {
  tokens: LeadFormTokens;
  /** environment: FORECOURT_FORM_SECRET; generated: a secret of this process (development). */
  secret: 'environment' | 'generated';
}

/**
 * The form secret from FORECOURT_FORM_SECRET. Production refuses to start without it: replicas
 * with secrets of their own would refuse each other's forms, and a restart every open form.
 * Development makes one per process (forms opened before a restart are asked to send again).
 */
export function leadFormTokensFromEnv(env: NodeJS.ProcessEnv = process.env): LeadFormTokensFromEnv {
  const configured = env[FORM_SECRET_ENV]?.trim();
  if (configured) return { tokens: new LeadFormTokens(configured), secret: 'environment' };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `${FORM_SECRET_ENV} is not set: production needs the secret that signs lead forms, the same on every replica (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  return { tokens: new LeadFormTokens(randomFormSecret()), secret: 'generated' };
}

export const randomFormSecret = (): string => randomBytes(32).toString('hex');
