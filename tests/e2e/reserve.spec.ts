import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { MAILBOX_FOLDER } from '@forecourt/server/sources/lead-delivery/email-delivery';
import { readMailboxEmails } from '@forecourt/server/sources/lead-delivery/mailbox-emails';
import { resolveDataDir } from '@forecourt/server/stock/stock-snapshots';
import type { Site } from '@forecourt/tenants/site';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import type { DemoSite } from './support/demo-sites.js';
import { findDemoCar } from './support/demo-cars.js';
import { openHydrated } from './support/hydration.js';
import { pageTexts } from './support/search-results.js';
import { siteGateOf } from '@forecourt/server/accounts/site-sign-in-gates';
import { signIn } from './support/sign-in.js';

/**
 * Reserving a car with a deposit, on every demo site that offers it, as a shopper does it: a
 * search card's Reserve button, signing in where the site gates checkout, the details form, the
 * development provider's marked test payment page, and the reservation page; then the car shows
 * as reserved to everyone, and the confirmation is in the development mailbox. Also: a refused
 * form keeps what was typed (JavaScript off), a cancelled payment returns to the filled-in form, a
 * second shopper meets a held car kindly, and both pages pass axe and fit a phone.
 */

const MAILBOX_DIR = path.join(resolveDataDir(), MAILBOX_FOLDER);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The test payment page's buttons (server/src/sources/payments/test-payment-page.ts). */
const PAY_BUTTON = /^Pay .*\(test\)$/;
const CANCEL_BUTTON = 'Cancel and return';

const SHOPPER = {
  firstName: 'Robin',
  lastName: 'Reserve',
  phone: '0412 345 678',
  postcode: '4000',
};

async function siteOf(demoSite: DemoSite): Promise<Site> {
  return (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
}

/** A fresh address per test, so each reads its own e-mails. */
const emailFor = (label: string) => `reserve-${label}-${Date.now()}@example.com`;

/**
 * Signs a shopper of their own in where the site gates `path` (Coastal gates checkout), as a
 * visitor sent to sign in would; each with a fresh address, so no address meets the sign-in
 * code limit however many tests sign in.
 */
async function signInWhereGated(page: Page, siteSlug: string, path: string): Promise<void> {
  const site = (await loadDemoSites()).find((s) => s.config.slug === siteSlug)!;
  const type = siteGateOf(site, new URL(path, 'https://site.invalid').pathname);
  if (type) await signIn(page, { email: emailFor('shopper'), type, redirect: path });
}

/**
 * The reserve link of the `nth` search card offering one (each test takes its own car, so one
 * test's hold never blocks another's), and the card's car name.
 */
async function reserveLinkOfCard(page: Page, demoSite: DemoSite, nth: number, scripted = true) {
  if (scripted) await openHydrated(page, demoSite.searchPath);
  else await page.goto(demoSite.searchPath);
  const cards = page.locator('article.car-card').filter({
    has: page.getByRole('link', { name: /^Reserve/ }),
  });
  const card = cards.nth(nth);
  await expect(card, `search card ${nth + 1} with a Reserve button`).toBeVisible();
  const [name = ''] = await pageTexts(card.locator('.car-card__title'));
  const reserve = card.getByRole('link', { name: /^Reserve/ });
  return { name, reserve, href: (await reserve.getAttribute('href'))! };
}

/** Fills the details form in as a shopper types them. */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill(SHOPPER.firstName);
  await page.getByLabel('Last name').fill(SHOPPER.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill(SHOPPER.phone);
  await page.getByLabel(/^Postcode/).fill(SHOPPER.postcode);
}

async function seriousAxeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A second shopper's browser on the same site. */
async function secondShopper(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.describe('reserving a car', () => {
  test.beforeEach(async ({ demoSite }) => {
    const site = await siteOf(demoSite);
    test.skip(!site.config.features.reserveButton, `${demoSite.slug} does not offer reserving`);
  });

  test('card → details → test payment → Reserved, then reserved everywhere, with an e-mail', async ({
    page,
    demoSite,
    browser,
    baseURL,
  }) => {
    const site = await siteOf(demoSite);
    const { name, reserve, href } = await reserveLinkOfCard(page, demoSite, 0);
    // The site's own reserve address (its reservations.path), straight from the card.
    expect(href).toMatch(new RegExp(`^/cars/[^/]+/${site.config.reservations.path}$`));
    const carPath = href.replace(/\/[^/]+$/, '');

    await signInWhereGated(page, demoSite.slug, href);
    if (page.url().endsWith(href)) await page.reload();
    else await reserve.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Reserve Car Now for $${site.config.reservations.deposit.toLocaleString('en-AU')}`,
    );
    await expect(page.getByRole('region', { name: 'The car you are reserving' })).toContainText(
      name,
    );
    await expect(page.getByText(/^Stock number /)).toBeVisible();

    const email = emailFor('paid');
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The development provider's page, clearly marked as a test.
    await page.waitForURL((url) => url.pathname.startsWith('/payments/test/'));
    await expect(page.getByText(/test/i).first()).toBeVisible();
    await page.getByRole('button', { name: PAY_BUTTON }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/reservations/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserved' })).toBeVisible({
      timeout: 20_000,
    });
    const reference = (await page.locator('.reservation-page__reference').innerText()).trim();
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    await expect(page.getByText(/We’ve e-mailed r•••@example\.com/)).toBeVisible();

    // Everyone now sees the car reserved: its page and its search card, with no Reserve button.
    const other = await secondShopper(browser, baseURL);
    try {
      for (const shopperPage of [page, other.page]) {
        await openHydrated(shopperPage, carPath);
        await expect(shopperPage.getByText('Reserved', { exact: true }).first()).toBeVisible();
        await expect(shopperPage.getByRole('link', { name: /^Reserve/ })).toHaveCount(0);
      }
      await openHydrated(other.page, demoSite.searchPath);
      const card = other.page.locator('article.car-card').filter({ hasText: name }).first();
      if ((await card.count()) > 0) {
        await expect(card.getByRole('link', { name: /^Reserve/ })).toHaveCount(0);
        await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
      }
    } finally {
      await other.context.close();
    }

    // The confirmation e-mail, with the reference, in the development mailbox.
    await expect
      .poll(
        async () =>
          (await readMailboxEmails(MAILBOX_DIR, demoSite.slug, 50)).some(
            (mail) => mail.text.includes(reference) && mail.text.includes(SHOPPER.firstName),
          ),
        { timeout: 15_000, message: `the confirmation e-mail of ${reference}` },
      )
      .toBe(true);
  });

  test('cancelling at the payment page returns to the form, filled in, with the notice', async ({
    page,
    demoSite,
  }) => {
    const { href } = await reserveLinkOfCard(page, demoSite, 1);
    await signInWhereGated(page, demoSite.slug, href);
    await openHydrated(page, href);
    const email = emailFor('cancelled');
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/test/'));
    await page.getByRole('button', { name: CANCEL_BUTTON }).click();

    await page.waitForURL((url) => url.pathname === href);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('cancelled');
    await expect(page.getByRole('status')).toContainText(
      'Payment cancelled — the car is no longer held for you',
    );
    await expect(page.getByLabel('First name')).toHaveValue(SHOPPER.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(SHOPPER.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/^Postcode/)).toHaveValue(SHOPPER.postcode);
  });

  test('a second shopper meets a held car kindly, with similar cars', async ({
    page,
    demoSite,
    browser,
    baseURL,
  }) => {
    const { href } = await reserveLinkOfCard(page, demoSite, 2);
    const second = await secondShopper(browser, baseURL);
    try {
      // Both open the form while the car is free; the first one submits first.
      await signInWhereGated(page, demoSite.slug, href);
      await openHydrated(page, href);
      await signInWhereGated(second.page, demoSite.slug, href);
      await openHydrated(second.page, href);

      await fillDetails(page, emailFor('first'));
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/payments/test/'));

      await fillDetails(second.page, emailFor('second'));
      const [answer] = await Promise.all([
        second.page.waitForResponse((r) => r.request().method() === 'POST'),
        second.page.getByRole('button', { name: 'Continue to payment' }).click(),
      ]);
      expect(answer.status()).toBe(409);
      await expect(second.page.getByRole('heading', { level: 1 })).toHaveText(
        'This car can’t be reserved',
      );
      await expect(
        second.page.getByText(/another shopper is reserving or has reserved/),
      ).toBeVisible();
      await expect(second.page.getByRole('link', { name: 'search all our cars' })).toBeVisible();
      const strip = second.page.locator('section.similar-cars');
      await strip.scrollIntoViewIfNeeded();
      // The strip's own heading; its cards' titles may already be there beside it.
      await expect(strip.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(strip.getByRole('article').or(strip.getByRole('link')).first()).toBeVisible();

      // The first shopper pays, so the car ends reserved (a later run picks another).
      await page.getByRole('button', { name: PAY_BUTTON }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/reservations/'));
    } finally {
      await second.context.close();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a refused form comes back with every message and what was typed', async ({
      page,
      demoSite,
    }) => {
      const { href } = await reserveLinkOfCard(page, demoSite, 3, false);
      await signInWhereGated(page, demoSite.slug, href);
      await page.goto(href);
      await page.getByLabel('First name').fill(SHOPPER.firstName);
      await page.getByLabel('Last name').fill('');
      await page.getByLabel('Email').fill('not an address');
      await page.getByLabel('Mobile number').fill('12');
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Continue to payment' }).click(),
      ]);
      expect(answer.status()).toBe(422);
      await expect(page.getByLabel('First name')).toHaveValue(SHOPPER.firstName);
      await expect(page.getByLabel('Email')).toHaveValue('not an address');
      await expect(page.getByLabel('Mobile number')).toHaveValue('12');
      await expect(page.getByText('Please enter your last name.')).toBeVisible();
      await expect(page.getByText(/valid email address/)).toBeVisible();
      await expect(page.getByText(/Australian mobile number/)).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  test('a sold car says why, with similar cars (200); an unknown car is a 404', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    const pathName = site.config.reservations.path;
    const sold = await findDemoCar(page, 'SOLD', () => true);
    expect(sold, 'a sold car of the sold window').not.toBeNull();
    const soldReserve = `${sold!.path}/${pathName}`;
    await signInWhereGated(page, demoSite.slug, soldReserve);

    const response = await page.goto(soldReserve);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This car can’t be reserved');
    await expect(page.getByText('This car is no longer available.')).toBeVisible();
    await expect(page.getByText(/may have sold/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'search all our cars' })).toBeVisible();

    const unknown = await page.goto(`/cars/no-such-car-at-all/${pathName}`);
    expect(unknown?.status()).toBe(404);
  });

  test('the address the site does not use redirects to the one it does', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    const used = site.config.reservations.path;
    const unused = used === 'checkout' ? 'buy-online' : 'checkout';
    const { href } = await reserveLinkOfCard(page, demoSite, 0);
    await signInWhereGated(page, demoSite.slug, href);
    const slugPath = href.replace(/\/[^/]+$/, '');
    await page.goto(`${slugPath}/${unused}?from=test`);
    expect(new URL(page.url()).pathname).toBe(`${slugPath}/${used}`);
    expect(new URL(page.url()).searchParams.get('from')).toBe('test');
  });
});

test.describe('the reserve and reservation pages on a phone', () => {
  test.use(PHONE);

  test.beforeEach(async ({ demoSite }) => {
    const site = await siteOf(demoSite);
    test.skip(!site.config.features.reserveButton, `${demoSite.slug} does not offer reserving`);
  });

  test('fit 390 px and pass axe', async ({ page, demoSite }) => {
    const { href } = await reserveLinkOfCard(page, demoSite, 4);
    await signInWhereGated(page, demoSite.slug, href);
    await openHydrated(page, href);
    const overflows = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflows(), 'the reserve page fits the phone').toBe(false);
    expect(await seriousAxeViolations(page, href)).toEqual([]);

    await fillDetails(page, emailFor('phone'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/test/'));
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/reservations/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserved' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await overflows(), 'the reservation page fits the phone').toBe(false);
    expect(await seriousAxeViolations(page, 'reservation page')).toEqual([]);
  });
});
