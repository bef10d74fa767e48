import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPostgresRecords,
  createTestRecords,
  type TestRecords,
} from '../testing/test-records.js';
import {
  createTestEmailDelivery,
  createTestLeadDelivery,
  isSignedWebhook,
  type TestEmailDelivery,
} from '../testing/test-lead-channels.js';
import { throwawayDatabases } from '../testing/throwaway-databases.js';
import { harbourSite } from '../stock/testing/fixture-sites.js';
import { LeadOutboxWorker } from './lead-outbox-worker.js';
import { siteWithSlug } from './testing/sample-lead.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

/**
 * The outbox's promise: a lead committed is delivered even if the server dies before delivering
 * it. A real child process stores leads and is killed (SIGKILL) straight after the commit; a
 * fresh worker, with a new connection to the same store, then delivers each lead exactly once,
 * also when two workers race for the jobs.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const DYING_SERVER = path.join(import.meta.dirname, '..', 'testing', 'store-leads-then-die.ts');
const SECRET = 'crash-test-secret';
/** Starting a child with PGlite and migrating takes several seconds. */
const CRASH_TEST_TIMEOUT_MS = 90_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Store {
  /** Environment of the dying child: where its records are. */
  childEnv: Record<string, string>;
  /** A new connection to the same store. */
  open(): TestRecords;
  /** PGlite holds its data directory alone: racing workers share one connection there. */
  separateConnections: boolean;
  dispose(): Promise<void>;
}

async function storeLeadsThenDie(
  store: Store,
  siteSlug: string,
  count: number,
  webhookUrl: string,
): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', DYING_SERVER], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...store.childEnv,
      LEADS_CRASH_SITE_SLUG: siteSlug,
      LEADS_CRASH_COUNT: String(count),
      LEADS_CRASH_WEBHOOK_URL: webhookUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  if (signal !== 'SIGKILL') {
    throw new Error(`the child should have been killed, but exited with ${code}:\n${stderr}`);
  }
  return JSON.parse(stdout.trim()) as string[];
}

function describeCrashSafety(storeName: string, makeStore: () => Promise<Store>): void {
  describe(`lead outbox across a crash: ${storeName}`, () => {
    let store: Store;
    let receiver: WebhookReceiver;
    let mailboxDir: string;
    let email: TestEmailDelivery;
    const opened: TestRecords[] = [];
    beforeAll(async () => {
      store = await makeStore();
      receiver = await startWebhookReceiver();
      mailboxDir = await mkdtemp(path.join(tmpdir(), 'forecourt-crash-mail-'));
      email = createTestEmailDelivery({ mailboxDir });
    }, CRASH_TEST_TIMEOUT_MS);
    afterAll(async () => {
      for (const records of opened) await records.close();
      email.close();
      await receiver.close();
      await rm(mailboxDir, { recursive: true, force: true });
      await store.dispose();
    });

    const open = () => {
      const records = store.open();
      opened.push(records);
      return records;
    };
    const worker = (
      records: TestRecords,
      site: ReturnType<typeof siteWithSlug>,
      now?: () => Date,
    ) =>
      new LeadOutboxWorker({
        sites: [site],
        records,
        deliver: createTestLeadDelivery({
          email,
          webhook: { env: { LEADS_CRASH_SECRET: SECRET } },
        }),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        // Small batches, so racing workers interleave their claims.
        batchSize: 2,
        now,
      });
    const callsFor = (leadId: string) =>
      receiver.received.filter((call) => call.headers['idempotency-key'] === leadId);

    it(
      'delivers a lead committed just before the process died, exactly once',
      async () => {
        const site = siteWithSlug(harbourSite, `crash-${randomUUID()}`);
        const [leadId] = await storeLeadsThenDie(store, site.config.slug, 1, receiver.url);
        // Killed before delivering: the receiver has heard nothing.
        expect(callsFor(leadId!)).toHaveLength(0);

        const records = open();
        expect(await worker(records, site).runOnce()).toEqual({
          delivered: 1,
          retried: 0,
          dead: 0,
        });
        const [call] = callsFor(leadId!);
        expect(callsFor(leadId!)).toHaveLength(1);
        expect(
          isSignedWebhook(call!.body, call!.headers['x-forecourt-signature'] as string, SECRET),
        ).toBe(true);
        expect(JSON.parse(call!.body).lead.leadId).toBe(leadId);

        // Another worker, a day later, finds nothing left to deliver.
        const tomorrow = () => new Date(Date.now() + DAY_MS);
        await worker(records, site, tomorrow).runOnce();
        expect(callsFor(leadId!)).toHaveLength(1);
        expect(await records.forSite(site).leadDeliveries(leadId!)).toMatchObject([
          { status: 'delivered', attempts: 1 },
        ]);
      },
      CRASH_TEST_TIMEOUT_MS,
    );

    it(
      'delivers each lead once when two fresh workers race for the jobs',
      async () => {
        const site = siteWithSlug(harbourSite, `crash-${randomUUID()}`);
        const leadIds = await storeLeadsThenDie(store, site.config.slug, 7, receiver.url);
        const first = open();
        const second = store.separateConnections ? open() : first;
        const runs = await Promise.all([
          worker(first, site).runOnce(),
          worker(second, site).runOnce(),
        ]);
        expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(7);
        expect(leadIds.map((leadId) => callsFor(leadId).length)).toEqual(leadIds.map(() => 1));
        for (const leadId of leadIds) {
          expect(await first.forSite(site).leadDeliveries(leadId)).toMatchObject([
            { status: 'delivered', attempts: 1 },
          ]);
        }
      },
      CRASH_TEST_TIMEOUT_MS,
    );
  });
}

describeCrashSafety('PGlite data directory', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-crash-records-'));
  return {
    childEnv: { LEADS_CRASH_DATA_DIR: dataDir },
    open: () => createTestRecords(dataDir),
    separateConnections: false,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
});

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
describe.skipIf(!serverUrl)('PostgreSQL server at TEST_DATABASE_URL', () => {
  const databases = throwawayDatabases(serverUrl ?? '');
  afterAll(() => databases.dropAll());
  describeCrashSafety('PostgreSQL', async () => {
    const url = await databases.create();
    return {
      childEnv: { LEADS_CRASH_DATABASE_URL: url },
      open: () => createTestPostgresRecords(url),
      separateConnections: true,
      // The server drops the database after the run.
      dispose: () => Promise.resolve(),
    };
  });
});
