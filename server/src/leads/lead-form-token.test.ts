import { describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_MAX_AGE_HOURS,
  LeadFormTokens,
  leadFormTokensFromEnv,
} from './lead-form-token.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const OPENED = new Date('2026-11-01T09:00:00.000Z');
const HOUR_MS = 3_600_000;
const later = (ms: number) => new Date(OPENED.getTime() + ms);

describe('lead form tokens', () => {
  const tokens = new LeadFormTokens(SECRET);

  it('vouch for the site and the time they were issued, for 12 hours', () => {
    const { token, expiresAt } = tokens.issue('harbour-motors', OPENED);
    expect(expiresAt).toEqual(later(FORM_TOKEN_MAX_AGE_HOURS * HOUR_MS));
    expect(tokens.check(token, 'harbour-motors', later(5_000))).toEqual({
      ok: true,
      issuedAt: OPENED.getTime(),
      tokenId: token.split('.')[3],
    });
    // Sent at once (a form the browser filled in): taken, nothing measures a fill time.
    expect(tokens.check(token, 'harbour-motors', OPENED)).toMatchObject({ ok: true });
    expect(tokens.check(token, 'harbour-motors', later(12 * HOUR_MS))).toMatchObject({ ok: true });
    expect(tokens.check(token, 'harbour-motors', later(12 * HOUR_MS + 1))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('are never the same twice, and each has an id of its own (what makes it single-use)', () => {
    const a = tokens.issue('harbour-motors', OPENED).token;
    const b = tokens.issue('harbour-motors', OPENED).token;
    expect(a).not.toBe(b);
    const idOf = (token: string) => {
      const check = tokens.check(token, 'harbour-motors', OPENED);
      return check.ok ? check.tokenId : null;
    };
    expect(idOf(a)).toMatch(/^[\w-]{22}$/);
    expect(idOf(a)).not.toBe(idOf(b));
  });

  it('are refused for another site, or signed with another secret', () => {
    const { token } = tokens.issue('harbour-motors', OPENED);
    expect(tokens.check(token, 'other-dealer', later(5_000))).toEqual({
      ok: false,
      problem: 'other-site',
    });
    const other = new LeadFormTokens(`${SECRET}-rotated`);
    expect(other.check(token, 'harbour-motors', later(5_000))).toEqual({
      ok: false,
      problem: 'forged',
    });
  });

  it('are refused when any part was changed, or when there is none', () => {
    const { token } = tokens.issue('harbour-motors', OPENED);
    const parts = token.split('.');
    const changed = parts.map((part, index) => {
      const copy = [...parts];
      copy[index] = index === 2 ? (Number.parseInt(part, 36) - 60_000).toString(36) : `${part}x`;
      return copy.join('.');
    });
    for (const altered of [...changed, `${token}.more`, '', '   ']) {
      expect(tokens.check(altered, 'harbour-motors', later(5_000)).ok).toBe(false);
    }
    expect(tokens.check(null, 'harbour-motors', OPENED)).toEqual({ ok: false, problem: 'missing' });
  });

  it('need a secret of 32 characters or more', () => {
    expect(() => new LeadFormTokens('short')).toThrow(
      'FORECOURT_FORM_SECRET: must be at least 32 characters',
    );
  });
});

describe('leadFormTokensFromEnv', () => {
  it('signs with FORECOURT_FORM_SECRET, so every replica takes the others’ forms', () => {
    const a = leadFormTokensFromEnv({ FORECOURT_FORM_SECRET: SECRET, NODE_ENV: 'production' });
    const b = leadFormTokensFromEnv({ FORECOURT_FORM_SECRET: SECRET, NODE_ENV: 'production' });
    expect(a.secret).toBe('environment');
    const { token } = a.tokens.issue('harbour-motors', OPENED);
    expect(b.tokens.check(token, 'harbour-motors', later(5_000)).ok).toBe(true);
  });

  it('refuses to start production without it', () => {
    expect(() => leadFormTokensFromEnv({ NODE_ENV: 'production' })).toThrow(
      /^FORECOURT_FORM_SECRET is not set: production needs the secret that signs lead forms/,
    );
  });

  it('makes a secret of the process in development', () => {
    const a = leadFormTokensFromEnv({});
    const b = leadFormTokensFromEnv({ NODE_ENV: 'development' });
    expect(a.secret).toBe('generated');
    const { token } = a.tokens.issue('harbour-motors', OPENED);
    expect(a.tokens.check(token, 'harbour-motors', later(5_000)).ok).toBe(true);
    expect(b.tokens.check(token, 'harbour-motors', later(5_000)).ok).toBe(false);
  });
});
