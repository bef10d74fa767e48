import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import type { SiteRecords } from './records.port.js';

export interface ShopperAccountCaseContext {
  forSite: (site: Site) => SiteRecords;
}

/**
 * Shopper accounts through the Records port: one account per address and site, codes replaced
 * and used once, wrong tries counted, sessions found by their hash on their own site only,
 * ended on sign-out and when replaced, nothing once expired. Each case works on sites of its own.
 */
export function describeShopperAccounts({ forSite }: ShopperAccountCaseContext): void {
  describe('shopper accounts', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `accounts-${randomUUID()}`));
    const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
    const code = (
      email: string,
      overrides: Partial<{ attemptId: string; codeHash: string }> = {},
    ) => ({
      attemptId: randomUUID(),
      email,
      codeHash: `hash-${randomUUID()}`,
      createdAt: at('09:00'),
      expiresAt: at('09:10'),
      ...overrides,
    });

    it('keeps one account per address, and gives each site its own', async () => {
      const [harbour, other] = [newSite(), newSite()];
      const first = await harbour.accountForEmail('jo@example.com', at('09:00'));
      const again = await harbour.accountForEmail('jo@example.com', at('10:00'));
      const elsewhere = await other.accountForEmail('jo@example.com', at('09:00'));
      expect(again).toEqual(first);
      expect(first).toEqual({ userId: first.userId, email: 'jo@example.com', phone: null });
      expect(elsewhere.userId).not.toBe(first.userId);
    });

    it('sets the phone of its own site’s account only', async () => {
      const [harbour, other] = [newSite(), newSite()];
      const account = await harbour.accountForEmail('ph@example.com', at('09:00'));
      expect(await other.setAccountPhone(account.userId, '+61412345678')).toBe(false);
      expect(await harbour.setAccountPhone(account.userId, '+61412345678')).toBe(true);
      expect((await harbour.accountForEmail('ph@example.com', at('09:00'))).phone).toBe(
        '+61412345678',
      );
      expect(await harbour.setAccountPhone('not-a-uuid', '+61412345678')).toBe(false);
    });

    it('uses a code once, only with its hash, unexpired and under the wrong-try limit', async () => {
      const site = newSite();
      const issued = code('once@example.com');
      await site.replaceSignInCode(issued);
      expect(await site.useSignInCode(issued.attemptId, 'other-hash', at('09:01'), 5)).toBeNull();
      expect(
        await site.useSignInCode(issued.attemptId, issued.codeHash, at('09:10'), 5),
      ).toBeNull();
      expect(await site.useSignInCode(issued.attemptId, issued.codeHash, at('09:01'), 5)).toBe(
        'once@example.com',
      );
      expect(
        await site.useSignInCode(issued.attemptId, issued.codeHash, at('09:01'), 5),
      ).toBeNull();
      expect(await site.signInCode(issued.attemptId)).toBeNull();
    });

    it('counts wrong tries, and a code at the limit no longer works', async () => {
      const site = newSite();
      const issued = code('tries@example.com');
      await site.replaceSignInCode(issued);
      expect(await site.countWrongSignInTry(issued.attemptId)).toBe(1);
      expect(await site.countWrongSignInTry(issued.attemptId)).toBe(2);
      expect((await site.signInCode(issued.attemptId))?.wrongTries).toBe(2);
      expect(
        await site.useSignInCode(issued.attemptId, issued.codeHash, at('09:01'), 2),
      ).toBeNull();
      expect(await site.countWrongSignInTry(randomUUID())).toBe(0);
    });

    it('replaces an address’s older codes with a new one, and never another site’s', async () => {
      const [site, other] = [newSite(), newSite()];
      const older = code('new@example.com');
      const elsewhere = code('new@example.com');
      await site.replaceSignInCode(older);
      await other.replaceSignInCode(elsewhere);
      const newer = code('new@example.com');
      await site.replaceSignInCode(newer);
      expect(await site.signInCode(older.attemptId)).toBeNull();
      expect((await site.signInCode(newer.attemptId))?.email).toBe('new@example.com');
      expect((await other.signInCode(elsewhere.attemptId))?.email).toBe('new@example.com');
      expect(await site.signInCode(elsewhere.attemptId)).toBeNull();
    });

    it('finds a session by its hash on its own site, until it expires or ends', async () => {
      const [site, other] = [newSite(), newSite()];
      const account = await site.accountForEmail('session@example.com', at('09:00'));
      const tokenHash = `token-${randomUUID()}`;
      await site.startSession({
        tokenHash,
        userId: account.userId,
        createdAt: at('09:00'),
        expiresAt: at('12:00'),
      });
      expect(await site.sessionAccount(tokenHash, at('11:59'))).toEqual(account);
      expect(await other.sessionAccount(tokenHash, at('11:59'))).toBeNull();
      expect(await site.sessionAccount(tokenHash, at('12:00'))).toBeNull();
      await other.endSession(tokenHash);
      expect(await site.sessionAccount(tokenHash, at('10:00'))).toEqual(account);
      await site.endSession(tokenHash);
      expect(await site.sessionAccount(tokenHash, at('10:00'))).toBeNull();
    });

    it('ends the browser’s previous session when a new one starts', async () => {
      const site = newSite();
      const account = await site.accountForEmail('rotate@example.com', at('09:00'));
      const [first, second] = [`t-${randomUUID()}`, `t-${randomUUID()}`];
      const session = { userId: account.userId, createdAt: at('09:00'), expiresAt: at('12:00') };
      await site.startSession({ ...session, tokenHash: first });
      await site.startSession({ ...session, tokenHash: second, replacesTokenHash: first });
      expect(await site.sessionAccount(first, at('10:00'))).toBeNull();
      expect(await site.sessionAccount(second, at('10:00'))).toEqual(account);
    });

    it('deletes codes expired a day ago when a new code is stored, keeping recent ones', async () => {
      const site = newSite();
      const stale = code('stale@example.com');
      await site.replaceSignInCode(stale);
      const recent = {
        ...code('recent@example.com'),
        createdAt: new Date('2026-11-02T07:50:00.000Z'),
        expiresAt: new Date('2026-11-02T08:00:00.000Z'),
      };
      await site.replaceSignInCode(recent);
      const nextDay = new Date('2026-11-02T09:30:00.000Z');
      await site.replaceSignInCode({
        ...code('other@example.com'),
        createdAt: nextDay,
        expiresAt: new Date(nextDay.getTime() + 600_000),
      });
      expect(await site.signInCode(stale.attemptId)).toBeNull();
      expect((await site.signInCode(recent.attemptId))?.email).toBe('recent@example.com');
    });

    it('deletes the account’s expired sessions when a new one starts', async () => {
      const site = newSite();
      const account = await site.accountForEmail('expired@example.com', at('09:00'));
      const [old, fresh] = [`t-${randomUUID()}`, `t-${randomUUID()}`];
      await site.startSession({
        tokenHash: old,
        userId: account.userId,
        createdAt: at('08:00'),
        expiresAt: at('09:00'),
      });
      await site.startSession({
        tokenHash: fresh,
        userId: account.userId,
        createdAt: at('09:30'),
        expiresAt: at('12:00'),
      });
      // Even a clock set back cannot bring the expired session back: its row is gone.
      expect(await site.sessionAccount(old, at('08:30'))).toBeNull();
      expect(await site.sessionAccount(fresh, at('10:00'))).toEqual(account);
    });
  });
}
