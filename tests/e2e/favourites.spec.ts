import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated, waitForHydration } from './support/hydration.js';
import { signIn } from './support/sign-in.js';

/** The names of the first `count` cars of the search page that offer a Favourite toggle. */
async function favouritableCars(page: Page, count: number): Promise<string[]> {
  const labels = await page
    .getByRole('main')
    .getByRole('button', { name: /^Save .* to favourites$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const names = labels.map((label) => label.replace(/^Save (.*) to favourites$/, '$1'));
  expect(names.length, `${count} cars to save`).toBeGreaterThanOrEqual(count);
  return names.slice(0, count);
}

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

test.describe('favourites', () => {
  test('lists the cars a visitor saved, and lets them take one off', async ({ page, demoSite }) => {
    await openHydrated(page, '/favourites');
    await expect(page.getByText(/^You have no favourites yet/)).toBeVisible();

    await openHydrated(page, demoSite.searchPath);
    const names = await favouritableCars(page, 2);
    for (const name of names) {
      await page
        .getByRole('main')
        .getByRole('button', { name: `Save ${name} to favourites` })
        .click();
      await expect(
        page.getByRole('main').getByRole('button', { name: `Remove ${name} from favourites` }),
      ).toHaveAttribute('aria-pressed', 'true');
    }

    await openHydrated(page, '/favourites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your favourites');
    await expect.poll(() => cardTitles(page)).toEqual(names);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${names[0]} from favourites` })
      .click();
    await openHydrated(page, '/favourites');
    await expect.poll(() => cardTitles(page)).toEqual(names.slice(1));
  });

  test('a visitor’s lists join the account at sign-in, and another browser sees them', async ({
    page,
    browser,
    baseURL,
    demoSite,
  }) => {
    await openHydrated(page, demoSite.searchPath);
    const [favourite] = await favouritableCars(page, 1);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save ${favourite} to favourites` })
      .click();
    const compareToggle = page.getByRole('main').getByRole('button', { name: /^Compare / });
    const compares = (await compareToggle.count()) > 0;
    if (compares) await compareToggle.first().click();

    const email = `saver-${randomUUID().slice(0, 8)}@${demoSite.slug}.example`;
    await signIn(page, { email, phone: '0412 345 678', redirect: '/favourites' });
    await waitForHydration(page);
    await expect.poll(() => cardTitles(page)).toEqual([favourite]);
    // The browser's own lists are emptied, so the next visitor on it inherits nothing.
    await expect
      .poll(() =>
        page.evaluate(
          (slug) => localStorage.getItem(`forecourt:${slug}:favourites`),
          demoSite.slug,
        ),
      )
      .toBe('[]');

    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, { email, redirect: '/favourites' });
    // Server-rendered from the account.
    await expect.poll(() => cardTitles(otherPage)).toEqual([favourite]);
    if (compares) {
      await waitForHydration(otherPage);
      await expect(
        otherPage.getByRole('navigation', { name: 'Compare' }).getByRole('link'),
      ).toHaveText('Compare (1)');
    }
    await other.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says where a visitor’s favourites are kept', async ({ page }) => {
      const response = await page.goto('/favourites');
      expect(response?.status()).toBe(200);
      await expect(page.getByText(/Your favourites are kept in this browser/)).toBeVisible();
    });
  });
});
