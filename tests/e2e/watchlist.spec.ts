import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { findCarInStock, findDemoCar } from './support/demo-cars.js';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';

test.describe('watchlist for a visitor', () => {
  test('saving sends the visitor to sign in for the watchlist, and back to the vehicle', async ({
    page,
  }) => {
    const car = await findCarInStock(page, () => true);
    expect(car, 'a car in stock').not.toBeNull();
    await openHydrated(page, car!.path);
    const save = page
      .locator('.car-sidebar')
      .getByRole('button', { name: `Save ${car!.name} to watchlist` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: 'watchlist',
      redirect: car!.path,
      back: car!.path,
    });
  });

  test('a sold vehicle offers no watchlist button to a shopper who has not saved it', async ({
    page,
  }) => {
    const sold = await findDemoCar(page, 'SOLD', () => true);
    expect(sold, 'a recently sold car').not.toBeNull();
    await openHydrated(page, sold!.path);
    await expect(page.locator('.car-sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: /to watchlist$/ })).toHaveCount(0);
  });

  test('the watchlist page asks a visitor to sign in, and passes axe', async ({ page }) => {
    await openHydrated(page, '/watchlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My watchlist');
    await expect(page.getByRole('link', { name: 'Sign in to see your watchlist' })).toHaveAttribute(
      'href',
      '/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Fwatchlist',
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
