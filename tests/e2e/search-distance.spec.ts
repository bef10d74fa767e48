import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';
import {
  cardTitleLink,
  pageTexts,
  readResultCount,
  resultCards,
  waitForResults,
} from './support/search-results.js';

/**
 * A shopper's postcode on the search and vehicle pages: the search keeps cars within a distance
 * and sorts them nearest first with each card's distance; the vehicle page says how far the car
 * is; both forms work without JavaScript.
 */

/** Brisbane city: every demo site has a yard within 250 km of it, and most have yards beyond. */
const POSTCODE = '4000';
const WITHIN_KM = 250;
const WITHIN_LABEL = `${WITHIN_KM} km`;

/** "123 km away" under a card, or "Under 1 km away". */
const DISTANCE_AWAY = /^(?:Under 1|(\d[\d,]*)) km away$/;
/** "About 85 km from 4000" on the vehicle page. */
const DISTANCE_FROM = new RegExp(`^(?:About (\\d[\\d,]*)|Less than 1) km from ${POSTCODE}$`);

/** A filter every site has, to show the form keeps the rest of the search. */
const PRICED = 'range[price]=1:';

const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

const kmOf = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a distance`);
  return match[1] === undefined ? 0 : Number(match[1].replaceAll(',', ''));
};

/** The distance under each card, in order. */
async function cardDistances(page: Page): Promise<number[]> {
  const lines = page.getByRole('main').getByText(DISTANCE_AWAY);
  return (await pageTexts(lines)).map((text) => kmOf(text, DISTANCE_AWAY));
}

const distanceSection = (page: Page) =>
  page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Distance' });

const isAscending = (numbers: readonly number[]) =>
  numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n);

/** axe over what this feature adds (the whole pages are checked by their own specs). */
async function expectNoBlockingViolations(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''))).toEqual([]);
}

test.describe('distance from the shopper’s postcode', () => {
  // Two pages, each checked by axe, on two shared cores.
  test.describe.configure({ timeout: 120_000 });

  test('a postcode and radius narrow the search, sorted nearest first with distances, and the vehicle page says how far', async ({
    page,
    demoSite,
  }) => {
    await openHydrated(page, demoSite.searchPath);
    const everywhere = await readResultCount(page);

    const section = distanceSection(page);
    await section.getByRole('textbox', { name: 'Your postcode' }).fill(POSTCODE);
    await section.getByRole('combobox', { name: 'Within' }).selectOption({ label: WITHIN_LABEL });
    await section.getByRole('button', { name: 'Apply' }).click();
    await waitForResults(
      page,
      (url) =>
        url.searchParams.get('postcode') === POSTCODE &&
        url.searchParams.get('within') === String(WITHIN_KM),
    );
    const within = await readResultCount(page);
    expect(within).toBeGreaterThan(0);
    expect(within).toBeLessThanOrEqual(everywhere);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Nearest first' });
    await waitForResults(page, (url) => url.searchParams.get('sortBy') === 'nearest');
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(await resultCards(page).count());
    expect(isAscending(distances)).toBe(true);
    for (const km of distances) expect(km).toBeLessThanOrEqual(WITHIN_KM);
    await expectNoBlockingViolations(page, 'main');

    // The vehicle page remembers the postcode and says how far the first car is.
    await cardTitleLink(resultCards(page).first()).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/cars/') && url.searchParams.get('postcode') === POSTCODE,
    );
    const status = page.getByRole('region', { name: 'Distance from you' }).getByRole('status');
    await expect(status).toHaveText(DISTANCE_FROM);
    expect(kmOf(await status.innerText(), DISTANCE_FROM)).toBe(distances[0]);
    await expectNoBlockingViolations(page, '.car-distance');
  });

  test('both forms work without JavaScript', async ({ browser, baseURL, demoSite }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(`${demoSite.searchPath}?${PRICED}`);
      const section = distanceSection(page);
      await section.getByRole('textbox', { name: 'Your postcode' }).fill(POSTCODE);
      await section.getByRole('combobox', { name: 'Within' }).selectOption({ label: WITHIN_LABEL });
      await section.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('postcode') === POSTCODE);
      const url = new URL(page.url());
      expect(url.searchParams.get('within')).toBe(String(WITHIN_KM));
      expect(url.searchParams.get('range[price]')).toBe('1:');
      const distances = await cardDistances(page);
      expect(distances.length).toBeGreaterThan(0);
      for (const km of distances) expect(km).toBeLessThanOrEqual(WITHIN_KM);

      // The server renders the vehicle page's distance form and its answer.
      const href = await cardTitleLink(resultCards(page).first()).getAttribute('href');
      await page.goto(href!);
      const region = page.getByRole('region', { name: 'Distance from you' });
      await region.getByRole('textbox').fill(POSTCODE);
      await region.getByRole('button', { name: 'Show distance' }).click();
      await page.waitForURL(
        (to) => to.pathname.startsWith('/cars/') && to.searchParams.get('postcode') === POSTCODE,
      );
      await expect(region.getByRole('status')).toHaveText(DISTANCE_FROM);
    } finally {
      await context.close();
    }
  });

  test('an unknown postcode in the address is refused with a clear message, not a server error', async ({
    page,
    demoSite,
  }) => {
    const response = await page.goto(`${demoSite.searchPath}?postcode=0001`);
    expect(response?.status()).toBe(400);
    await expect(page.getByText(/0001 is not an Australian postcode we know/)).toBeVisible();
  });
});
