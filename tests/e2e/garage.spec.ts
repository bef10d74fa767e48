import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import type { DemoSite } from './support/demo-sites.js';
import { findCarInStock } from './support/demo-cars.js';
import { openHydrated } from './support/hydration.js';
import { signIn } from './support/sign-in.js';

const newEmail = (slug: string) => `garage-${randomUUID().slice(0, 8)}@${slug}.example`;
const gated = (site: Site) => site.config.gatedRoutes.includes('my-garage');

async function siteOf(demoSite: DemoSite): Promise<Site> {
  return (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test.describe('my garage', () => {
  test('shows at each of the site’s garage addresses, with the lists and a sign-in link', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    const { garage, features } = site.config;
    test.skip(!garage.enabled || gated(site), 'this site has no garage open to visitors');

    for (const path of garage.paths) {
      await openHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(garage.title);
    }
    const signIn = page.getByRole('link', { name: /^Sign in to see your watchlist/ });
    const first = garage.paths[0]!;
    await expect(signIn).toHaveAttribute(
      'href',
      `/sign-in?${new URLSearchParams({ type: 'my-garage', redirect: first, back: first }).toString()}`,
    );
    const lists = page.getByRole('navigation', { name: 'Your lists' });
    await expect(lists.getByRole('link', { name: 'Watchlist' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
    await expect(lists.getByRole('link', { name: 'Favourites' })).toHaveCount(
      features.favourites ? 1 : 0,
    );
    await expectNoSeriousViolations(page);
  });

  test('sends a visitor to sign in where the site gates the garage', async ({ page, demoSite }) => {
    const site = await siteOf(demoSite);
    test.skip(!site.config.garage.enabled || !gated(site), 'this site does not gate its garage');
    for (const path of site.config.garage.paths) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/sign-in');
      const query = new URL(page.url()).searchParams;
      expect([query.get('type'), query.get('redirect')]).toEqual(['my-garage', path]);
    }
  });

  test('shows a signed-in shopper their watchlist, and passes axe', async ({ page, demoSite }) => {
    const { garage } = (await siteOf(demoSite)).config;
    test.skip(!garage.enabled, 'this site has no garage');
    const car = await findCarInStock(page, () => true);
    expect(car, 'a car in stock').not.toBeNull();
    await signIn(page, {
      email: newEmail(demoSite.slug),
      phone: '0412 345 678',
      redirect: car!.path,
    });
    await openHydrated(page, car!.path);
    await page
      .locator('.car-sidebar')
      .getByRole('button', { name: `Save ${car!.name} to watchlist` })
      .click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Car Saved In Watchlist' }),
    ).toBeVisible();

    await page.getByText('Account', { exact: true }).click();
    await page.getByRole('link', { name: garage.title }).click();
    await expect(page).toHaveURL(new RegExp(`${garage.paths[0]}$`));
    const watchlist = page.getByRole('region', { name: 'Watchlist' });
    await expect(watchlist.getByRole('article').getByRole('heading')).toHaveText([car!.name]);
    await expect(page.getByRole('link', { name: /^Sign in/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('lists the favourites this browser keeps', async ({ page, demoSite }) => {
    const site = await siteOf(demoSite);
    const { garage, features } = site.config;
    test.skip(!garage.enabled || !features.favourites, 'this site has no garage or favourites');
    if (gated(site)) await signIn(page, { email: newEmail(demoSite.slug) });
    await openHydrated(page, demoSite.searchPath);
    const card = page.getByRole('article').first();
    const title = card.getByRole('heading').getByRole('link');
    const [name, path] = [await title.textContent(), await title.getAttribute('href')];
    await card.getByRole('button', { name: `Save ${name} to favourites` }).click();

    await openHydrated(page, garage.paths[0]!);
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('link', { name: name! })).toHaveAttribute('href', path!);
  });

  test('is not found, and not linked, where the site turns the garage off', async ({
    page,
    demoSite,
  }) => {
    const { garage } = (await siteOf(demoSite)).config;
    test.skip(garage.enabled, 'this site has a garage');
    const response = await page.goto('/my-garage');
    expect(response?.status()).toBe(404);
    await openHydrated(page, '/watchlist');
    await expect(page.locator('a[href="/my-garage"]')).toHaveCount(0);
  });
});
