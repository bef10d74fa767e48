import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { findCarInStock, findDemoCar, type DemoCar } from './support/demo-cars.js';
import { test } from './support/demo-site-fixture.js';
import { untilReleased } from './support/hold-back.js';
import { openHydrated } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';
import { signIn } from './support/sign-in.js';

/**
 * The watchlist (spec 1 §4, §5, §8): saving and removing from the vehicle page and cards, its
 * toasts, the /watchlist page, what a visitor and a shopper without a mobile are asked to do.
 */

const newEmail = (slug: string) => `watcher-${randomUUID().slice(0, 8)}@${slug}.example`;
const MOBILE = '0412 345 678';

async function carInStock(page: Page): Promise<DemoCar> {
  const car = await findCarInStock(page, () => true);
  expect(car, 'a car in stock').not.toBeNull();
  return car!;
}

const sidebarButton = (page: Page, car: DemoCar, action: 'save' | 'remove') =>
  page.locator('.car-sidebar').getByRole('button', {
    name: action === 'save' ? `Save ${car.name} to watchlist` : `Remove ${car.name} from watchlist`,
  });

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test.describe('watchlist for a visitor', () => {
  test('saving sends the visitor to sign in for the watchlist, and back to the vehicle', async ({
    page,
  }) => {
    const car = await carInStock(page);
    await openHydrated(page, car.path);
    const save = sidebarButton(page, car, 'save');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: 'watchlist',
      redirect: car.path,
      back: car.path,
    });
  });

  test('a sold vehicle offers no watchlist button to a shopper who has not saved it', async ({
    page,
  }) => {
    const sold = await findDemoCar(page, 'SOLD', () => true);
    expect(sold, 'a recently sold car').not.toBeNull();
    await openHydrated(page, sold!.path);
    // The similar cars under it are for sale and carry their own buttons: only the sold car's
    // sidebar is asked.
    const sidebar = page.locator('.car-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /watchlist$/ })).toHaveCount(0);
  });

  test('the watchlist page asks a visitor to sign in, and passes axe', async ({ page }) => {
    await openHydrated(page, '/watchlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My watchlist');
    await expect(page.getByRole('link', { name: 'Sign in to see your watchlist' })).toHaveAttribute(
      'href',
      '/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Fwatchlist',
    );
    await expectNoSeriousViolations(page);
  });
});

test.describe('watchlist for a signed-in shopper', () => {
  test('saves and removes with toasts, keeps the list on reload and in another browser', async ({
    page,
    browser,
    demoSite,
    baseURL,
  }) => {
    const car = await carInStock(page);
    const email = newEmail(demoSite.slug);
    await signIn(page, { email, phone: MOBILE, type: 'watchlist', redirect: car.path });
    await expect(page).toHaveURL(new RegExp(`${car.path}$`));
    await openHydrated(page, car.path);

    await sidebarButton(page, car, 'save').click();
    const toast = page.locator('.toast').filter({ hasText: 'Car Saved In Watchlist' });
    await expect(toast).toContainText(`${car.name} is now available in your watchlist`);
    await expect(sidebarButton(page, car, 'remove')).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(sidebarButton(page, car, 'remove')).toHaveAttribute('aria-pressed', 'true');

    // The same shopper in another browser sees the car on the watchlist page.
    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, { email, type: 'watchlist', redirect: '/watchlist' });
      await expect(otherPage).toHaveURL(/\/watchlist$/);
      await expect(
        otherPage.getByRole('list', { name: 'Vehicles on your watchlist' }).getByRole('heading'),
      ).toHaveText([car.name]);
    } finally {
      await other.close();
    }

    await openHydrated(page, car.path);
    await sidebarButton(page, car, 'remove').click();
    const removed = page.locator('.toast').filter({ hasText: 'Car Removed' });
    await expect(removed).toContainText(`${car.name} is no longer in your watchlist`);
    await removed.getByRole('link', { name: 'View List' }).click();
    await expect(page).toHaveURL(/\/watchlist$/);
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the button is disabled while the call runs, and a failure turns it back with an alert', async ({
    page,
    demoSite,
  }) => {
    const car = await carInStock(page);
    await signIn(page, { email: newEmail(demoSite.slug), phone: MOBILE, redirect: car.path });
    await openHydrated(page, car.path);

    const { held, release } = untilReleased();
    const saveId = persistedOperationId('useSaveCarToWatchlistMutation');
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes(saveId)) return route.fallback();
      await held;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await sidebarButton(page, car, 'save').click();
    const pressed = sidebarButton(page, car, 'remove');
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed).toBeDisabled();

    release();
    const save = sidebarButton(page, car, 'save');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toBeEnabled();
    await expect.poll(() => alerts.length).toBe(1);
  });

  test('a shopper who skipped the mobile is sent to add it', async ({ page, demoSite }) => {
    const car = await carInStock(page);
    await signIn(page, { email: newEmail(demoSite.slug), redirect: car.path });
    await openHydrated(page, car.path);
    await sidebarButton(page, car, 'save').click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    const query = new URL(page.url()).searchParams;
    expect([query.get('type'), query.get('step'), query.get('redirect')]).toEqual([
      'watchlist',
      'phone',
      car.path,
    ]);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
  });
});
