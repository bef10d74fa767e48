import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '@forecourt/tenants/site';
import { carRecordSchema } from '@forecourt/tenants/stock/car-record.schema';
import type { SendMailOptions } from 'nodemailer';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobLog } from '../jobs/leased-job-worker.js';
import { siteWithSlug } from '../leads/testing/sample-lead.js';
import {
  createTestEmailDelivery,
  type TestEmailDelivery,
  testMailbox,
} from '../testing/test-lead-channels.js';
import {
  createTestPostgresRecords,
  createTestRecords,
  type TestRecords,
  type TestSiteRecords,
} from '../testing/test-records.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import { throwawayDatabases } from '../testing/throwaway-databases.js';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import { similarityCriteria } from '../stock/similar-cars.js';
import { toStockDocument } from '../stock/stock-document.js';
import { siteOrigin } from '../tenancy/site-origin.js';
import { fulfilSimilarCarAlerts } from './fulfil-similar-car-alerts.js';
import { SimilarCarAlertMailer, type SendSiteMessage } from './similar-car-alert-mailer.js';
import { similarCarIdsInStock } from './similar-cars-in-stock.js';

/**
 * The mailer against real records (PGlite, and PostgreSQL when TEST_DATABASE_URL names a
 * server): alerts made due by fulfilment against the fixture dealer's stock, e-mailed through the
 * lead mail transport into a mailbox folder. The clock is the test's.
 */

const DUE_AT = new Date('2026-11-01T09:00:00.000Z');
const SECOND_MS = 1000;
const LEASE_MS = 60 * SECOND_MS;
const RETRY = { baseMs: 30 * SECOND_MS, capMs: 30 * 60 * SECOND_MS };
const DEV_PORT = 4000;
const quiet = () => undefined;

function describeMailer(storeName: string, createRecords: () => Promise<TestRecords>): void {
  describe(`SimilarCarAlertMailer on ${storeName}`, () => {
    let records: TestRecords;
    let mailboxDir: string;
    let email: TestEmailDelivery;
    const stockSearch = createTestStockSearch();
    beforeAll(async () => {
      records = await createRecords();
      await records.migrate();
      mailboxDir = await mkdtemp(path.join(tmpdir(), 'forecourt-alert-mailer-'));
      email = createTestEmailDelivery({ mailboxDir });
    }, 60_000);
    afterAll(async () => {
      email.close();
      await Promise.all([records.close(), stockSearch.close()]);
      await rm(mailboxDir, { recursive: true, force: true });
    });

    /** A dealer of its own with alerts on its sold Corolla, then a Corolla arriving. */
    async function dealerWithDueAlerts(contacts: { email: string | null; phone?: string }[]) {
      const site = siteWithSlug(harbourSite, `mailer-${randomUUID()}`);
      await stockSearch.replaceSiteStock(site, harbourCars);
      const stock = stockSearch.forSite(site);
      const siteRecords = records.forSite(site);
      const sold = toStockDocument(
        harbourCars.find((car) => car.id === 'hm-corolla-sold')!,
        site,
      );
      const criteria = similarityCriteria(sold, site);
      const alerts = [];
      for (const contact of contacts) {
        alerts.push(
          await siteRecords.createSimilarCarAlert({
            carId: sold.id,
            criteria,
            email: contact.email,
            phone: contact.phone ?? null,
            knownSimilarCarIds: await similarCarIdsInStock(stock, criteria),
            createdAt: DUE_AT,
          }),
        );
      }
      const template = harbourCars.find((car) => car.id === 'hm-corolla-ascent')!;
      const arrived = carRecordSchema.parse({
        ...template,
        id: 'corolla-arrived',
        slug: 'corolla-arrived',
        stockNumber: 'A9001',
        price: 22_990,
      });
      await stockSearch.replaceSiteStock(site, [...harbourCars, arrived]);
      const log = { info: quiet, error: quiet };
      await fulfilSimilarCarAlerts({ site, stock, records: siteRecords, now: DUE_AT, log });
      return { site, records: siteRecords, alerts };
    }

    /** The mail transport, counting sends and failing the first `failures` of them. */
    function transport(failures = 0) {
      const sent: { message: SendMailOptions; site: Site }[] = [];
      let left = failures;
      const send: SendSiteMessage = async (message, site, mailboxFile) => {
        if (left-- > 0) throw new Error('SMTP 451 try again later');
        await email.sendMessage(message, site, mailboxFile);
        sent.push({ message, site });
      };
      return { send, sent };
    }

    function logLines(): JobLog & { errors: string[]; warnings: string[] } {
      const errors: string[] = [];
      const warnings: string[] = [];
      return {
        errors,
        warnings,
        info: quiet,
        warn: (_fields, message) => warnings.push(message),
        error: (_fields, message) => errors.push(message),
      };
    }

    function mailer(
      site: Site,
      send: SendSiteMessage,
      clock: { now: Date },
      overrides: { records?: TestRecords; maxAttempts?: number; log?: JobLog } = {},
    ) {
      return new SimilarCarAlertMailer({
        sites: [site],
        records: overrides.records ?? records,
        send,
        origin: (forSite) => siteOrigin(forSite, { devPort: DEV_PORT }),
        log: overrides.log ?? logLines(),
        now: () => clock.now,
        random: () => 1,
        leaseMs: LEASE_MS,
        retry: RETRY,
        maxAttempts: overrides.maxAttempts,
      });
    }

    const after = (ms: number) => ({ now: new Date(DUE_AT.getTime() + ms) });

    it('e-mails the shopper the arrived car once, and records what was sent', async () => {
      const {
        site,
        records: siteRecords,
        alerts,
      } = await dealerWithDueAlerts([
        { email: 'jane.citizen@example.com' },
        { email: null, phone: '0412 000 111' },
      ]);
      const [alert, phoneOnly] = alerts;
      const { send, sent } = transport();
      const clock = after(0);
      expect(await mailer(site, send, clock).runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });

      const [file, ...others] = await testMailbox(mailboxDir, site.config.slug, 10);
      expect(others).toEqual([]);
      const mail = await PostalMime.parse(file!.raw);
      expect(mail.to).toEqual([{ name: '', address: 'jane.citizen@example.com' }]);
      const origin = `http://${site.config.slug}.localhost:${DEV_PORT}`;
      expect(mail.text).toContain(`$22,990\n${origin}/cars/corolla-arrived`);
      expect(mail.text).toContain(
        `${origin}/similar-alerts/unsubscribe?token=${alert!.unsubscribeToken}`,
      );
      expect(await siteRecords.similarCarAlertEmail(alert!.id)).toMatchObject({
        status: 'sent',
        recipient: 'jane.citizen@example.com',
        cars: [expect.objectContaining({ id: 'corolla-arrived', priceText: '$22,990' })],
        messageId: mail.messageId,
        sentAt: DUE_AT,
        attempts: 1,
      });
      expect(await siteRecords.similarCarAlertEmail(phoneOnly!.id)).toBeNull();

      // Later passes, even long after, send nothing more.
      clock.now = new Date(DUE_AT.getTime() + 24 * 60 * 60 * SECOND_MS);
      expect(await mailer(site, send, clock).runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      expect(sent).toHaveLength(1);
    });

    it('retries a failed send after its back-off, then sends it once', async () => {
      const {
        site,
        records: siteRecords,
        alerts,
      } = await dealerWithDueAlerts([{ email: 'retry@example.com' }]);
      const { send, sent } = transport(1);
      const log = logLines();
      const clock = after(0);
      const worker = mailer(site, send, clock, { log });
      expect(await worker.runOnce()).toMatchObject({ retried: 1, sent: 0 });
      expect(log.warnings[0]).toMatch(/attempt 1 failed \(SMTP 451 try again later\)/);
      // random() = 1: the first retry waits the whole base delay.
      clock.now = after(RETRY.baseMs - 1).now;
      expect(await worker.runOnce()).toMatchObject({ sent: 0 });
      clock.now = after(RETRY.baseMs).now;
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      expect(sent).toHaveLength(1);
      expect(await siteRecords.similarCarAlertEmail(alerts[0]!.id)).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: 'SMTP 451 try again later',
      });
    });

    it('sends again when the send was not recorded (at least once), as the same message', async () => {
      const {
        site,
        records: siteRecords,
        alerts,
      } = await dealerWithDueAlerts([{ email: 'twice@example.com' }]);
      let recordFailures = 1;
      // The store fails once as the send is recorded, as if the worker died right after sending.
      const flaky: TestRecords = {
        migrate: () => records.migrate(),
        close: () => records.close(),
        onJobsQueued: (queue, listener) => records.onJobsQueued(queue, listener),
        forSite: (forSite) =>
          new Proxy(records.forSite(forSite), {
            get(target, property: keyof TestSiteRecords) {
              if (property === 'markSimilarCarAlertEmailSent' && recordFailures-- > 0) {
                return () => Promise.reject(new Error('records unavailable'));
              }
              const value = target[property];
              return typeof value === 'function' ? value.bind(target) : value;
            },
          }),
      };
      const { send, sent } = transport();
      const log = logLines();
      const clock = after(0);
      const worker = mailer(site, send, clock, { records: flaky, log });
      await worker.runOnce();
      expect(log.errors[0]).toMatch(/could not record the outcome \(records unavailable\)/);
      // Its lease holds it until then.
      expect(await worker.runOnce()).toMatchObject({ sent: 0 });
      clock.now = after(LEASE_MS).now;
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      expect(sent).toHaveLength(2);
      expect(sent[1]!.message.messageId).toBe(sent[0]!.message.messageId);
      // The mailbox copy replaced itself.
      expect(await testMailbox(mailboxDir, site.config.slug, 10)).toHaveLength(1);
      expect(await siteRecords.similarCarAlertEmail(alerts[0]!.id)).toMatchObject({
        status: 'sent',
        attempts: 2,
      });
      clock.now = after(10 * LEASE_MS).now;
      expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    });

    it('dead-letters an e-mail after its last attempt, and logs it', async () => {
      const {
        site,
        records: siteRecords,
        alerts,
      } = await dealerWithDueAlerts([{ email: 'bounce@example.com' }]);
      const { send, sent } = transport(Number.POSITIVE_INFINITY);
      const log = logLines();
      const clock = after(0);
      const worker = mailer(site, send, clock, { maxAttempts: 2, log });
      expect(await worker.runOnce()).toMatchObject({ retried: 1 });
      clock.now = after(RETRY.baseMs).now;
      expect(await worker.runOnce()).toMatchObject({ dead: 1 });
      expect(log.errors[0]).toMatch(/dead-lettered after 2 attempts/);
      expect(log.errors[0]).not.toContain('bounce@example.com');
      clock.now = after(100 * RETRY.capMs).now;
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      expect(sent).toEqual([]);
      expect((await siteRecords.similarCarAlertEmail(alerts[0]!.id))?.status).toBe('dead');
    });

    it('sends each e-mail once when two mailers run at the same time', async () => {
      const { site } = await dealerWithDueAlerts([
        { email: 'one@example.com' },
        { email: 'two@example.com' },
        { email: 'three@example.com' },
      ]);
      const { send, sent } = transport();
      const clock = after(0);
      await Promise.all([mailer(site, send, clock).runOnce(), mailer(site, send, clock).runOnce()]);
      expect(sent.map(({ message }) => message.to).toSorted()).toEqual([
        'one@example.com',
        'three@example.com',
        'two@example.com',
      ]);
    });
  });
}

describeMailer('PGlite', () => Promise.resolve(createTestRecords()));

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
describe.skipIf(!serverUrl)('PostgreSQL server at TEST_DATABASE_URL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');
  describeMailer('PostgreSQL', async () => createTestPostgresRecords(await databases.create()));
  afterAll(() => databases.dropAll());
});
