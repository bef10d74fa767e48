import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { querySiteApi } from './support/site-api.js';
import { openHydrated } from './support/hydration.js';

/** A common phone: 390 × 844 CSS pixels, touch, mobile viewport rules. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const FIRST_CARS = /* GraphQL */ `
  query FirstCars {
    carSearch(first: 3) {
      edges {
        node {
          slug
        }
      }
    }
  }
`;

/** Whether the page is wider than the phone (a sideways-scrolling page). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * The account pages on a phone: each fits the screen's width (the comparison table scrolls
 * inside its own box), and passes axe with no serious violation.
 */
test.describe('account pages on a phone', () => {
  test.use(PHONE);

  test('sign-in, watchlist, favourites and a comparison of three cars fit the phone', async ({
    page,
  }) => {
    await page.goto('/healthz');
    const { carSearch } = await querySiteApi<{
      carSearch: { edges: { node: { slug: string } }[] };
    }>(page, FIRST_CARS, {});
    const slugs = carSearch.edges.map((edge) => edge.node.slug);
    expect(slugs).toHaveLength(3);
    const compare = `/compare?cars=${slugs.join(',')}`;
    const offersCompare = (await page.goto(compare))?.status() === 200;
    const paths = [
      '/sign-in?type=watchlist',
      '/watchlist',
      '/favourites',
      ...(offersCompare ? [compare] : []),
    ];
    for (const path of paths) {
      await openHydrated(page, path);
      expect(await pageOverflows(page), `${path} fits a 390 px screen`).toBe(false);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
});
