import { createHash, randomInt, randomUUID } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH } from '@forecourt/schema/accounts/sign-in-steps';
import type { SiteAccountRecords } from './account-records.port.js';

/**
 * One-time sign-in codes (spec 2 §6): six random digits e-mailed to the shopper, good for
 * SIGN_IN_CODE_MINUTES, used once, dead after MAX_WRONG_CODE_TRIES wrong tries; a new code
 * replaces the address's older ones. Only a hash of the code (with its attempt id) is stored.
 */

export const SIGN_IN_CODE_MINUTES = 10;
export const MAX_WRONG_CODE_TRIES = 5;

const MS_PER_MINUTE = 60_000;

export interface IssuedSignInCode {
  attemptId: string;
  code: string;
  expiresAt: Date;
}

export const hashSignInCode = (attemptId: string, code: string): string =>
  createHash('sha256').update(`${attemptId}:${code}`).digest('hex');

export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/** A new code for the address (already lower-cased), replacing its older ones. */
export async function issueSignInCode(
  records: SiteAccountRecords,
  email: string,
  now: Date,
  code: string = newSignInCode(),
): Promise<IssuedSignInCode> {
  const attemptId = randomUUID();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * MS_PER_MINUTE);
  await records.replaceSignInCode({
    attemptId,
    email,
    codeHash: hashSignInCode(attemptId, code),
    createdAt: now,
    expiresAt,
  });
  return { attemptId, code, expiresAt };
}

/** Why a code did not sign in. */
export type CodeRefusal =
  /** Not the attempt's code; `triesLeft` more may be tried. */
  | { reason: 'wrong'; triesLeft: number }
  /** Expired, replaced by a newer code, already used, or never issued. */
  | { reason: 'expired' }
  /** Too many wrong tries: the code no longer works. */
  | { reason: 'used-up' };

export type CodeCheck = { signedIn: true; email: string } | ({ signedIn: false } & CodeRefusal);

/** Uses the attempt's code if `code` is it; a wrong code counts against the attempt. */
export async function checkSignInCode(
  records: SiteAccountRecords,
  attemptId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const stored = await records.signInCode(attemptId);
  if (!stored || stored.expiresAt <= now) return { signedIn: false, reason: 'expired' };
  if (stored.wrongTries >= MAX_WRONG_CODE_TRIES) return { signedIn: false, reason: 'used-up' };
  const email = await records.useSignInCode(
    attemptId,
    hashSignInCode(attemptId, code),
    now,
    MAX_WRONG_CODE_TRIES,
  );
  if (email !== null) return { signedIn: true, email };
  const tries = await records.countWrongSignInTry(attemptId);
  if (tries === 0) return { signedIn: false, reason: 'expired' };
  if (tries >= MAX_WRONG_CODE_TRIES) return { signedIn: false, reason: 'used-up' };
  return { signedIn: false, reason: 'wrong', triesLeft: MAX_WRONG_CODE_TRIES - tries };
}

export function codeRefusalMessage(refusal: CodeRefusal): string {
  switch (refusal.reason) {
    case 'wrong':
      return `That code is not the one we sent. Check the e-mail and try again (${refusal.triesLeft} ${refusal.triesLeft === 1 ? 'try' : 'tries'} left).`;
    case 'expired':
      return `This code has expired or was replaced by a newer one. Press “Send a new code”.`;
    case 'used-up':
      return 'Too many wrong codes: this code no longer works. Press “Send a new code”.';
  }
}
