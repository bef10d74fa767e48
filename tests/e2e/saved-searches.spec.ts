import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated, waitForHydration } from './support/hydration.js';
import { signIn } from './support/sign-in.js';

/** Accessibility findings that fail a page. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

test.describe('saved searches', () => {
  test('a visitor’s Save search leads to sign-in and back to the same search', async ({
    page,
    demoSite,
  }) => {
    const search = `${demoSite.searchPath}?sortBy=lowestPrice`;
    await openHydrated(page, search);
    const save = page.getByRole('link', { name: 'Save search' });
    await expect(save).toBeVisible();
    const target = new URL((await save.getAttribute('href'))!, 'https://site.invalid');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('type')).toBe('saved-search');
    expect(target.searchParams.get('redirect')).toBe(search);
  });

  test('/saved-searches offers a visitor sign-in, and passes axe', async ({ page }) => {
    await openHydrated(page, '/saved-searches');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in to see your saved searches' });
    await expect(signIn).toHaveAttribute(
      'href',
      `/sign-in?type=saved-search&redirect=${encodeURIComponent('/saved-searches')}`,
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('a shopper saves a search, finds it on /saved-searches, turns its e-mails off and deletes it', async ({
    page,
    demoSite,
  }) => {
    const search = `${demoSite.searchPath}?sortBy=lowestPrice`;
    const email = `saver-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/');
    await signIn(page, { email, type: 'saved-search', redirect: search });
    await waitForHydration(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(search);

    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Cheapest first');
    await expect(page.getByRole('checkbox', { name: 'E-mail me new matches' })).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The toast is announced (a status region) and offers the way to the list.
    await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toBeAttached();
    await page.getByRole('link', { name: 'View saved searches' }).click();
    await page.waitForURL((url) => url.pathname === '/saved-searches');

    const saved = page.getByRole('link', { name: 'Cheapest first' });
    await expect(saved).toHaveAttribute('href', search);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    const alerts = page.getByRole('checkbox', { name: 'E-mail me new matches' });
    await expect(alerts).toBeChecked();
    await alerts.click();
    await expect(alerts).not.toBeChecked();
    await expect(alerts).toBeEnabled();

    // Still off after a reload: the server kept it.
    await openHydrated(page, '/saved-searches');
    await expect(page.getByRole('checkbox', { name: 'E-mail me new matches' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Delete saved search Cheapest first' }).click();
    await expect(page.getByText(/No saved searches yet/)).toBeVisible();
    await openHydrated(page, '/saved-searches');
    await expect(page.getByText(/No saved searches yet/)).toBeVisible();
  });
});
