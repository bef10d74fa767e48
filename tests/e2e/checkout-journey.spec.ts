import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { MAILBOX_FOLDER } from '@forecourt/server/sources/lead-delivery/email-delivery';
import {
  readMailboxEmails,
  type MailboxEmail,
} from '@forecourt/server/sources/lead-delivery/mailbox-emails';
import { resolveDataDir } from '@forecourt/server/stock/stock-snapshots';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated, waitForHydration } from './support/hydration.js';
import { querySiteApi } from './support/site-api.js';
import { signIn } from './support/sign-in.js';

/**
 * Buying a car online (spec 1 §2 /checkout-journey?car_id={slug}) on Coastal, which sells online
 * and gates its checkout pages (so the shopper signs in first): every step walked, a reload and a
 * second browser signed in to the same account resume at the same step with the answers kept,
 * the page fits a phone and passes axe, the dealer hears each step as a follow-up of one lead,
 * and the deposit goes through the test payment page to the reservation's page.
 */

const COASTAL = 'coastal-motor-group';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MOBILE = '0412 345 678';
const MAILBOX_DIR = path.join(resolveDataDir(), MAILBOX_FOLDER);
const DELIVERY_TIMEOUT_MS = 20_000;

const BUYABLE = /* GraphQL */ `
  query BuyableCars {
    carSearch(filters: { status: [IN_STOCK] }, first: 100) {
      edges {
        node {
          slug
          name
          path
          buyOnlinePath
        }
      }
    }
  }
`;
interface BuyableCar {
  slug: string;
  name: string;
  path: string;
  buyOnlinePath: string | null;
}

/** A car that can be bought online, picked at random so runs on one data dir do not collide. */
async function buyableCar(page: Page): Promise<BuyableCar & { buyOnlinePath: string }> {
  await page.goto('/healthz');
  const { carSearch } = await querySiteApi<{ carSearch: { edges: { node: BuyableCar }[] } }>(
    page,
    BUYABLE,
  );
  const cars = carSearch.edges.map((edge) => edge.node).filter((car) => car.buyOnlinePath);
  expect(cars.length, 'cars Coastal sells online').toBeGreaterThan(0);
  return cars[Math.floor(Math.random() * cars.length)] as BuyableCar & { buyOnlinePath: string };
}

const currentStep = (page: Page) => page.locator('.checkout-stepper [aria-current="step"]');
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill(MOBILE);
  await page.getByLabel('Postcode').fill('4215');
  await saveAndContinue(page).click();
}

async function waitForEmail(what: string, find: () => Promise<MailboxEmail | undefined>) {
  let found: MailboxEmail | undefined;
  await expect
    .poll(async () => (found = await find()) !== undefined, {
      message: what,
      timeout: DELIVERY_TIMEOUT_MS,
    })
    .toBe(true);
  return found!;
}

test.describe('buying a car online', () => {
  test.beforeEach(({ demoSite }) => {
    test.skip(demoSite.slug !== COASTAL, 'Coastal is the demo site that sells online');
  });

  test('walks every step, resumes after a reload and on a second device, and tells the dealer', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const car = await buyableCar(page);
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;

    // The vehicle page offers the purchase; the journey page is gated, so sign in first.
    await signIn(page, { email, phone: MOBILE, redirect: car.path });
    await openHydrated(page, car.path);
    await expect(page.getByRole('link', { name: 'Buy Online' }).first()).toHaveAttribute(
      'href',
      car.buyOnlinePath,
    );
    await openHydrated(page, car.buyOnlinePath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(car.name);
    await expect(currentStep(page)).toContainText('Your details');
    // Prefilled from the account.
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await fillDetails(page, email);
    await expect(currentStep(page)).toContainText('Trade-in');
    // The car's fields load when the shopper says they have one; the site's valuation values it.
    await page.getByLabel('Yes, value my car').check();
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model', { exact: true }).fill('Corolla');
    await page.getByLabel('Odometer (km)').fill('60000');
    for (const question of await page.locator('select[name^="answer-"]').all()) {
      await question.selectOption({ index: 1 });
    }
    await saveAndContinue(page).click();
    await expect(currentStep(page)).toContainText('Finance');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('status')).toContainText(/offer|No online offer/);
    await expect(page.getByLabel('Make')).toHaveValue('Toyota');
    await page.getByRole('button', { name: /Finance/ }).click();
    await page.getByLabel('Pay cash').check();
    await saveAndContinue(page).click();
    await expect(currentStep(page)).toContainText('Delivery');

    // A reload: the server renders the same step, with the earlier answers kept.
    await page.reload();
    await waitForHydration(page);
    await expect(currentStep(page)).toContainText('Delivery');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(currentStep(page)).toContainText('Finance');
    await expect(page.getByLabel('Pay cash')).toBeChecked();

    // A second device signed in to the same account resumes at the same step.
    const phone = await browser.newContext({ ...PHONE, baseURL });
    const phonePage = await phone.newPage();
    await signIn(phonePage, { email, redirect: car.buyOnlinePath });
    await openHydrated(phonePage, car.buyOnlinePath);
    await expect(currentStep(phonePage)).toContainText('Delivery');
    await expectAxeClean(phonePage);
    const overflows = await phonePage.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflows, 'the page fits a 390 px phone').toBe(false);
    await phonePage.getByLabel('Deliver it to me').check();
    await phonePage.getByLabel('Delivery postcode').fill('0000');
    await saveAndContinue(phonePage).click();
    await expect(phonePage.locator('.lead-form__error')).toBeVisible();
    await phonePage.getByLabel(/Pick up at/).check();
    await saveAndContinue(phonePage).click();
    await expect(currentStep(phonePage)).toContainText('Deposit');
    await expect(phonePage.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ })).toBeVisible();
    await expectAxeClean(phonePage);
    await phone.close();

    // The dealer: one lead, and a follow-up for each later step.
    const lead = await waitForEmail('the online purchase lead', async () =>
      (await readMailboxEmails(MAILBOX_DIR, COASTAL, 200)).find(
        (e) => e.followUp === undefined && e.text.includes(email),
      ),
    );
    expect(lead.leadId).toBeTruthy();
    for (const [name, fact] of [
      ['2. Trade-in', /Trade-in:\s+2019 Toyota Corolla/],
      ['3. Finance', /Payment:\s+Pay cash/],
      ['4. Delivery', /Handover:\s+Pick up at /],
    ] as const) {
      const followUp = await waitForEmail(`the "${name}" follow-up`, async () =>
        (await readMailboxEmails(MAILBOX_DIR, COASTAL, 200)).find(
          (e) => e.leadId === lead.leadId && e.followUp === name,
        ),
      );
      expect(followUp.text).toMatch(fact);
    }
  });

  test('the deposit goes through the test payment page to the reservation’s page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const car = await buyableCar(page);
    const email = `deposit-${randomUUID().slice(0, 8)}@example.com`;
    await signIn(page, { email, phone: MOBILE, redirect: car.buyOnlinePath });
    await openHydrated(page, car.buyOnlinePath);
    await fillDetails(page, email);
    await page.getByLabel('No trade-in').check();
    await saveAndContinue(page).click();
    await page.getByLabel('Pay cash').check();
    await saveAndContinue(page).click();
    await page.getByLabel(/Pick up at/).check();
    await saveAndContinue(page).click();
    await page.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/test/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pay the deposit' })).toBeVisible();
    const reference = (await page.locator('dt:text-is("Reference") + dd').textContent())?.trim();
    expect(reference, 'the reservation’s reference on the payment page').toBeTruthy();
    await page.getByRole('button', { name: /^Pay \$[\d,.]+ \(test\)$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/reservations/'));
    await expect(page.locator('main')).toContainText(reference!);
    // The journey shows the deposit made, linking to the reservation.
    await openHydrated(page, car.buyOnlinePath);
    await expect(page.getByRole('link', { name: 'See your reservation' })).toBeVisible();
  });
});

test.describe('a site that does not sell online', () => {
  test('answers its journey address with a 404, and no vehicle offers Buy Online', async ({
    page,
    demoSite,
  }) => {
    test.skip(demoSite.slug === COASTAL, 'Coastal sells online');
    await page.goto('/healthz');
    const { carSearch } = await querySiteApi<{ carSearch: { edges: { node: BuyableCar }[] } }>(
      page,
      BUYABLE,
    );
    const cars = carSearch.edges.map((edge) => edge.node);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.filter((car) => car.buyOnlinePath !== null)).toEqual([]);
    const response = await page.goto(
      `/checkout-journey?car_id=${encodeURIComponent(cars[0]!.slug)}`,
    );
    expect(response?.status()).toBe(404);
    await openHydrated(page, cars[0]!.path);
    await expect(page.getByRole('link', { name: 'Buy Online' })).toHaveCount(0);
  });
});
