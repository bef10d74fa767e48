import { AxeBuilder } from '@axe-core/playwright';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { expect, type Page } from '@playwright/test';
import type { Site } from '@forecourt/tenants/site';
import { test } from './support/demo-site-fixture.js';
import type { DemoSite } from './support/demo-sites.js';
import { getPage } from './support/get-page.js';
import { NAVIGATION_TIMEOUT_MS, openHydrated } from './support/hydration.js';

/**
 * Issue 20: the dealer's own pages (Markdown in the site folder), Book a Service at /service
 * (the site's page, or a redirect to the manufacturer's booking), and Book a test drive.
 */

/** Accessibility violations that fail a page. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];
/** The server refuses a lead sent sooner than this after its form opened (MIN_FILL_TIME_MS). */
const MIN_FILL_TIME_MS = 3000;
const FILL_TIME_MARGIN_MS = 1500;
const FORM_LOAD_TIMEOUT_MS = 15_000;

async function siteOf(demoSite: DemoSite): Promise<Site> {
  return (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
}

async function expectNoBlockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
  expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('content pages', () => {
  test.use({ javaScriptEnabled: false });

  test('every page the site wrote is served, titled, with breadcrumbs, without JavaScript', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    expect(site.contentPages!.length).toBeGreaterThan(0);
    for (const source of site.contentPages!) {
      const response = await page.goto(source.path);
      expect(response?.status(), source.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(source.title);
      await expect(page).toHaveTitle(`${source.title} | ${site.config.name}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByText(source.title)).toHaveAttribute('aria-current', 'page');
      // The footer lists it.
      await expect(
        page
          .getByRole('navigation', { name: 'Information' })
          .getByRole('link', { name: source.title, exact: true }),
      ).toHaveAttribute('href', source.path);
    }
  });

  test('an address with no page answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/pages/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('couldn’t find');
    }
  });

  test('a page left out has no footer link and answers 404', async ({ page, demoSite }) => {
    const site = await siteOf(demoSite);
    const parts = '/vehicle-parts-and-accessories';
    const has = site.contentPages!.some((p) => p.path === parts);
    const response = await page.goto(parts);
    expect(response?.status()).toBe(has ? 200 : 404);
    await expect(page.locator(`footer a[href="${parts}"]`)).toHaveCount(has ? 1 : 0);
  });
});

test.describe('content page in the browser', () => {
  test('a table scrolls inside its own box on a phone, and the page passes axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openHydrated(page, '/pages/warranty');
    const table = page.getByRole('region', { name: 'Table' }).first();
    await expect(table).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
    await expectNoBlockingViolations(page);
  });
});

test.describe('Book a Service', () => {
  test('is the site’s own page, or a redirect to the booking page the site names', async ({
    page,
    baseURL,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    const externalUrl = site.config.servicePage.externalUrl;
    const direct = await getPage(baseURL!, '/service');
    const footerLink = page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Book a service' });
    if (externalUrl) {
      expect(direct.status).toBe(302);
      expect(direct.headers['location']).toBe(externalUrl);
      await openHydrated(page, '/');
      await expect(footerLink).toHaveAttribute('href', externalUrl);
      return;
    }
    expect(direct.status).toBe(200);
    await openHydrated(page, '/');
    await expect(footerLink).toHaveAttribute('href', '/service');
    await footerLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Service', {
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    const form = page.getByRole('form', { name: 'Service booking' });
    await expect(form).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
    await expect(form.getByRole('combobox', { name: 'Enquiry type' })).toHaveValue(
      site.config.servicePage.category,
    );
    await expectNoBlockingViolations(page);
  });
});

test.describe('Book a Service without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is in the page as a plain form with the service category chosen', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    test.skip(site.config.servicePage.externalUrl !== undefined, 'books on another site');
    const response = await page.goto('/service');
    expect(response?.status()).toBe(200);
    const form = page.getByRole('form', { name: 'Service booking' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('combobox', { name: 'Enquiry type' })).toHaveValue(
      site.config.servicePage.category,
    );
  });
});

test.describe('Book a test drive', () => {
  test('books a test drive of a named vehicle: a real lead, then the success page', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    if (!site.config.features.testDrive) {
      for (const path of ['/book-test-drive/', '/book-test-drive']) {
        expect((await page.goto(path))?.status(), path).toBe(404);
      }
      return;
    }
    expect((await page.goto('/book-test-drive'))?.status()).toBe(200);
    await openHydrated(page, '/book-test-drive/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a test drive');
    const form = page.getByRole('form', { name: 'Test drive' });
    await expect(form).toBeVisible({ timeout: FORM_LOAD_TIMEOUT_MS });
    const openedAt = Date.now();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
    await form
      .getByRole('textbox', { name: /Vehicle you’d like to drive/ })
      .fill('A white dual-cab ute, this Saturday if possible');
    for (const label of ['Preferred dealership', 'Location']) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      if ((await select.count()) > 0 && (await select.inputValue()) === '') {
        await select.selectOption({ index: 1 });
      }
    }
    const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
    if ((await terms.count()) > 0) await terms.check();
    const left = MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - (Date.now() - openedAt);
    if (left > 0) await page.waitForTimeout(left);
    await form.getByRole('button', { name: 'Book test drive' }).click();
    await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
  });
});

test.describe('Book a test drive without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking is sent as a plain form and lands on the success page', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    test.skip(!site.config.features.testDrive, 'the site takes no test drives');
    const response = await page.goto('/book-test-drive/');
    expect(response?.status()).toBe(200);
    const openedAt = Date.now();
    const form = page.getByRole('form', { name: 'Test drive' });
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
    await form
      .getByRole('textbox', { name: /Vehicle you’d like to drive/ })
      .fill('Sent without JavaScript: any small SUV');
    for (const label of ['Preferred dealership', 'Location']) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      if ((await select.count()) > 0 && (await select.inputValue()) === '') {
        await select.selectOption({ index: 1 });
      }
    }
    const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
    if ((await terms.count()) > 0) await terms.check();
    const left = MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - (Date.now() - openedAt);
    if (left > 0) await page.waitForTimeout(left);
    await form.getByRole('button', { name: 'Book test drive' }).click();
    await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
  });
});
