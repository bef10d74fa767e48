import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { LEAD_FORM_POST_PATH } from '@forecourt/schema/leads/lead-form-post';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { enquiryForm, fillEnquiry, inStockCar } from './support/enquiry-form.js';
import { holdBack } from './support/hold-back.js';
import { waitForHydration, waitForLiveForm } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';
import { REPO_ROOT } from './support/repo-root.js';

/**
 * The vehicle page's first load carries what its first screen needs, not the enquiry forms'
 * code (their form library, schemas and phone rules): that loads when the forms are wanted. The
 * server's forms are in the page from the first paint meanwhile, and a shopper can fill them in
 * and send them before the code has arrived.
 */

/** The server refuses a lead sent sooner than this after its form was rendered (robots are quicker). */
const MIN_FILL_TIME_MS = 3000;
const FILL_TIME_MARGIN_MS = 1000;

/** What the shopper types, by label. */
const TYPED: Readonly<Record<string, string>> = {
  Name: 'Jo Citizen',
  Email: 'jo.citizen@example.com',
  Phone: '0412 345 678',
  Message: 'Is it still available? Could I see it on Saturday morning?',
};

/** The address of the enquiry forms' chunk, as the client's build manifest names it. */
function enquiryFormsChunk(): string {
  const manifest = JSON.parse(
    readFileSync(join(REPO_ROOT, 'client/dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string } | undefined>;
  const chunk = manifest['src/apps/car/enquiry/CarEnquiryPanel.tsx'];
  if (!chunk) throw new Error('The client build has no chunk of the enquiry forms');
  return `/${chunk.file}`;
}

/** The paths of the page's requests, in the order made. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * A vehicle page opened with the enquiry forms' code held back until `release`: its enquiry
 * section, the server's test-drive tab and form, and the moment the code arrives.
 */
async function openWithFormsCodeHeld(page: Page) {
  const car = await inStockCar(page);
  const chunk = enquiryFormsChunk();
  const release = await holdBack(page, `**${chunk}`);
  const codeArrived = page.waitForResponse((response) => response.url().endsWith(chunk));
  await page.goto(car.path);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Enquire about this vehicle' });
  return {
    section,
    tab: section.getByRole('tab', { name: 'Book a test drive' }),
    testDrive: section.getByRole('form', { name: 'Book a test drive' }),
    release,
    codeArrived,
  };
}

async function waitOutFillTime(page: Page, renderedAt: number): Promise<void> {
  const left = MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - (Date.now() - renderedAt);
  if (left > 0) await page.waitForTimeout(left);
}

async function expectSuccessPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you — your enquiry has been sent',
  );
}

test.describe('the vehicle page’s first load', () => {
  test('leaves the enquiry forms’ code out, and loads it as the forms come near the screen', async ({
    page,
  }) => {
    const car = await inStockCar(page);
    const chunk = enquiryFormsChunk();
    const requested = requestedPaths(page);

    await page.goto(car.path, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    // The server's form is in the page, a plain form the script does not run yet.
    const form = enquiryForm(page);
    await expect(form).toBeAttached();
    await expect(form).not.toHaveAttribute('data-live');
    expect(requested).not.toContain(chunk);

    await form.scrollIntoViewIfNeeded();
    await waitForLiveForm(form);
    expect(requested).toContain(chunk);
  });

  test('a form typed into before its code arrives keeps what was typed, and the script sends it', async ({
    page,
  }) => {
    const car = await inStockCar(page);
    const chunk = enquiryFormsChunk();
    const submitLead = persistedOperationId('useSubmitLeadMutation');
    const sentByScript: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes(submitLead)) sentByScript.push(request.url());
    });
    // The forms' code is held back until the shopper has started typing.
    const release = await holdBack(page, `**${chunk}`);

    await page.goto(car.path);
    const renderedAt = Date.now();
    await waitForHydration(page);
    const form = enquiryForm(page);
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    // Focusing the form asks for its code.
    const codeArrived = page.waitForResponse((response) => response.url().endsWith(chunk));
    await name.click();
    await page.keyboard.type('Jo');
    release();
    await codeArrived;

    // The code is here, but the shopper is typing: the field they type in stays theirs.
    await page.keyboard.type(' Citizen');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Jo Citizen');
    await expect(form).not.toHaveAttribute('data-live');

    // Once they leave it, the script takes the form over with what was typed in it.
    await page.getByRole('heading', { name: 'Enquire about this vehicle' }).click();
    await waitForLiveForm(form);
    await expect(name).toHaveValue('Jo Citizen');

    // The rest of the form, the name left as typed.
    await fillEnquiry(
      form,
      Object.fromEntries(Object.entries(TYPED).filter(([label]) => label !== 'Name')),
    );
    await waitOutFillTime(page, renderedAt);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expectSuccessPage(page);
    expect(sentByScript).toHaveLength(1);
  });

  test('a form sent while its code cannot load is posted as the plain form the server rendered', async ({
    page,
  }) => {
    const car = await inStockCar(page);
    const chunk = enquiryFormsChunk();
    await page.route(`**${chunk}`, (route) => route.abort());
    const requested = requestedPaths(page);

    await page.goto(car.path);
    const renderedAt = Date.now();
    await waitForHydration(page);
    const form = enquiryForm(page);
    await fillEnquiry(form, TYPED);
    await waitOutFillTime(page, renderedAt);
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    await expectSuccessPage(page);
    expect(requested).toContain(LEAD_FORM_POST_PATH);
  });

  test('a tab pressed before the code arrives shows its form at once, and stays chosen after', async ({
    page,
    demoSite,
  }) => {
    const site = (await loadDemoSites()).find((each) => each.config.slug === demoSite.slug)!;
    test.skip(!site.config.features.testDrive, 'the site takes no test-drive bookings');
    const { tab, testDrive, release, codeArrived } = await openWithFormsCodeHeld(page);
    await expect(testDrive).toBeHidden();

    // The server's tab, pressed while the code is held back, shows the test-drive form.
    await tab.click();
    await expect(testDrive).toBeVisible();
    await expect(testDrive).not.toHaveAttribute('data-live');
    await expect(enquiryForm(page)).toBeHidden();
    release();
    await codeArrived;

    // The script takes over on the same tab, with the focus on it.
    await waitForLiveForm(testDrive);
    await expect(testDrive).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    await expect(enquiryForm(page)).toBeHidden();
  });

  test('a tab held down while the code arrives is chosen when it is released', async ({
    page,
    demoSite,
  }) => {
    const site = (await loadDemoSites()).find((each) => each.config.slug === demoSite.slug)!;
    test.skip(!site.config.features.testDrive, 'the site takes no test-drive bookings');
    const { section, tab, testDrive, release, codeArrived } = await openWithFormsCodeHeld(page);
    // The pointer rests on the tab once it has stopped moving: the sections above it take their
    // real heights as they come near the screen.
    await tab.hover();

    // The press starts on the server's tab (and asks for the code), which arrives meanwhile.
    await page.mouse.down();
    release();
    await codeArrived;
    // Long enough for the script to have taken the forms over, had it not waited.
    await page.waitForTimeout(1000);
    await expect(section.locator('form[data-live]')).toHaveCount(0);
    await page.mouse.up();

    await waitForLiveForm(testDrive);
    await expect(testDrive).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(enquiryForm(page)).toBeHidden();
  });
});
