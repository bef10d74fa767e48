import { loadSites } from '@forecourt/tenants/load-sites';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock, type DemoCar } from './support/demo-cars.js';
import type { DemoSite } from './support/demo-sites.js';
import { openHydrated, waitForHydration } from './support/hydration.js';

/**
 * The server refuses a lead sent sooner than this after its form opened (MIN_FILL_TIME_MS of the
 * shared lead schemas): a person takes longer, a robot does not.
 */
const MIN_FILL_TIME_MS = 3000;
/** Clocks of browser and server are read a moment apart. */
const FILL_TIME_MARGIN_MS = 500;

/** Spec 2 §8: the alert of a failed submission. */
const SUBMIT_FAILED = 'An error occurred when submitting this form';

/** What the failing server says (the form shows the server's message in its banner). */
const SERVER_DOWN = "The dealership's systems are down. Please try again in a few minutes.";

/** The forms' code loads on demand. */
const FORM_LOAD_TIMEOUT_MS = 15_000;

/** What the shopper types, by label. */
const TYPED: Readonly<Record<string, string>> = {
  Name: 'Jo Citizen',
  Email: 'jo.citizen@example.com',
  Phone: '0412 345 678',
  Message: 'Is it still available? Could I see it on Saturday morning?',
};

async function enquireButtonLabel(demoSite: DemoSite): Promise<string> {
  const site = (await loadSites()).find((s) => s.config.slug === demoSite.slug)!;
  return site.config.labels.enquiryButton;
}

async function inStockCar(page: Page): Promise<DemoCar> {
  const car = await findCarInStock(page, () => true);
  expect(car, 'a car in stock').not.toBeNull();
  return car!;
}

/** Opens the car's page and its enquiry form with the sidebar's Enquire button. */
async function openEnquiry(page: Page, demoSite: DemoSite, car: DemoCar): Promise<Locator> {
  await openHydrated(page, car.path);
  const sidebar = page.getByRole('complementary', { name: 'Vehicle summary' });
  await sidebar.getByRole('link', { name: await enquireButtonLabel(demoSite) }).click();
  return enquiryForm(page);
}

function enquiryForm(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Enquire about this vehicle' })
    .getByRole('form', { name: 'Send an enquiry' });
}

/** Waits for the form to load; answers when it opened (its clock starts as it renders). */
async function formOpened(form: Locator): Promise<number> {
  await expect(form).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
  return Date.now();
}

/**
 * Fills in the enquiry as the site asks for it: the contact fields and message, and, where the
 * site's settings show them, a dealership, a location and the terms. Answers the selects' values.
 */
async function fillEnquiry(form: Locator): Promise<Record<string, string>> {
  for (const [label, value] of Object.entries(TYPED)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  const chosen: Record<string, string> = {};
  for (const label of ['Preferred dealership', 'Location']) {
    const select = form.getByRole('combobox', { name: label, exact: true });
    if ((await select.count()) === 0) continue;
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
    chosen[label] = await select.inputValue();
  }
  const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
  if ((await terms.count()) > 0) await terms.check();
  return chosen;
}

async function expectTypedValues(form: Locator, chosen: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(TYPED)) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
  for (const [label, value] of Object.entries(chosen)) {
    await expect(form.getByRole('combobox', { name: label, exact: true })).toHaveValue(value);
  }
}

/** Waits until the form has been open longer than a person needs at the least. */
async function waitOutFillTime(page: Page, openedAt: number): Promise<void> {
  const left = MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
}

async function expectSuccessPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you — your enquiry has been sent',
  );
  const reference = new URL(page.url()).searchParams.get('lead')!;
  await expect(page.getByText(reference)).toBeVisible();
}

test.describe('lead forms', () => {
  test('an enquiry from a car in stock is sent and lands on the success page', async ({
    page,
    demoSite,
  }) => {
    const car = await inStockCar(page);
    const form = await openEnquiry(page, demoSite, car);
    const openedAt = await formOpened(form);
    await fillEnquiry(form);
    await waitOutFillTime(page, openedAt);

    await form.getByRole('button', { name: 'Send enquiry' }).click();

    await expectSuccessPage(page);
    await expect(page.getByRole('link', { name: `Back to ${car.name}` })).toHaveAttribute(
      'href',
      car.path,
    );
  });

  test('a failed submit keeps what was typed, also after a reload, and sends it later', async ({
    page,
    demoSite,
  }) => {
    const car = await inStockCar(page);
    const form = await openEnquiry(page, demoSite, car);
    const openedAt = await formOpened(form);
    const chosen = await fillEnquiry(form);
    await waitOutFillTime(page, openedAt);

    // The server fails every lead; the page's other requests go through.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('submitLead')) return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: SERVER_DOWN }] }),
      });
    });
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const banner = form.getByRole('alert');
    await expect(banner).toContainText(SUBMIT_FAILED);
    await expect(banner).toContainText(SERVER_DOWN);
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await expectTypedValues(form, chosen);

    // The page opened the form at #enquire: after a reload the draft fills it in again.
    await page.reload();
    await waitForHydration(page);
    await expect(enquiryForm(page)).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
    await expectTypedValues(enquiryForm(page), chosen);

    await page.unroute('**/graphql');
    await enquiryForm(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expectSuccessPage(page);

    // Sent: the draft is gone, and the form starts empty.
    await openHydrated(page, `${car.path}#enquire`);
    await expect(enquiryForm(page)).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
    await expect(enquiryForm(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      '',
    );
  });
});
