import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';
import { querySiteApi } from './support/site-api.js';

/** Accessibility violations that fail a page. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];
/** The header shows its menu (with the brands panel) from this width; narrower, a drawer. */
const WIDE = { width: 1280, height: 900 };

interface GridBrand {
  title: string;
  slug: string;
  href: string;
  skipPage: boolean;
  stockPath: string | null;
  stockCount: number;
}
interface SiteBrands {
  brandGrids: { title: string; brands: GridBrand[] }[];
  brandMenu: { label: string; items: { title: string; href: string }[] } | null;
}

const BRANDS = /* GraphQL */ `
  query BrandsOfSite {
    site {
      brandGrids {
        title
        brands {
          title
          slug
          href
          skipPage
          stockPath
          stockCount
        }
      }
      brandMenu {
        label
        items {
          title
          href
        }
      }
    }
  }
`;

/** The site's brands as its API gives them (asked from the browser with the site's key). */
async function siteBrands(page: Page): Promise<SiteBrands> {
  await page.goto('/healthz');
  return (await querySiteApi<{ site: SiteBrands }>(page, BRANDS)).site;
}

/** A brand with a page and vehicles in stock, the grids' first. */
function brandInStock(brands: SiteBrands): GridBrand {
  const brand = brands.brandGrids
    .flatMap((grid) => grid.brands)
    .find((b) => !b.skipPage && b.stockCount > 0);
  if (!brand) throw new Error('the site shows no brand with vehicles in stock');
  return brand;
}

const mainNav = (page: Page) => page.locator('header nav[aria-label="Main"].site-nav');

test.describe('/brands and the brand pages', () => {
  test('/brands shows every grid, each brand linking to its page or its website', async ({
    page,
  }) => {
    const brands = await siteBrands(page);
    await openHydrated(page, '/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Our brands' })).toBeVisible();
    for (const grid of brands.brandGrids) {
      const region = page.locator('main').getByRole('region', { name: grid.title, exact: true });
      const links = region.getByRole('link');
      await expect(links).toHaveCount(grid.brands.length);
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(grid.brands.map((b) => b.href));
    }
    // Every logo loads: a drawn mark, a lettered badge or the site's own file.
    const statuses = await page.locator('.brand-grid__logo').evaluateAll((all) =>
      Promise.all(
        all.map(async (img) => {
          const src = img.getAttribute('src')!;
          const response = await fetch(src);
          return `${src} ${response.status} ${response.headers.get('content-type')}`;
        }),
      ),
    );
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toMatch(/ 200 image\//);
  });

  test('a brand page shows the make’s vehicles and a link to all of them', async ({ page }) => {
    const brand = brandInStock(await siteBrands(page));
    await openHydrated(page, '/brands');
    await page.locator(`a.brand-grid__tile[href="${brand.href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${brand.href}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.title })).toBeVisible();
    const cards = page.locator('.brand-page .results-grid > li');
    await expect(cards).toHaveCount(Math.min(6, brand.stockCount));
    for (const name of await cards.locator('h3, h2').allTextContents()) {
      expect(name.toLowerCase()).toContain(brand.title.toLowerCase().split(' ')[0]!);
    }
    const viewAll = page.getByRole('link', { name: `View all ${brand.stockCount} ${brand.title}` });
    await expect(viewAll).toHaveAttribute('href', brand.stockPath!);
  });

  test('an unknown brand, or one that skips its page, is a 404', async ({ page }) => {
    const brands = await siteBrands(page);
    const unknown = await page.goto('/no-such-brand/overview');
    expect(unknown?.status()).toBe(404);
    const skipping = brands.brandGrids.flatMap((g) => g.brands).find((b) => b.skipPage);
    if (skipping) {
      const response = await page.goto(`/${skipping.slug}/overview`);
      expect(response?.status()).toBe(404);
    }
  });

  test('/brands and a brand page have no serious accessibility violations', async ({ page }) => {
    test.slow();
    const brand = brandInStock(await siteBrands(page));
    for (const path of ['/brands', brand.href]) {
      await openHydrated(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
      expect(blocking.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});

test.describe('the header’s brands menu', () => {
  test.use({ viewport: WIDE });

  test('opens by keyboard, walks its logos with Tab and follows one', async ({ page }) => {
    const { brandMenu } = await siteBrands(page);
    test.skip(brandMenu === null, 'this site has no brands menu');
    await openHydrated(page, '/');
    const entry = mainNav(page).getByRole('link', { name: brandMenu!.label, exact: true });
    const panel = mainNav(page).getByRole('list', { name: brandMenu!.label });
    await expect(panel).toBeHidden();
    await entry.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    const first = brandMenu!.items[0]!;
    await expect(panel.getByRole('link', { name: first.title, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      panel.getByRole('link', { name: brandMenu!.items[1]!.title, exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    // The panel shuts after the navigation, as the other dropdowns do.
    await expect(panel).toBeHidden();
  });

  test('keeps the settings’ dropdowns working beside it', async ({ page }) => {
    await openHydrated(page, '/');
    const dropdown = mainNav(page).locator('.site-nav__dropdown:not(.site-nav__brands)').first();
    test.skip((await dropdown.count()) === 0, 'this site’s menu has no dropdown');
    await dropdown.locator('xpath=..').hover();
    await expect(dropdown).toBeVisible();
  });
});

test.describe('brands without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: WIDE });

  test('the header’s entry leads to /brands, whose tiles lead to the brand pages', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const entry = mainNav(page).locator('a.site-nav__link[href="/brands"]');
    if ((await entry.count()) > 0) {
      await entry.click();
    } else {
      await page.goto('/brands');
    }
    await expect(page).toHaveURL(/\/brands$/);
    const tile = page.locator('a.brand-grid__tile[href$="/overview"]').first();
    const href = await tile.getAttribute('href');
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.brand-page h1')).toBeVisible();
  });
});
