import path from 'node:path';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { siteGateOf } from '@forecourt/server/accounts/site-sign-in-gates';
import { MAILBOX_FOLDER } from '@forecourt/server/sources/lead-delivery/email-delivery';
import { readMailboxEmails } from '@forecourt/server/sources/lead-delivery/mailbox-emails';
import { resolveDataDir } from '@forecourt/server/stock/stock-snapshots';
import { expect, type Page } from '@playwright/test';

/**
 * Signs a shopper in through the real sign-in pages, as a shopper does: the e-mail step, the
 * code from the e-mail the server wrote to the development mailbox (no SMTP server in the
 * tests), then the phone step when the account has no mobile yet (`phone` adds one; without it
 * the step is skipped where it may be). Ends on the page signing in leads to.
 */

const MAILBOX_DIR = path.join(resolveDataDir(), MAILBOX_FOLDER);
/** The e-mail is written before the code step opens; a little slack for the file system. */
const MAIL_TIMEOUT_MS = 10_000;
const MAILBOX_READ_LIMIT = 50;

export interface SignInOptions {
  email: string;
  /** An Australian mobile to add when the account has none (0412 345 678). */
  phone?: string;
  /** What signing in is for (a sign-in type: 'watchlist', 'trade-in', …). */
  type?: string;
  /** Where to land once signed in (a path of the page's site); the home page by default. */
  redirect?: string;
}

/** The code the mailbox's sign-in e-mail of `attemptId` carries, and its link's path. */
export async function signInEmailFromMailbox(
  slug: string,
  attemptId: string,
): Promise<{ code: string; linkPath: string }> {
  let found: { code: string; linkPath: string } | undefined;
  await expect
    .poll(
      async () => {
        const emails = await readMailboxEmails(MAILBOX_DIR, slug, MAILBOX_READ_LIMIT);
        const text = emails.find((e) => e.text.includes(attemptId))?.text ?? '';
        const code = /sign-in code is (\d{6})/.exec(text)?.[1];
        const link = /https?:\/\/\S+\/sign-in\?\S+/.exec(text)?.[0];
        if (code && link) {
          const url = new URL(link);
          found = { code, linkPath: `${url.pathname}${url.search}` };
        }
        return found;
      },
      { timeout: MAIL_TIMEOUT_MS, message: `the sign-in e-mail of attempt ${attemptId}` },
    )
    .toBeTruthy();
  return found!;
}

/** The code the mailbox's sign-in e-mail of `attemptId` carries. */
export async function signInCodeFromMailbox(slug: string, attemptId: string): Promise<string> {
  return (await signInEmailFromMailbox(slug, attemptId)).code;
}

/** The demo site's slug of the page's address (`<slug>.localhost`). */
const slugOf = (page: Page) => new URL(page.url()).hostname.split('.')[0]!;

export async function signIn(page: Page, options: SignInOptions): Promise<void> {
  const { email, phone, type, redirect } = options;
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (redirect) query.set('redirect', redirect);
  await page.goto(`/sign-in?${query.toString()}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.waitForURL((url) => url.searchParams.has('attempt'));
  const attemptId = new URL(page.url()).searchParams.get('attempt')!;
  const code = await signInCodeFromMailbox(slugOf(page), attemptId);
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.searchParams.has('attempt'));
  if (new URL(page.url()).searchParams.get('step') === 'phone') {
    if (phone) {
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByRole('button', { name: 'Save my number' }).click();
    } else {
      await page.getByRole('link', { name: 'Skip for now' }).click();
    }
    await page.waitForURL((url) => url.pathname !== '/sign-in');
  }
}

/**
 * Signs a shopper in first where the demo site gates `path` (its `gatedRoutes`), as a visitor sent
 * to sign in would be, so a test of the page's own behaviour reaches it on every site; where the
 * page is open to visitors, does nothing.
 */
export async function signInWhereGated(page: Page, siteSlug: string, path: string): Promise<void> {
  const site = (await loadDemoSites()).find((s) => s.config.slug === siteSlug);
  if (!site) throw new Error(`no demo site ${siteSlug}`);
  const type = siteGateOf(site, new URL(path, 'https://site.invalid').pathname);
  if (type) await signIn(page, { email: `shopper+${siteSlug}@example.com`, type, redirect: path });
}
