import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { getPage } from './support/get-page.js';
import { openHydrated } from './support/hydration.js';
import { signIn, signInCodeFromMailbox, signInEmailFromMailbox } from './support/sign-in.js';

/**
 * Shopper accounts (spec 2 §2, §4, §6) on every demo site: signing in with the code e-mailed to
 * the development mailbox, adding a mobile, signing out; a gated page sends a signed-out
 * visitor to sign in (without JavaScript too) and, once signed in, to the page.
 */

const newEmail = (slug: string) => `shopper-${randomUUID().slice(0, 8)}@${slug}.example`;

/** The first gated page of each demo site (its `gatedRoutes`); outback gates none. */
const GATED_PAGE: Record<string, { path: string; type: string } | undefined> = {
  'northside-used-cars': { path: '/sell-my-car', type: 'sell-my-car' },
  'coastal-motor-group': { path: '/my-garage', type: 'my-garage' },
};

test('a shopper signs in with the e-mailed code, adds a mobile and signs out', async ({
  page,
  demoSite,
}) => {
  const email = newEmail(demoSite.slug);
  await signIn(page, {
    email,
    phone: '0412 345 678',
    type: 'watchlist',
    redirect: '/special-offers',
  });
  await expect(page).toHaveURL(/\/special-offers$/);
  await page.getByText('Account', { exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a wrong code is refused under its field, keeping what was typed; a new code works', async ({
  page,
  demoSite,
}) => {
  await page.goto('/sign-in?type=trade-in');
  await expect(page.getByRole('heading', { name: 'Sign in to value your trade-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('not an address');
  await page.getByLabel('E-mail address').fill(newEmail(demoSite.slug));
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.waitForURL((url) => url.searchParams.has('attempt'));
  const attempt = new URL(page.url()).searchParams.get('attempt')!;
  const code = await signInCodeFromMailbox(demoSite.slug, attempt);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code from the e-mail').fill(wrong);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/That code is not the one we sent/)).toBeVisible();
  await expect(page.getByLabel('Code from the e-mail')).toHaveValue(wrong);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(/We sent a new 6-digit code/)).toBeVisible();
  const newAttempt = new URL(page.url()).searchParams.get('attempt')!;
  expect(newAttempt).not.toBe(attempt);
  await page
    .getByLabel('Code from the e-mail')
    .fill(await signInCodeFromMailbox(demoSite.slug, newAttempt));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
});

test('the e-mail’s link fills the code in, and signs in only when the shopper presses Sign in', async ({
  page,
  demoSite,
}) => {
  await page.goto('/sign-in?type=watchlist&redirect=/special-offers');
  await page.getByLabel('E-mail address').fill(newEmail(demoSite.slug));
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.waitForURL((url) => url.searchParams.has('attempt'));
  const attempt = new URL(page.url()).searchParams.get('attempt')!;
  const { code, linkPath } = await signInEmailFromMailbox(demoSite.slug, attempt);
  await page.context().clearCookies();
  await page.goto(linkPath);
  await expect(page.getByLabel('Code from the e-mail')).toHaveValue(code);
  // Opening the link (as a mail scanner would) signed nobody in.
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Mobile number').fill('0412345678');
  await page.getByRole('button', { name: 'Save my number' }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
  await expect(page.getByText('Account', { exact: true })).toBeVisible();
});

test('a link to a gated page sends a visitor to sign in (with JavaScript too)', async ({
  page,
  demoSite,
}) => {
  const gated = GATED_PAGE[demoSite.slug];
  test.skip(!gated, `${demoSite.slug} gates no page`);
  await openHydrated(page, '/special-offers');
  const link = page.locator(`header a[href="${gated!.path}"]`).first();
  test.skip((await link.count()) === 0, `${demoSite.slug}'s header has no link to ${gated!.path}`);
  await link.click();
  await expect(page).toHaveURL(
    `/sign-in?type=${gated!.type}&redirect=${encodeURIComponent(gated!.path)}&back=%2Fspecial-offers`,
  );
});

test('the sign-in page passes axe', async ({ page }) => {
  await page.goto('/sign-in?type=watchlist&redirect=/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a gated page sends a visitor to sign in, and back to it once signed in', async ({
    page,
    demoSite,
    baseURL,
  }) => {
    const gated = GATED_PAGE[demoSite.slug];
    test.skip(!gated, `${demoSite.slug} gates no page`);
    const response = await getPage(baseURL!, gated!.path);
    expect(response.status).toBe(302);
    expect(response.headers['location']).toBe(
      `/sign-in?type=${gated!.type}&redirect=${encodeURIComponent(gated!.path)}`,
    );
    await page.goto(gated!.path);
    await expect(page).toHaveURL(/\/sign-in\?/);
    const email = newEmail(demoSite.slug);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const attempt = new URL(page.url()).searchParams.get('attempt')!;
    const code = await signInCodeFromMailbox(demoSite.slug, attempt);
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Mobile number').fill('0412 345 678');
    await page.getByRole('button', { name: 'Save my number' }).click();
    // Signed in, the gate lets the page through.
    await expect(page).toHaveURL(new RegExp(`${gated!.path}$`));
  });
});
