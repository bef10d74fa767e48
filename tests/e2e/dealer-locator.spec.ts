import { AxeBuilder } from '@axe-core/playwright';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Location } from '@forecourt/tenants/location.schema';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { NAVIGATION_TIMEOUT_MS, openHydrated } from './support/hydration.js';
import { expectNoLayoutShift } from './support/paint-entries.js';

/**
 * /dealer-locator: the map of the site's locations with a link per pin, the list, the department
 * and make filters (a GET form), the postcode that orders the list by distance, and all of it
 * without JavaScript.
 */

const PATH = '/dealer-locator';
/** A common phone's viewport, where the filters wrap onto several rows. */
const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Accessibility findings that fail the page; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** The site's visible locations, as its settings list them. */
async function visibleLocations(slug: string): Promise<Location[]> {
  const site = (await loadDemoSites()).find((s) => s.config.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site.locations.filter((location) => location.visible);
}

const markers = (page: Page) => page.locator('figure.locations-map svg a');
const listItems = (page: Page) => page.locator('.dealer-locator__list > li');
const listNames = (page: Page) => listItems(page).getByRole('heading', { level: 2 });

/** The distances the list shows, in km ("Less than 1 km away" counts as 0). */
async function shownDistances(page: Page): Promise<number[]> {
  const texts = await listItems(page)
    .getByText(/km away$/)
    .allTextContents();
  return texts.map((text) =>
    text.startsWith('Less than') ? 0 : Number(text.replace(/[^\d]/g, '')),
  );
}

/** The makes a filter can offer: those of more than none and fewer than all locations. */
function narrowingMake(locations: Location[]): string | null {
  const makes = [...new Set(locations.flatMap((l) => l.manufacturers))];
  return (
    makes.find((make) => {
      const having = locations.filter((l) => l.manufacturers.includes(make)).length;
      return having > 0 && having < locations.length;
    }) ?? null
  );
}

test.describe('the dealer locator', () => {
  test('pins every location on the map and lists it; every pin and card link opens a page', async ({
    page,
    demoSite,
  }) => {
    // It opens every page the locator links to.
    test.slow();
    const locations = await visibleLocations(demoSite.slug);
    await openHydrated(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a dealership' })).toBeVisible();
    await expect(markers(page)).toHaveCount(locations.length);
    await expect(listItems(page)).toHaveCount(locations.length);
    const names = locations.map((l) => l.name).sort();
    expect(
      (await markers(page).evaluateAll((as) => as.map((a) => a.ariaLabel ?? ''))).sort(),
    ).toEqual(names);
    expect((await listNames(page).allTextContents()).sort()).toEqual(names);

    const cardLinks = await listItems(page)
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // The site's own pages; Get Directions leads to a maps service, which the tests cannot reach.
    const hrefs = new Set([
      ...(await markers(page).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))),
      ...cardLinks.filter((href) => href.startsWith('/')).map((href) => href.split('#')[0]!),
    ]);
    expect(hrefs.size).toBeGreaterThan(0);
    // A pin is a link a shopper can follow.
    const first = markers(page).first();
    const target = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`), { timeout: NAVIGATION_TIMEOUT_MS });
    // Node's resolver knows no *.localhost (the browser does): the browser opens each link.
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
    }
  });

  test('the make filter narrows the list and the map to the locations with that make', async ({
    page,
    demoSite,
  }) => {
    const locations = await visibleLocations(demoSite.slug);
    await openHydrated(page, PATH);
    const makeSelect = page.getByRole('combobox', { name: 'Make' });
    const make = narrowingMake(locations);
    test.skip(make === null, 'this site’s locations all sell the same makes (no filter to narrow)');
    const expected = locations.filter((l) => l.manufacturers.includes(make!));
    await makeSelect.selectOption(make!);
    await page.getByRole('button', { name: 'Find the nearest' }).click();
    await expect(page).toHaveURL(
      new RegExp(`make=${encodeURIComponent(make!).replace('+', '\\+')}`),
    );
    await expect(listItems(page)).toHaveCount(expected.length);
    await expect(markers(page)).toHaveCount(expected.length);
    expect((await listNames(page).allTextContents()).sort()).toEqual(
      expected.map((l) => l.name).sort(),
    );
  });

  test('offers only the makes and departments the site’s locations have', async ({
    page,
    demoSite,
  }) => {
    const locations = await visibleLocations(demoSite.slug);
    await openHydrated(page, PATH);
    const makes = [...new Set(locations.flatMap((l) => l.manufacturers))];
    const makeOptions = page.getByRole('combobox', { name: 'Make' }).getByRole('option');
    // With fewer than two makes there is nothing to choose: no control.
    await expect(makeOptions).toHaveCount(makes.length > 1 ? makes.length + 1 : 0);
    const departments = new Set(
      locations.flatMap((l) => [l.locationType, ...Object.keys(l.departmentHours)]),
    );
    const departmentSelect = page.getByRole('combobox', { name: 'Department' });
    await expect(departmentSelect.getByRole('option')).toHaveCount(
      departments.size > 1 ? departments.size + 1 : 0,
    );
  });

  test('a postcode orders the list nearest first and shows each distance', async ({
    page,
    demoSite,
  }) => {
    const locations = await visibleLocations(demoSite.slug);
    // The last location of the list, so the order has to change for it to come first.
    const far = locations.at(-1)!;
    await openHydrated(page, PATH);
    await page.getByRole('textbox', { name: 'Postcode' }).fill(far.address.postcode);
    await page.getByRole('button', { name: 'Find the nearest' }).click();
    await expect(page).toHaveURL(new RegExp(`postcode=${far.address.postcode}`), {
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    await expect(page.getByRole('status')).toContainText(
      `nearest first to postcode ${far.address.postcode}`,
    );
    const distances = await shownDistances(page);
    expect(distances).toHaveLength(locations.length);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const atFar = locations.filter((l) => l.address.postcode === far.address.postcode);
    expect(atFar.map((l) => l.name)).toContain(await listNames(page).first().textContent());
  });

  test('a postcode that is not one says so and keeps the list', async ({ page, demoSite }) => {
    const locations = await visibleLocations(demoSite.slug);
    const response = await page.goto(`${PATH}?postcode=12ab`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid postcode. Please enter a 4-digit number.',
    );
    await expect(listItems(page)).toHaveCount(locations.length);
  });

  test('nothing moves on a phone while the page loads and its script takes over', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await openHydrated(page, PATH);
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expectNoLayoutShift(page);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    // Six cards with their hours and reviews: axe takes a while on two shared cores.
    test.slow();
    await openHydrated(page, `${PATH}?postcode=4000`);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('the dealer locator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('draws the map with its links, filters and orders by postcode as a plain form', async ({
    page,
    demoSite,
  }) => {
    const locations = await visibleLocations(demoSite.slug);
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(markers(page)).toHaveCount(locations.length);
    await expect(page.locator('figure.locations-map path.locations-map__land')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);

    const far = locations.at(-1)!;
    await page.getByRole('textbox', { name: 'Postcode' }).fill(far.address.postcode);
    await page.getByRole('button', { name: 'Find the nearest' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?(.*&)?postcode=${far.address.postcode}`), {
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    const distances = await shownDistances(page);
    expect(distances).toHaveLength(locations.length);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const make = narrowingMake(locations);
    test.skip(make === null, 'this site’s locations all sell the same makes (no filter to narrow)');
    await page.getByRole('combobox', { name: 'Make' }).selectOption(make!);
    await page.getByRole('button', { name: 'Find the nearest' }).click();
    const expected = locations.filter((l) => l.manufacturers.includes(make!));
    await expect(listItems(page)).toHaveCount(expected.length);
    // The postcode typed before stays in the form, so the narrowed list is still by distance.
    expect(await shownDistances(page)).toHaveLength(expected.length);
  });
});
