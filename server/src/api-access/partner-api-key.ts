import { createHash, randomBytes } from 'node:crypto';

/**
 * Partner API keys as sent and stored. A key is `fck_` and 256 random bits (base64url): too many
 * to guess, so one SHA-256 of it is all the records need to recognise it, and a leaked database
 * gives away no key. The prefix makes a key recognisable (to people and to secret scanners).
 */
export const PARTNER_KEY_PREFIX = 'fck_';
const KEY_BYTES = 32;
/** 32 bytes in base64url, without padding. */
const KEY_PATTERN = /^fck_[A-Za-z0-9_-]{43}$/;
/** Characters after the prefix a list shows, to tell keys apart without giving them away. */
const HINT_CHARACTERS = 6;

/** A new key; shown once to whoever issued it, and never stored. */
export function newPartnerApiKey(): string {
  return `${PARTNER_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
}

/** What the records keep of a key: the hex SHA-256 of the whole key. */
export function partnerKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The start of a key, for lists ("fck_Ab12Cd…"). */
export function partnerKeyHint(key: string): string {
  return `${key.slice(0, PARTNER_KEY_PREFIX.length + HINT_CHARACTERS)}…`;
}

export function isPartnerApiKey(text: string): boolean {
  return KEY_PATTERN.test(text);
}

/**
 * The key a request carries: `Authorization: Bearer <key>` or `X-API-Key: <key>`. Undefined when
 * it carries neither; `{ problem }` when what it carries cannot be a key.
 */
export function partnerKeyOfRequest(
  request: Request,
): { key: string } | { problem: string } | undefined {
  const authorization = request.headers.get('authorization')?.trim();
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const apiKey = request.headers.get('x-api-key')?.trim() || undefined;
  if (authorization && !bearer) {
    return { problem: 'The Authorization header must be "Bearer <partner API key>".' };
  }
  if (bearer && apiKey && bearer !== apiKey) {
    return { problem: 'Authorization and X-API-Key name different keys: send one key.' };
  }
  const key = bearer ?? apiKey;
  if (key === undefined) return undefined;
  if (!isPartnerApiKey(key)) {
    return {
      problem: `That is not a partner API key: keys start with "${PARTNER_KEY_PREFIX}" followed by 43 characters.`,
    };
  }
  return { key };
}
