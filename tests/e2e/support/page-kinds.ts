import type { Page } from '@playwright/test';
import { findCarInStock } from './demo-cars.js';
import type { DemoSite } from './demo-sites.js';

/** The pages the first-load goals are held to (issue "a lighter first load"). */
export const FIRST_LOAD_PAGES = ['home', 'search', 'vehicle', 'dealer locator'] as const;
export type FirstLoadPage = (typeof FIRST_LOAD_PAGES)[number];

/** The address of the site's page of `kind`; for a vehicle page, a car in stock (read through `page`). */
export async function pathOfPage(page: Page, kind: FirstLoadPage, site: DemoSite): Promise<string> {
  if (kind === 'home') return '/';
  if (kind === 'search') return site.searchPath;
  if (kind === 'dealer locator') return '/dealer-locator';
  await page.goto('/robots.txt');
  const car = await findCarInStock(page, () => true);
  if (!car) throw new Error(`${site.slug} has no car in stock`);
  return car.path;
}
