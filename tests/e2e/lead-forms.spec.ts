import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock, type DemoCar } from './support/demo-cars.js';
import type { DemoSite } from './support/demo-sites.js';
import { openHydrated, waitForHydration, waitForLiveForm } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';
import { signInWhereGated } from './support/sign-in.js';

/**
 * The server refuses a lead sent sooner than this after its form opened (MIN_FILL_TIME_MS of the
 * shared lead schemas), as the form's token says: a person takes longer, a robot does not.
 */
const MIN_FILL_TIME_MS = 3000;
/** The form asks the server for its token once it shows: a round trip after it is visible. */
const FILL_TIME_MARGIN_MS = 1500;

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

async function siteLabels(demoSite: DemoSite) {
  const site = (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
  return site.config.labels;
}

async function enquireButtonLabel(demoSite: DemoSite): Promise<string> {
  return (await siteLabels(demoSite)).enquiryButton;
}

/** What the shopper types into the trade-in form (step 1), by label. */
const TRADE_IN_CONTACT: Readonly<Record<string, string>> = {
  'First Name': 'Jo',
  'Last Name': 'Citizen',
  Postcode: '4215',
  'Mobile Number': '0412 345 678',
  Email: 'jo.citizen@example.com',
};

/** The shopper's car, as typed at the valuation's car step. */
const TRADE_IN_CAR = { yearsOld: 4, make: 'Toyota', model: 'Corolla', odometer: '45000' };

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

/**
 * Waits for the form's script to run it (these tests are of the form the script sends); answers
 * when it opened (its token is asked for as it shows).
 */
async function formOpened(form: Locator): Promise<number> {
  await waitForLiveForm(form, FORM_LOAD_TIMEOUT_MS);
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
    const submitLead = persistedOperationId('useSubmitLeadMutation');
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes(submitLead)) return route.continue();
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
    await waitForLiveForm(enquiryForm(page), FORM_LOAD_TIMEOUT_MS);
    await expectTypedValues(enquiryForm(page), chosen);

    await page.unroute('**/graphql');
    await enquiryForm(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expectSuccessPage(page);

    // Sent: the draft is gone, and the form starts empty.
    await openHydrated(page, `${car.path}#enquire`);
    await waitForLiveForm(enquiryForm(page), FORM_LOAD_TIMEOUT_MS);
    await expect(enquiryForm(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      '',
    );
  });

  test('a trade-in goes on to the valuation: car, condition, estimate, then the success page', async ({
    page,
    demoSite,
  }) => {
    await signInWhereGated(page, demoSite.slug, '/trade-in');
    await openHydrated(page, '/trade-in');
    const form = page.getByRole('form', { name: 'Your details' });
    const openedAt = await formOpened(form);
    for (const [label, value] of Object.entries(TRADE_IN_CONTACT)) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
    if ((await terms.count()) > 0) await terms.check();
    await waitOutFillTime(page, openedAt);
    await form.getByRole('button', { name: (await siteLabels(demoSite)).tradeInButton }).click();

    // Step 2, on the same page: the car's details typed (on a site with a rego service, after
    // choosing to type them). The steps call it what the site calls a vehicle (a plain word).
    const type = (await siteLabels(demoSite)).vehicleType.toLowerCase();
    const car = page.getByRole('form', { name: `Your ${type}` });
    await expect(car).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
    await expect(page).toHaveURL(/\/trade-in$/);
    await expect(car.getByText(/^Step 2 of \d$/)).toBeVisible();
    const typeDetails = car.getByRole('button', { name: `Enter my ${type}'s details instead` });
    if ((await typeDetails.count()) > 0) await typeDetails.click();
    const year = String(new Date().getFullYear() - TRADE_IN_CAR.yearsOld);
    await car.getByRole('combobox', { name: 'Year' }).selectOption(year);
    await car.getByRole('textbox', { name: 'Make', exact: true }).fill(TRADE_IN_CAR.make);
    await car.getByRole('textbox', { name: 'Model', exact: true }).fill(TRADE_IN_CAR.model);
    await car.getByRole('textbox', { name: 'Odometer' }).fill(TRADE_IN_CAR.odometer);
    await car.getByRole('button', { name: /^(Continue|Get my estimate)$/ }).click();

    // Step 3, where the site asks questions: the first answer of each.
    const condition = page.getByRole('form', { name: 'Condition' });
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(condition.or(estimate)).toBeVisible();
    if (await condition.isVisible()) {
      const questions = condition.getByRole('group');
      for (let index = 0; index < (await questions.count()); index += 1) {
        await questions.nth(index).getByRole('radio').first().check();
      }
      await condition.getByRole('button', { name: 'Get my estimate' }).click();
    }

    // Step 4: an offer to accept, or the reason there is none.
    await expect(estimate).toBeVisible();
    await expect(estimate.getByText(/indicative and subject to an inspection/)).toBeVisible();
    const accept = estimate.getByRole('button', { name: 'Accept offer' });
    const inTouch = estimate.getByRole('button', { name: "We'll be in touch" });
    await expect(accept.or(inTouch)).toBeVisible();
    if (await accept.isVisible()) {
      await expect(estimate.getByText(/^\$[\d,]+$/)).toBeVisible();
      await accept.click();
    } else {
      await inTouch.click();
    }

    await expectSuccessPage(page);
  });
});
