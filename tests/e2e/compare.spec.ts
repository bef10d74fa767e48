import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';

/** The message a compare toggle shows when the list is full (CarSaveToggles). */
const COMPARE_FULL = 'You can compare up to 4 cars';

/** The names of the first `count` cars of the search page that offer a Compare toggle. */
async function comparableCars(page: Page, count: number): Promise<string[]> {
  const labels = await page
    .getByRole('main')
    .getByRole('button', { name: /^Compare / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const names = labels.map((label) => label.replace(/^Compare /, '')).slice(0, count);
  expect(names, `${count} cars to compare`).toHaveLength(count);
  return names;
}

const toggleCompare = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('button', { name: `Compare ${name}`, exact: true })
    .click();

/** The compared cars' names, from the table's column headers. */
const comparedNames = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('columnheader')
    .getByRole('link', { name: /^(?!Remove)/ })
    .allInnerTexts();

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test.describe('compare', () => {
  test('compares three cars picked on the search page, from a link that reopens the comparison', async ({
    page,
    browser,
    demoSite,
    baseURL,
  }) => {
    await openHydrated(page, demoSite.searchPath);
    const compareToggles = page.getByRole('main').getByRole('button', { name: /^Compare / });
    if ((await compareToggles.count()) === 0) {
      // A site without comparing has no toggles and no compare page.
      const response = await page.goto('/compare');
      expect(response?.status()).toBe(404);
      return;
    }
    const names = await comparableCars(page, 5);
    for (const name of names.slice(0, 3)) {
      await toggleCompare(page, name);
      await expect(
        page.getByRole('main').getByRole('button', { name: `Remove ${name} from compare` }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    // The last toggle's toast and the bar both lead to the comparison of the list.
    await expect(page.getByRole('link', { name: 'Compare', exact: true })).toHaveAttribute(
      'href',
      /^\/compare\?cars=[^,]+,[^,]+,[^,]+$/,
    );
    const bar = page.getByRole('navigation', { name: 'Compare' }).getByRole('link');
    await expect(bar).toHaveText('Compare (3)');

    // A fourth car is taken, a fifth refused with the toggle's message.
    await toggleCompare(page, names[3]!);
    await expect(bar).toHaveText('Compare (4)');
    await toggleCompare(page, names[4]!);
    await expect(page.getByRole('main').getByText(COMPARE_FULL)).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove ${names[3]} from compare` })
      .click();
    await expect(bar).toHaveText('Compare (3)');

    await bar.click();
    await page.waitForURL(/\/compare\?cars=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Compare /);
    expect(await comparedNames(page)).toEqual(names.slice(0, 3));
    const differing = page.locator('tbody tr[data-differs]');
    expect(await differing.count()).toBeGreaterThan(0);
    // Marked in words, not by colour alone.
    await expect(differing.first().getByRole('rowheader')).toContainText('Differs');
    await expectNoSeriousViolations(page);

    // "Show only differences" keeps just the differing rows, in the address too.
    const rowCount = await page.locator('tbody tr').count();
    await page.getByRole('link', { name: 'Show only differences' }).click();
    await page.waitForURL(/only=differences/);
    await expect(page.locator('tbody tr')).toHaveCount(await differing.count());
    expect(await differing.count()).toBeLessThanOrEqual(rowCount);

    // The shared link (the field's value) opens the same comparison for someone else,
    // also without JavaScript.
    const shared = await page.getByLabel('Link to this comparison').inputValue();
    expect(new URL(shared).pathname).toBe('/compare');
    for (const javaScriptEnabled of [true, false]) {
      const other = await browser.newContext({ baseURL, javaScriptEnabled });
      const otherPage = await other.newPage();
      const response = await otherPage.goto(new URL(shared).pathname + new URL(shared).search);
      expect(response?.status()).toBe(200);
      expect(await comparedNames(otherPage)).toEqual(names.slice(0, 3));
      await other.close();
    }

    // Remove leads to the comparison without that car.
    await page.getByRole('link', { name: `Remove ${names[0]} from the comparison` }).click();
    await page.waitForURL(
      (url) => !url.search.includes(','.repeat(2)) && url.pathname === '/compare',
    );
    await expect.poll(() => comparedNames(page)).toEqual(names.slice(1, 3));
  });

  test('an address naming no car it lists shows how to start a comparison', async ({ page }) => {
    const response = await page.goto('/compare?cars=no-such-car,another-missing-car');
    if (response?.status() === 404) return; // a site without comparing
    expect(response?.status()).toBe(200);
    await expect(page.getByText('2 cars of this link are no longer listed.')).toBeVisible();
    await expect(page.getByText(/^Nothing to compare yet/)).toBeVisible();
  });
});
