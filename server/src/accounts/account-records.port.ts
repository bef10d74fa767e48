/**
 * What shopper accounts need from the records store, bound to one site (spec 2 §6). The rules
 * (how long a code or a session lasts, how many wrong tries a code takes) are the callers';
 * this port only keeps rows, and makes the steps that must not race atomic: a wrong try is
 * counted in one statement, and a code is used up by deleting it, so it signs in only once.
 */

export interface ShopperAccount {
  userId: string;
  /** Lower-cased. */
  email: string;
  /** E.164 (+614…), or null until the shopper adds one. */
  phone: string | null;
}

export interface SignInCodeInput {
  attemptId: string;
  /** Lower-cased. */
  email: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface StoredSignInCode {
  attemptId: string;
  email: string;
  codeHash: string;
  wrongTries: number;
  expiresAt: Date;
}

export interface SessionInput {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** The browser's previous session, ended as this one starts (a new session at each sign-in). */
  replacesTokenHash?: string | undefined;
}

export interface SiteAccountRecords {
  /** Stores a new code and deletes every older code of its address. */
  replaceSignInCode(code: SignInCodeInput): Promise<void>;
  /**
   * The attempt's code (expired too, so "Send a new code" knows its address), or null once it
   * was used or replaced.
   */
  signInCode(attemptId: string): Promise<StoredSignInCode | null>;
  /** Counts one wrong try of the attempt; answers the tries now counted (0: no such attempt). */
  countWrongSignInTry(attemptId: string): Promise<number>;
  /**
   * Uses the attempt's code up: deletes it when its hash is `codeHash`, it is unexpired at `now`
   * and it has taken fewer than `maxWrongTries` wrong tries. Answers its address, or null when
   * it was not there to use (so two racing submissions sign in once).
   */
  useSignInCode(
    attemptId: string,
    codeHash: string,
    now: Date,
    maxWrongTries: number,
  ): Promise<string | null>;
  /** The address's account, made now if it has none yet. */
  accountForEmail(email: string, now: Date): Promise<ShopperAccount>;
  /** Sets the account's mobile (E.164); false when the site has no such account. */
  setAccountPhone(userId: string, phone: string): Promise<boolean>;
  /** Starts a session (ending the one it replaces). */
  startSession(session: SessionInput): Promise<void>;
  /** The account of the session whose token hashes to `tokenHash`, if unexpired at `now`. */
  sessionAccount(tokenHash: string, now: Date): Promise<ShopperAccount | null>;
  /** Ends the session (signing out); nothing when there is none. */
  endSession(tokenHash: string): Promise<void>;
}
