import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_SITES_DIR } from '@forecourt/demo/demo-sites';

/**
 * The browser tests' server serves copies of the demo sites whose leads also go to a webhook
 * receiver the lead-delivery test runs on this machine (FORECOURT_SITES_DIR), signed with a
 * secret of the tests, and the per-connection limits on lead forms and sign-in codes raised for the
 * one browser that runs every test. Everything else is the demo sites' own settings. Run before the server
 * starts: `tsx lead-delivery-sites.ts <port>`.
 */

export const LEAD_WEBHOOK_SECRET_ENV_NAME = 'E2E_LEADS_WEBHOOK_SECRET';
export const TEST_LEAD_WEBHOOK_ENV = {
  [LEAD_WEBHOOK_SECRET_ENV_NAME]: 'forecourt-browser-tests-webhook-secret-0123456789',
} as const;

/** The receiver's port: beside the server's, so two checkouts testing at once do not meet. */
export const leadWebhookPort = (serverPort: number) => serverPort + 1000;

export const leadWebhookUrl = (serverPort: number) =>
  `http://127.0.0.1:${leadWebhookPort(serverPort)}/leads`;

/** Where the copies are written for a server on this port. */
export function testSitesDir(serverPort: number): string {
  return path.join(tmpdir(), `forecourt-browser-tests-sites-${serverPort}`);
}

/**
 * One browser on one address sends every test's leads, far more than a shopper's allowance in ten
 * minutes: the copies allow it, so a test never fails for the ones before it.
 */
const TEST_RATE_LIMIT = { perConnection: { submissions: 1000, windowMinutes: 10 } };
/** The same for sign-in codes: every test that signs a shopper in asks from the same address. */
const TEST_SIGN_IN_RATE_LIMIT = { perConnection: { codes: 1000, windowMinutes: 60 } };

/** Copies the demo sites, each with the tests' webhook as its lead webhook. */
export async function writeTestSites(serverPort: number): Promise<string> {
  const dir = testSitesDir(serverPort);
  await rm(dir, { recursive: true, force: true });
  await cp(DEMO_SITES_DIR, dir, { recursive: true });
  for (const slug of await readdir(dir)) {
    const file = path.join(dir, slug, 'site.json');
    const site = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const leads = (site.leads ?? {}) as Record<string, unknown>;
    site.leads = {
      ...leads,
      webhook: { url: leadWebhookUrl(serverPort), secretEnv: LEAD_WEBHOOK_SECRET_ENV_NAME },
    };
    const leadForms = (site.leadForms ?? {}) as Record<string, unknown>;
    const rateLimit = (leadForms.rateLimit ?? {}) as Record<string, unknown>;
    site.leadForms = { ...leadForms, rateLimit: { ...rateLimit, ...TEST_RATE_LIMIT } };
    const accounts = (site.accounts ?? {}) as Record<string, unknown>;
    const signInRateLimit = (accounts.signInRateLimit ?? {}) as Record<string, unknown>;
    site.accounts = {
      ...accounts,
      signInRateLimit: { ...signInRateLimit, ...TEST_SIGN_IN_RATE_LIMIT },
    };
    await writeFile(file, `${JSON.stringify(site, null, 2)}\n`);
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port)) throw new Error(`port: "${process.argv[2]}" is not a port number`);
  console.log(`Wrote the test sites to ${await writeTestSites(port)}`);
}
