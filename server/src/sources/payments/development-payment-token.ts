import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentSessionRequest } from '../../payments/payment-provider.port.js';

/**
 * The development provider's session id: the session itself, signed, so any replica holding the
 * secret can show its test page and read its buttons without a lookup (as lead-form-token.ts
 * signs lead forms). `<base64url of the JSON session>.<HMAC-SHA256 of that, base64url>`.
 */

export interface DevelopmentPaymentSession {
  siteSlug: string;
  reservationId: string;
  reference: string;
  amountCents: number;
  description: string;
  merchantName: string;
  successUrl: string;
  cancelUrl: string;
  /** Milliseconds since the epoch. */
  expiresAtMs: number;
}

/** Why a token is not taken: not one of ours (or cut short), or of another site than asked. */
export type DevelopmentTokenProblem = 'forged' | 'other-site';

export type DevelopmentTokenCheck =
  | { ok: true; session: DevelopmentPaymentSession }
  | { ok: false; problem: DevelopmentTokenProblem };

/** The prefix of the development provider's payment ids (the word a dealer sees in the records). */
export const DEVELOPMENT_PAYMENT_PREFIX = 'devpay_';

const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

export class DevelopmentPaymentTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  issue(request: PaymentSessionRequest): string {
    const session: DevelopmentPaymentSession = {
      siteSlug: request.siteSlug,
      reservationId: request.reservationId,
      reference: request.reference,
      amountCents: request.amountCents,
      description: request.description,
      merchantName: request.merchantName,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAtMs: request.expiresAt.getTime(),
    };
    const body = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
    return `${body}.${sign(this.#secret, body)}`;
  }

  /** The session a token carries, when it is ours and (with `siteSlug`) of that site. */
  read(token: string, siteSlug?: string): DevelopmentTokenCheck {
    const parts = token.split('.');
    if (parts.length !== 2) return { ok: false, problem: 'forged' };
    const [body, signature] = parts as [string, string];
    const expected = Buffer.from(sign(this.#secret, body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, problem: 'forged' };
    }
    const session = parseSession(body);
    if (!session) return { ok: false, problem: 'forged' };
    if (siteSlug !== undefined && session.siteSlug !== siteSlug) {
      return { ok: false, problem: 'other-site' };
    }
    return { ok: true, session };
  }
}

/** A short, stable digest of a token: event and payment ids derived from it. */
export const tokenDigest = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url').slice(0, 32);

function parseSession(body: string): DevelopmentPaymentSession | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const strings = [
      'siteSlug',
      'reservationId',
      'reference',
      'description',
      'merchantName',
      'successUrl',
      'cancelUrl',
    ] as const;
    if (strings.some((key) => typeof value[key] !== 'string')) return null;
    if (!Number.isSafeInteger(value.amountCents) || !Number.isSafeInteger(value.expiresAtMs)) {
      return null;
    }
    return value as unknown as DevelopmentPaymentSession;
  } catch {
    return null;
  }
}
