import { AxeBuilder } from '@axe-core/playwright';
import { slugify } from '@forecourt/tenants/slugify';
import { expect, type Locator, type Request } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { ALL_STOCK_PATH, type DemoSite } from './support/demo-sites.js';
import { openHydrated, waitForHydration } from './support/hydration.js';
import { expectNoLayoutShift } from './support/paint-entries.js';
import { scrollDownWholePage } from './support/thumb-scroll.js';
import { persistedOperationId } from './support/persisted-operations.js';
import {
  cardSalePrices,
  cardTitleLink,
  cardTitles,
  firstCardTitle,
  readResultCount,
  resultCards,
  resultCount,
  waitForResults,
} from './support/search-results.js';

/** The sort option a shopper picks, as the "Sort by" menu names it, and its URL value. */
const LOWEST_PRICE_LABEL = 'Price: low to high';
const LOWEST_PRICE_SORT = 'lowestPrice';

/**
 * The sort test starts from priced stock only: a site that keeps unpriced cars sorts them first,
 * and a page of "Enquire for price" cards would show no order at all.
 */
const PRICED_ONLY = 'range[price]=1:';

/** Accessibility findings that fail the page; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

const PRICE_RANGE = /^(\d+):(\d*)$/;

/** A facet checkbox's name: "Toyota (12)". */
const FACET_OPTION = /checkbox "(.+) \((\d[\d,]*)\)"/;

/** A card title: "2026 Mazda CX-3 Neo Sport" (the year, then the make). */
const MODEL_YEAR = /^\d{4} /;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isAscending = (numbers: readonly number[]) =>
  numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n);

/** Where ticking a make leads: its own route from all stock, else the same type route refined. */
function isMakeUrl(site: DemoSite, make: string) {
  return (url: URL) =>
    site.searchPath === ALL_STOCK_PATH
      ? url.pathname === `/search/${slugify(make)}`
      : url.pathname === site.searchPath &&
        url.searchParams.get('refinementList[make][0]') === make;
}

const isGraphQLRequest = (request: Request) => new URL(request.url()).pathname === '/graphql';

/** The page-view event (analytics.spec.ts counts it): a write the page sends once, never data it fetches. */
const TRACK_EVENT_ID = persistedOperationId('useTrackEventMutation');
const fetchesData = (request: Request) =>
  isGraphQLRequest(request) && !(request.postData() ?? '').includes(TRACK_EVENT_ID);

test.describe('search page', () => {
  test('ticking a make shows only that make', async ({ page, demoSite }) => {
    await openHydrated(page, demoSite.searchPath);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const titles = await cardTitles(page);

    // A make offered in the Filters' "Make" section that a card on the page is made by.
    const makeSection = filters.getByRole('region', { name: 'Make' });
    const offered = (await makeSection.ariaSnapshot())
      .split('\n')
      .map((line) => FACET_OPTION.exec(line))
      .filter((match) => match !== null)
      .map((match) => ({ name: match[1]!, count: Number(match[2]!.replaceAll(',', '')) }));
    const make = offered.find(({ name }) =>
      titles.some(
        (title) => MODEL_YEAR.test(title) && title.replace(MODEL_YEAR, '').startsWith(`${name} `),
      ),
    );
    expect(make, `a make checkbox for one of: ${titles.join('; ')}`).toBeDefined();
    const { name, count } = make!;

    const checkbox = makeSection
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)} \\(`) })
      .first();
    // A click, not check(): the box shows ticked once the refined results have loaded.
    await checkbox.click();
    await waitForResults(page, isMakeUrl(demoSite, name));
    // The URL changes a moment before the refined results are on screen; the ticked box says they are.
    await expect(checkbox).toBeChecked();

    expect(await readResultCount(page)).toBe(count);
    const shown = await cardTitles(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const title of shown) expect(title).toContain(name);
  });

  test('raising the minimum price narrows the results', async ({ page, demoSite }) => {
    await openHydrated(page, demoSite.searchPath);
    const before = await readResultCount(page);
    const minimum = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('slider', { name: 'Minimum price' });

    await minimum.focus();
    await minimum.press('PageUp');
    await waitForResults(page, (url) =>
      PRICE_RANGE.test(url.searchParams.get('range[price]') ?? ''),
    );

    const range = PRICE_RANGE.exec(new URL(page.url()).searchParams.get('range[price]')!)!;
    const floor = Number(range[1]);
    expect(floor).toBeGreaterThan(0);
    expect(await readResultCount(page)).toBeLessThanOrEqual(before);
    for (const price of await cardSalePrices(page)) expect(price).toBeGreaterThanOrEqual(floor);
    await expect(minimum).toHaveAttribute('aria-valuenow', String(floor));
  });

  test('sorting, paging and going back keep the shopper’s place', async ({ page, demoSite }) => {
    const start = `${demoSite.searchPath}?${PRICED_ONLY}`;
    await openHydrated(page, start);
    const unsortedFirst = await firstCardTitle(page);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    // A native select holds every option's text: what the shopper sees is the selected one.
    const chosenSort = sortBy.locator('option:checked');

    await sortBy.selectOption({ label: LOWEST_PRICE_LABEL });
    await waitForResults(page, (url) => url.searchParams.get('sortBy') === LOWEST_PRICE_SORT);
    await expect(chosenSort).toHaveText(LOWEST_PRICE_LABEL);
    expect(new URL(page.url()).searchParams.get('range[price]')).toBe('1:');
    const firstPagePrices = await cardSalePrices(page);
    expect(firstPagePrices.length, 'cards showing a sale price').toBeGreaterThan(1);
    expect(isAscending(firstPagePrices), `prices in order: ${firstPagePrices.join(', ')}`).toBe(
      true,
    );
    const sortedFirst = await firstCardTitle(page);

    await page
      .getByRole('navigation', { name: 'Pages' })
      .first()
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await waitForResults(page, (url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe(LOWEST_PRICE_SORT);
    expect(await firstCardTitle(page)).not.toBe(sortedFirst);
    const secondPagePrices = await cardSalePrices(page);
    expect(isAscending([firstPagePrices.at(-1)!, ...secondPagePrices])).toBe(true);

    await page.goBack();
    await waitForResults(page, (url) => !url.searchParams.has('page'));
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe(LOWEST_PRICE_SORT);
    await expect(resultCards(page).first()).toContainText(sortedFirst);
    await expect(chosenSort).toHaveText(LOWEST_PRICE_LABEL);

    await page.goBack();
    await waitForResults(page, (url) => !url.searchParams.has('sortBy'));
    await expect(resultCards(page).first()).toContainText(unsortedFirst);
    await expect(chosenSort).not.toHaveText(LOWEST_PRICE_LABEL);
  });

  test('a card opens its car’s page', async ({ page, demoSite }) => {
    await openHydrated(page, demoSite.searchPath);
    const link = cardTitleLink(resultCards(page).first());
    const title = (await link.innerText()).trim();

    await link.click();
    await page.waitForURL(/\/cars\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The same address loaded afresh is a page the server has.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('lists cars without JavaScript', async ({ browser, baseURL, demoSite }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      const response = await page.goto(demoSite.searchPath);
      expect(response?.status()).toBe(200);
      await expect(resultCount(page)).toBeVisible();
      await expect(resultCount(page)).toHaveText(/\d/);
      const links = cardTitleLink(resultCards(page));
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        expect(await link.getAttribute('href')).toMatch(/^\/cars\/[a-z0-9-]+$/);
      }
    } finally {
      await context.close();
    }
  });

  test('an unknown search path is a 404 page', async ({ page }) => {
    const response = await page.goto('/search/not-a-thing');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/not found/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/couldn.t find/i);
  });

  test('hydrating fetches no data over GraphQL', async ({ page, demoSite }) => {
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (fetchesData(request)) graphqlRequests.push(request.url());
    });
    await page.goto(demoSite.searchPath, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(graphqlRequests).toEqual([]);
  });

  test('loads without console errors', async ({ page, demoSite }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(demoSite.searchPath, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  test('has no serious accessibility violations', async ({ page, demoSite }) => {
    await openHydrated(page, demoSite.searchPath);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
    for (const violation of blocking) {
      console.log(
        `${violation.impact}: ${violation.id} — ${violation.help}\n` +
          violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
      );
    }
    expect(blocking.map((v) => v.id)).toEqual([]);
  });
});

test.describe('the search page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('lays out the cards below the first screenful only as they near it, and scrolling shifts nothing', async ({
    page,
    demoSite,
  }) => {
    await openHydrated(page, demoSite.searchPath);
    const cards = resultCards(page);
    // A card between the first screenful and the last rows: its content skipped by the browser,
    // not laid out or painted, until it comes near the screen.
    const middleCard = cards.nth(Math.floor((await cards.count()) / 2));
    const skipped = (card: Locator) =>
      card.evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped(middleCard)).toBe(true);
    // The last rows are laid out at once, so a jump to the foot of the results moves nothing.
    expect(await skipped(cards.last())).toBe(false);

    await scrollDownWholePage(page);
    await middleCard.scrollIntoViewIfNeeded();
    // Laid out at the browser's next frame once it is near the screen.
    await expect.poll(() => skipped(middleCard)).toBe(false);
    await expect(cardTitleLink(middleCard)).toBeVisible();
    // Each card took its real height before it came on screen: nothing in view moved.
    await expectNoLayoutShift(page);
  });
});
