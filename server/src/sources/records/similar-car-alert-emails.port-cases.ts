import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import { describe, expect, it } from 'vitest';
import { siteWithSlug } from '../../leads/testing/sample-lead.js';
import { harbourSite } from '../../stock/testing/fixture-sites.js';
import type { SimilarCarAlertInput } from '../../alerts/similar-car-alerts.port.js';
import type { SiteRecords } from './records.port.js';
import type { SimilarCarArrival } from '../../alerts/similar-car-alert-emails.port.js';

export interface AlertEmailCaseContext {
  forSite: (site: Site) => SiteRecords;
}

const MINUTE_MS = 60_000;
const LEASE_MS = 2 * MINUTE_MS;

/**
 * The e-mails of due similar-car alerts through the Records port: queued with the alert made due,
 * claimed by one worker at a time, taken again when a worker died, retried, and never claimed
 * again once sent. Each case works on a site of its own, because claims take every due e-mail.
 */
export function describeSimilarCarAlertEmails({ forSite }: AlertEmailCaseContext): void {
  describe('similar-car alert e-mails', () => {
    const newSite = () => forSite(siteWithSlug(harbourSite, `alert-mail-${randomUUID()}`));
    const at = (time: string) => new Date(`2026-11-01T${time}:00.000Z`);
    const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
    const arrival = (id: string): SimilarCarArrival => ({
      id,
      slug: `${id}-slug`,
      name: `2024 Toyota Corolla ${id}`,
      priceText: '$22,990',
    });
    const alertInput = (overrides: Partial<SimilarCarAlertInput> = {}): SimilarCarAlertInput => ({
      carId: `sold-${randomUUID()}`,
      criteria: {
        match: 'makeModel',
        carId: 'sold',
        make: 'Toyota',
        model: 'Corolla',
        carType: 'used',
        body: 'Hatch',
        price: 19_990,
      },
      email: 'shopper@example.com',
      phone: null,
      knownSimilarCarIds: [],
      createdAt: at('08:00'),
      ...overrides,
    });
    /** An alert made due at 09:00 by two arrivals, as fulfilment does it. */
    async function dueAlert(site: SiteRecords, overrides: Partial<SimilarCarAlertInput> = {}) {
      const alert = await site.createSimilarCarAlert(alertInput(overrides));
      const arrivals = [arrival('first'), arrival('second')];
      const madeDue = await site.markSimilarCarAlertDue({
        alertId: alert.id,
        matchedCarId: 'first',
        dueAt: at('09:00'),
        arrivals,
      });
      expect(madeDue).toBe(true);
      return { alert, arrivals };
    }

    it('queues one e-mail to the alert’s address, listing the arrivals, when it becomes due', async () => {
      const site = newSite();
      const { alert, arrivals } = await dueAlert(site);
      expect(await site.similarCarAlertEmail(alert.id)).toEqual({
        emailId: expect.any(String),
        alertId: alert.id,
        recipient: 'shopper@example.com',
        cars: arrivals,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: at('09:00'),
        lastAttemptAt: null,
        lastError: null,
        messageId: null,
        sentAt: null,
        deadAt: null,
        cancelledAt: null,
        createdAt: at('09:00'),
      });
      const [claimed] = await site.claimDueSimilarCarAlertEmails(10, at('09:00'), LEASE_MS);
      expect(claimed).toEqual({
        emailId: expect.any(String),
        leaseToken: expect.any(String),
        leaseUntil: plus(at('09:00'), LEASE_MS),
        attempt: 1,
        alertId: alert.id,
        soldCar: { id: alert.carId, make: 'Toyota', model: 'Corolla' },
        recipient: 'shopper@example.com',
        cars: arrivals,
        unsubscribeToken: alert.unsubscribeToken,
        dueAt: at('09:00'),
      });
    });

    it('queues nothing for an alert without an e-mail address, or made due without arrivals', async () => {
      const site = newSite();
      const { alert: phoneOnly } = await dueAlert(site, { email: null, phone: '0412 000 111' });
      expect(await site.similarCarAlertEmail(phoneOnly.id)).toBeNull();
      const bare = await site.createSimilarCarAlert(alertInput());
      await site.markSimilarCarAlertDue({
        alertId: bare.id,
        matchedCarId: 'x',
        dueAt: at('09:00'),
      });
      expect(await site.similarCarAlertEmail(bare.id)).toBeNull();
      expect(await site.claimDueSimilarCarAlertEmails(10, at('10:00'), LEASE_MS)).toEqual([]);
    });

    it('refuses arrivals that do not start with the matched car, and leaves the alert waiting', async () => {
      const site = newSite();
      const alert = await site.createSimilarCarAlert(alertInput());
      await expect(
        site.markSimilarCarAlertDue({
          alertId: alert.id,
          matchedCarId: 'matched',
          dueAt: at('09:00'),
          arrivals: [arrival('other')],
        }),
      ).rejects.toThrow(/^arrivals: must start with the matched car matched/);
      expect((await site.similarCarAlerts({ carId: alert.carId }))[0]?.status).toBe('waiting');
    });

    it('hands an e-mail to one claim, and to another once the lease of a dead worker ends', async () => {
      const site = newSite();
      const { alert } = await dueAlert(site);
      const claims = await Promise.all(
        [1, 2, 3].map(() => site.claimDueSimilarCarAlertEmails(10, at('09:00'), LEASE_MS)),
      );
      expect(claims.flat()).toHaveLength(1);
      expect(await site.claimDueSimilarCarAlertEmails(10, at('09:01'), LEASE_MS)).toEqual([]);
      // The worker died without an outcome: after its lease the e-mail is taken again.
      const [again] = await site.claimDueSimilarCarAlertEmails(
        10,
        plus(at('09:00'), LEASE_MS),
        LEASE_MS,
      );
      expect(again).toMatchObject({ alertId: alert.id, attempt: 2 });
    });

    it('never claims an e-mail again once it was sent, and keeps what was sent', async () => {
      const site = newSite();
      const { alert, arrivals } = await dueAlert(site);
      const [job] = await site.claimDueSimilarCarAlertEmails(10, at('09:00'), LEASE_MS);
      const sent = { emailId: job!.emailId, sentAt: at('09:00'), messageId: '<alert@example>' };
      expect(await site.markSimilarCarAlertEmailSent(sent)).toBe(true);
      expect(await site.markSimilarCarAlertEmailSent({ ...sent, sentAt: at('09:05') })).toBe(false);
      // A late failure of a stale attempt changes nothing.
      expect(
        await site.markSimilarCarAlertEmailFailed({
          emailId: job!.emailId,
          leaseToken: job!.leaseToken,
          failedAt: at('09:01'),
          error: 'timeout',
          nextAttemptAt: at('09:02'),
        }),
      ).toBe(false);
      expect(await site.claimDueSimilarCarAlertEmails(10, at('23:00'), LEASE_MS)).toEqual([]);
      expect(await site.similarCarAlertEmail(alert.id)).toMatchObject({
        status: 'sent',
        cars: arrivals,
        recipient: 'shopper@example.com',
        messageId: '<alert@example>',
        sentAt: at('09:00'),
        attempts: 1,
        nextAttemptAt: null,
      });
    });

    it('retries a failure at its time, ignores a stale lease, and dead-letters without one', async () => {
      const site = newSite();
      const { alert } = await dueAlert(site);
      const [first] = await site.claimDueSimilarCarAlertEmails(10, at('09:00'), LEASE_MS);
      const failure = {
        emailId: first!.emailId,
        leaseToken: first!.leaseToken,
        failedAt: at('09:00'),
        error: 'SMTP 451',
      };
      expect(
        await site.markSimilarCarAlertEmailFailed({ ...failure, nextAttemptAt: at('09:30') }),
      ).toBe(true);
      expect(await site.claimDueSimilarCarAlertEmails(10, at('09:29'), LEASE_MS)).toEqual([]);
      const [second] = await site.claimDueSimilarCarAlertEmails(10, at('09:30'), LEASE_MS);
      expect(second?.attempt).toBe(2);
      // The first attempt's lease is gone.
      expect(await site.markSimilarCarAlertEmailFailed({ ...failure, nextAttemptAt: null })).toBe(
        false,
      );
      expect(
        await site.markSimilarCarAlertEmailFailed({
          ...failure,
          leaseToken: second!.leaseToken,
          failedAt: at('09:31'),
          nextAttemptAt: null,
        }),
      ).toBe(true);
      expect(await site.claimDueSimilarCarAlertEmails(10, at('23:00'), LEASE_MS)).toEqual([]);
      expect(await site.similarCarAlertEmail(alert.id)).toMatchObject({
        status: 'dead',
        attempts: 2,
        lastError: 'SMTP 451',
        deadAt: at('09:31'),
        sentAt: null,
      });
    });

    it('cancels the e-mail of a shopper who unsubscribed before it went out', async () => {
      const site = newSite();
      const { alert } = await dueAlert(site);
      await site.unsubscribeSimilarCarAlert(alert.unsubscribeToken, at('09:10'));
      expect(await site.claimDueSimilarCarAlertEmails(10, at('09:15'), LEASE_MS)).toEqual([]);
      expect(await site.similarCarAlertEmail(alert.id)).toMatchObject({
        status: 'cancelled',
        cancelledAt: at('09:15'),
        sentAt: null,
      });
    });

    it('keeps each site’s e-mails to itself', async () => {
      const [site, other] = [newSite(), newSite()];
      const { alert } = await dueAlert(site);
      expect(await other.claimDueSimilarCarAlertEmails(10, at('10:00'), LEASE_MS)).toEqual([]);
      expect(await other.similarCarAlertEmail(alert.id)).toBeNull();
      const [job] = await site.claimDueSimilarCarAlertEmails(10, at('10:00'), LEASE_MS);
      expect(
        await other.markSimilarCarAlertEmailSent({
          emailId: job!.emailId,
          sentAt: at('10:00'),
          messageId: '<x@example>',
        }),
      ).toBe(false);
      expect((await site.similarCarAlertEmail(alert.id))?.status).toBe('pending');
    });
  });
}
