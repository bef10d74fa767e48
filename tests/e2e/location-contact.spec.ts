import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';
import { querySiteApi } from './support/site-api.js';

/** Accessibility violations that fail a page. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];
/** The enquiry dialog's form loads its code and settings on the first press. */
const DIALOG_LOAD_TIMEOUT_MS = 15_000;

interface Day {
  weekday: number;
  open: boolean;
  opensAt: string | null;
  closesAt: string | null;
}

interface SiteLocation {
  name: string;
  contactPath: string;
  locationType: string;
  departments: string[];
  sales: Day[];
  service: Day[];
  parts: Day[];
  rating: { shown: boolean; count: number } | null;
}

const LOCATIONS = /* GraphQL */ `
  query ContactPageLocations {
    site {
      locations {
        name
        contactPath
        locationType
        departments
        sales: departmentHours(department: SALES) {
          weekday
          open
          opensAt
          closesAt
        }
        service: departmentHours(department: SERVICE) {
          weekday
          open
          opensAt
          closesAt
        }
        parts: departmentHours(department: PARTS) {
          weekday
          open
          opensAt
          closesAt
        }
        rating {
          shown
          count
        }
      }
    }
  }
`;

/** The site's locations as its API gives them (asked from the browser with the site's key). */
async function siteLocations(page: Page): Promise<SiteLocation[]> {
  await page.goto('/healthz');
  const data = await querySiteApi<{ site: { locations: SiteLocation[] } }>(page, LOCATIONS);
  return data.site.locations;
}

const hoursOf = (location: SiteLocation, department: string): Day[] =>
  department === 'SERVICE'
    ? location.service
    : department === 'PARTS'
      ? location.parts
      : location.sales;

/** "08:30" → "8:30 am": the 12-hour form the page must show. */
function twelveHour(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const period = hours % 24 < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** Spec 2 §5's rule, written out again: Mon–Fri grouped when the five agree; Sat and Sun apart. */
function expectedRows(week: Day[]): string[] {
  const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const dayOf = (weekday: number): Day =>
    week.find((day) => day.weekday === weekday) ?? {
      weekday,
      open: false,
      opensAt: null,
      closesAt: null,
    };
  const text = (day: Day) =>
    day.open && day.opensAt && day.closesAt
      ? `${twelveHour(day.opensAt)} – ${twelveHour(day.closesAt)}`
      : day.open
        ? 'Open'
        : 'Closed';
  const working = [1, 2, 3, 4, 5].map(dayOf);
  const grouped = working.every((day) => text(day) === text(working[0]!));
  return [
    ...(grouped
      ? [`Mon–Fri ${text(working[0]!)}`]
      : working.map((day) => `${NAMES[day.weekday]} ${text(day)}`)),
    `Saturday ${text(dayOf(6))}`,
    `Sunday ${text(dayOf(0))}`,
  ];
}

/** The hours table's rows as "days hours" (a closed day's note left out). */
async function tableRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Opening hours' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const days = tr.querySelector('th')?.textContent ?? '';
      const hours = (tr.querySelector('td')?.textContent ?? '').split(' · ')[0];
      return `${days} ${hours}`;
    }),
  );
}

function footerLocationLinks(page: Page): Locator {
  return page.getByRole('contentinfo').locator('.site-footer__locations a[href^="/contact-us/"]');
}

test.describe('location contact pages', () => {
  // Several tests visit every location of the site.
  test.describe.configure({ timeout: 180_000 });

  test('each footer location links to a contact page that answers 200 with its card', async ({
    page,
  }) => {
    await page.goto('/');
    const hrefs = await footerLocationLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    const locations = await siteLocations(page);
    expect(hrefs.toSorted()).toEqual(locations.map((location) => location.contactPath).toSorted());
    for (const location of locations) {
      const response = await page.goto(location.contactPath);
      expect(response?.status(), location.contactPath).toBe(200);
      await expect(page.getByRole('article', { name: location.name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
    }
    const missing = await page.goto('/contact-us/no-such-location');
    expect(missing?.status()).toBe(404);
  });

  test('the hours table follows the grouping rule, and the dropdown switches department', async ({
    page,
  }) => {
    const locations = await siteLocations(page);
    for (const location of locations) {
      await page.goto(location.contactPath);
      expect(await tableRows(page), location.name).toEqual(
        expectedRows(hoursOf(location, location.locationType)),
      );
    }
    const several = locations.find((location) => location.departments.length > 1);
    test.skip(!several, 'this site has no location with several departments');
    await openHydrated(page, several!.contactPath);
    const dropdown = page.getByRole('combobox', { name: 'Department' });
    await expect(dropdown).toHaveValue(several!.locationType);
    const other = several!.departments.find((department) => department !== several!.locationType)!;
    await dropdown.selectOption(other);
    await expect.poll(() => tableRows(page)).toEqual(expectedRows(hoursOf(several!, other)));
  });

  test('the holiday hours dialog opens and closes by keyboard and lists 12-hour times', async ({
    page,
  }) => {
    const [location] = await siteLocations(page);
    await openHydrated(page, location!.contactPath);
    const button = page.getByRole('button', { name: 'View Holiday Opening Hours' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours' });
    await expect(dialog).toBeVisible({ timeout: DIALOG_LOAD_TIMEOUT_MS });
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const lines = dialog.locator('.holiday-hours__hours');
    for (const hours of await lines.allTextContents()) {
      expect(hours).toMatch(/^(Closed|Open|\d{1,2}:\d{2} (am|pm) – \d{1,2}:\d{2} (am|pm))$/);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('reviews show only where the rating is shown, 12 at first, then more', async ({ page }) => {
    const locations = await siteLocations(page);
    for (const location of locations) {
      await page.goto(location.contactPath);
      const reviews = page.locator('#reviews');
      if (!location.rating?.shown) {
        await expect(reviews, location.name).toHaveCount(0);
        continue;
      }
      await expect(reviews.locator('li')).toHaveCount(Math.min(12, location.rating.count));
    }
    const many = locations.find((location) => location.rating?.shown && location.rating.count > 12);
    test.skip(!many, 'no location of this site has more than 12 reviews');
    await openHydrated(page, many!.contactPath);
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(page.locator('#reviews li')).toHaveCount(Math.min(24, many!.rating!.count));
  });

  test('"Email us" sends a General Enquiry for the location that reaches the success page', async ({
    page,
  }) => {
    const [location] = await siteLocations(page);
    await openHydrated(page, location!.contactPath);
    await page
      .getByRole('article', { name: location!.name })
      .getByRole('button', { name: 'Email us' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Email ${location!.name}` });
    const form = dialog.getByRole('form', { name: 'Send an enquiry' });
    await expect(form).toBeVisible({ timeout: DIALOG_LOAD_TIMEOUT_MS });
    const typed = {
      Name: 'Casey Location',
      Email: 'casey.location@example.com',
      Phone: '0412 345 678',
      Message: 'When are you open on the weekend?',
    };
    for (const [label, value] of Object.entries(typed)) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    // The location is chosen already where the form asks for it.
    const locationSelect = form.getByRole('combobox', { name: 'Location', exact: true });
    if ((await locationSelect.count()) > 0) await expect(locationSelect).not.toHaveValue('');
    for (const label of ['Enquiry type', 'Preferred dealership']) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      if ((await select.count()) === 0) continue;
      if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
    }
    const terms = form.getByRole('checkbox', { name: /I agree to the terms of use/ });
    if ((await terms.count()) > 0) await terms.check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\?lead=[\w-]+$/);
  });

  test('works without JavaScript: card, hours and real links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const [location] = await siteLocations(page).catch(async () => {
      // Without script the test cannot ask the API from the page: read the footer instead.
      await page.goto('/');
      const href = await footerLocationLinks(page).first().getAttribute('href');
      const name = await footerLocationLinks(page).first().textContent();
      return [{ contactPath: href!, name: name! } as SiteLocation];
    });
    await page.goto(location!.contactPath);
    await expect(page.getByRole('article', { name: location!.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Opening hours' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    // The holiday hours are a disclosure without script.
    await page.getByText('View Holiday Opening Hours').click();
    await expect(page.locator('.holiday-hours__list')).toBeVisible();
    await context.close();
  });

  test('passes axe, and no link of the page answers 4xx or 5xx', async ({ page }) => {
    const locations = await siteLocations(page);
    for (const location of locations) {
      await openHydrated(page, location.contactPath);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
      expect(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `no serious accessibility violation on ${location.contactPath}`,
      ).toEqual([]);
    }
    const origin = new URL(page.url()).origin;
    const hrefs = new Set<string>();
    for (const location of locations) {
      await page.goto(location.contactPath);
      // getAttribute, not .href: the map's pins are SVG links.
      // The header's menu, the page's own content and the footer.
      const links = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      for (const link of links) {
        const href = new URL(link, origin).href;
        // Only the site's own pages: the tests run without the internet (maps links are external).
        if (href.startsWith(origin)) hrefs.add(href.split('#')[0]!);
      }
    }
    // Asked from the page: only the browser resolves <site>.localhost.
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => [url, (await fetch(url)).status] as const)),
      [...hrefs],
    );
    for (const [href, status] of statuses) expect(status, href).toBeLessThan(400);
    expect(statuses.length).toBeGreaterThan(0);
  });
});
