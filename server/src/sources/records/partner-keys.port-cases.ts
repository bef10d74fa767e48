import { createHash, randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import type { PartnerKeyInput } from '../../api-access/partner-keys.port.js';
import type { SiteRecords } from './records.port.js';

export interface PartnerKeyCaseContext {
  forSite: (site: Site) => SiteRecords;
}

/**
 * Partner API keys through the Records port: stored by hash, found only on their own site,
 * listed newest first, revoked once. Each case works on sites of its own.
 */
export function describePartnerKeys({ forSite }: PartnerKeyCaseContext): void {
  describe('partner keys', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `partner-${randomUUID()}`));
    const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
    const keyInput = (overrides: Partial<PartnerKeyInput> = {}): PartnerKeyInput => {
      const key = `fck_${randomUUID()}`;
      return {
        label: 'Feed partner',
        keyHash: createHash('sha256').update(key).digest('hex'),
        keyHint: key.slice(0, 10),
        requestsPerMinute: 120,
        costPerMinute: 5_000,
        createdAt: at('09:00'),
        ...overrides,
      };
    };

    it('finds an issued key by its hash, with its budgets, on its own site only', async () => {
      const site = newSite();
      const other = newSite();
      const input = keyInput({ requestsPerMinute: 30, costPerMinute: 900 });
      const issued = await site.issuePartnerKey(input);
      expect(issued).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        site: expect.stringMatching(/^partner-/) as string,
        label: 'Feed partner',
        keyHint: input.keyHint,
        requestsPerMinute: 30,
        costPerMinute: 900,
        createdAt: at('09:00'),
        revokedAt: null,
      });
      expect(await site.partnerKeyByHash(input.keyHash)).toEqual(issued);
      expect(await other.partnerKeyByHash(input.keyHash)).toBeNull();
      expect(await site.partnerKeyByHash('0'.repeat(64))).toBeNull();
    });

    it('lists a site’s keys newest first, and no other site’s', async () => {
      const site = newSite();
      const other = newSite();
      const first = await site.issuePartnerKey(keyInput({ label: 'first' }));
      const second = await site.issuePartnerKey(
        keyInput({ label: 'second', createdAt: at('10:00') }),
      );
      await other.issuePartnerKey(keyInput({ label: 'elsewhere' }));
      expect(await site.partnerKeys()).toEqual([second, first]);
      expect((await other.partnerKeys()).map((key) => key.label)).toEqual(['elsewhere']);
    });

    it('revokes a key once, keeping the first revocation time', async () => {
      const site = newSite();
      const input = keyInput();
      const issued = await site.issuePartnerKey(input);
      const revoked = await site.revokePartnerKey(issued.id, at('11:00'));
      expect(revoked).toEqual({ ...issued, revokedAt: at('11:00') });
      expect(await site.revokePartnerKey(issued.id, at('12:00'))).toEqual(revoked);
      expect(await site.partnerKeyByHash(input.keyHash)).toEqual(revoked);
    });

    it('revokes nothing for an id of another site, an unknown id or text that is no id', async () => {
      const site = newSite();
      const other = newSite();
      const input = keyInput();
      const issued = await site.issuePartnerKey(input);
      expect(await other.revokePartnerKey(issued.id, at('11:00'))).toBeNull();
      expect(await site.revokePartnerKey(randomUUID(), at('11:00'))).toBeNull();
      expect(await site.revokePartnerKey('not-an-id', at('11:00'))).toBeNull();
      expect((await site.partnerKeyByHash(input.keyHash))?.revokedAt).toBeNull();
    });

    it('refuses a second key with the same hash, even on another site', async () => {
      const input = keyInput();
      await newSite().issuePartnerKey(input);
      await expect(newSite().issuePartnerKey(input)).rejects.toThrow();
    });
  });
}
