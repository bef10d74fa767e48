import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';
import { readResultCount, resultCards } from './support/search-results.js';

/** A card showing a price ("$30,490", or "$43/wk" on a subscription site), not "Enquire". */
const SHOWN_PRICE = /\$\d/;

/** A facet value link's name: "Toyota (12)". */
const FACET_NAME = /^(.+) \((\d[\d,]*)\)$/;

const toNumber = (figure: string) => Number(figure.replaceAll(',', ''));

/** The query parameters of a URL as sorted pairs: two spellings of one search compare equal. */
const paramsOf = (url: string) =>
  [...new URL(url, 'http://site').searchParams].sort(([a], [b]) => a.localeCompare(b));

/** The vehicle's JSON-LD on a vehicle page (the first object is the vehicle). */
async function vehicleJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const [vehicle] = JSON.parse(text ?? '[]') as Record<string, unknown>[];
  if (!vehicle) throw new Error('The vehicle page has no JSON-LD');
  return vehicle;
}

test.describe('search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a facet value is a link to the refined search', async ({ page, demoSite }) => {
    await page.goto(demoSite.searchPath);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const option = filters
      .getByRole('region', { name: 'Make' })
      .getByRole('checkbox', { checked: false })
      .first();
    const name = (await option.innerText()).replace(/\s+/g, ' ').trim();
    const match = FACET_NAME.exec(name);
    expect(match, `a make with its count: ${name}`).not.toBeNull();
    const href = await option.getAttribute('href');

    await option.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(await readResultCount(page)).toBe(toNumber(match![2]!));
    await expect(
      filters.getByRole('checkbox', { name: `${match![1]} (${match![2]})` }).first(),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('sort is a form with a submit button, loading the sorted search', async ({
    page,
    demoSite,
  }) => {
    await page.goto(`${demoSite.searchPath}?page=2`);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption('lowestPrice');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'lowestPrice');
    // The same search the script would load: sorted, from page 1.
    expect(new URL(page.url()).pathname).toBe(demoSite.searchPath);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await expect(sortBy.locator('option:checked')).toHaveText('Price: low to high');
    await expect(resultCards(page).first()).toContainText(SHOWN_PRICE);
  });

  test('price range is a form of price bands', async ({ page, demoSite }) => {
    await page.goto(demoSite.searchPath);
    const before = await readResultCount(page);
    const price = page.getByRole('combobox', { name: 'Price range' });
    const choice = await price.locator('option').nth(2).getAttribute('value');
    await price.selectOption(choice!);
    await page.getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL((url) => url.searchParams.get('range[price]') === choice);
    expect(await readResultCount(page)).toBeLessThanOrEqual(before);
    await expect(price.locator('option:checked')).toHaveAttribute('value', choice!);
  });

  test('a phone shows the filters as links too', async ({ page, demoSite }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(demoSite.searchPath);
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    const option = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('region', { name: 'Make' })
      .getByRole('checkbox', { checked: false })
      .first();
    await expect(option).toBeVisible();
    const href = await option.getAttribute('href');
    await option.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  });

  test('pages are links', async ({ page, demoSite }) => {
    await page.goto(demoSite.searchPath);
    const pages = page.getByRole('navigation', { name: 'Pages' }).first();
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  });
});

test.describe('search edges', () => {
  test('price low to high opens on a priced car', async ({ page, demoSite }) => {
    await openHydrated(page, `${demoSite.searchPath}?sortBy=lowestPrice`);
    await expect(resultCards(page).first()).toContainText(SHOWN_PRICE);
  });

  test('a page past the last shows the empty state with a link to page 1', async ({
    page,
    demoSite,
  }) => {
    const response = await page.goto(`${demoSite.searchPath}?sortBy=highestPrice&page=999`);
    expect(response?.ok()).toBe(true);
    await expect(
      page.getByRole('heading', { name: 'There is no page 999 of these results' }),
    ).toBeVisible();
    await expect(resultCards(page)).toHaveCount(0);
    const first = page.getByRole('link', { name: 'Go to page 1' });
    expect(paramsOf((await first.getAttribute('href'))!)).toEqual(
      paramsOf(`${demoSite.searchPath}?sortBy=highestPrice`),
    );
    await first.click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect(resultCards(page).first()).toBeVisible();
  });

  test('"See more from this dealer" lists the dealership’s cars', async ({ page, demoSite }) => {
    await openHydrated(page, demoSite.searchPath);
    const total = await readResultCount(page);
    await resultCards(page).first().getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/cars\/[a-z0-9-]+$/);
    const link = page.getByRole('link', { name: 'See more from this dealer' });
    const href = (await link.getAttribute('href'))!;
    const dealer = new URL(href, page.url()).searchParams.get('refinementList[dealership_slug][0]');
    expect(dealer).toMatch(/^[a-z0-9-]+$/);

    await page.goto(href);
    const count = await readResultCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(total);
    await expect(resultCards(page).first()).toBeVisible();
  });

  test('JSON-LD types each kind of vehicle and offers only a priced one', async ({
    page,
    demoSite,
  }) => {
    const types = { car: 'Car', motorcycle: 'Motorcycle', caravan: 'Vehicle' } as const;
    for (const [itemType, schemaType] of Object.entries(types)) {
      await page.goto(`${demoSite.searchPath}?refinementList[item_type][0]=${itemType}`);
      const cards = resultCards(page);
      if ((await cards.count()) === 0) continue;
      const priced = await cards.first().innerText();
      await page.goto(
        (await cards.first().getByRole('heading').getByRole('link').getAttribute('href'))!,
      );
      const vehicle = await vehicleJsonLd(page);
      expect(vehicle['@type'], itemType).toBe(schemaType);
      if (itemType === 'caravan') expect(vehicle.vehicleConfiguration).toBe('Caravan');
      expect('offers' in vehicle, `offers for "${priced.slice(0, 60)}"`).toBe(
        SHOWN_PRICE.test(priced),
      );
    }
  });

  test('the /used-car/{car-type} level on the sites that use it', async ({ page, demoSite }) => {
    await openHydrated(page, demoSite.searchPath);
    await resultCards(page).first().getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/cars\/[a-z0-9-]+$/);
    const trail = page.getByRole('navigation', { name: /breadcrumb/i });
    const usedCarLevel = trail.locator('a[href^="/used-car/"]');
    const level = await usedCarLevel.count();
    const response = await page.goto('/used-car/used-cars');
    if (level === 0) {
      expect(response?.status()).toBe(404);
      return;
    }
    expect(response?.ok()).toBe(true);
    await expect(resultCards(page).first()).toBeVisible();
    expect(await readResultCount(page)).toBeGreaterThan(0);
  });
});
