import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';

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
});
