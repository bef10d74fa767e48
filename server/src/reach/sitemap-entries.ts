import {
  ALL_STOCK_PATH,
  SEARCH_ROOT,
  TYPE_ROUTE_CAR_TYPES,
} from '@forecourt/schema/search/search-routes';
import type { Site } from '@forecourt/tenants/site';
import { slugify } from '@forecourt/tenants/slugify';
import { brandPagePath, siteBrandGrids } from '../brands/site-brands.js';
import { locationSlug } from '../graphql/location/location-slug.js';
import { visibleLocationsPrimaryFirst } from '../graphql/location/visible-locations.js';
import type { FacetCount } from '../stock/stock-search.port.js';
import type { StockDocument } from '../stock/stock-document.js';
import { newestUpdate } from './site-cars.js';

/** One address of a sitemap: a path of the site and, where the stock says, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO 8601; left out where nothing records when the page changed (locations, content). */
  lastmod?: string | undefined;
}

/** A car's own page: /cars/{slug}, changed when its record was. */
export const carEntry = (car: StockDocument): SitemapEntry => ({
  path: `/cars/${car.slug}`,
  lastmod: car.updatedAt,
});

/** How many cars a key (a landing page's path, a make) has, and when the newest changed. */
interface Group {
  count: number;
  newestMs: number;
}

/**
 * The cars' groups under their keys, counted as they are read: only a count and a time per
 * key are kept, not the cars (a 50,000-car sitemap is built in turn with other requests, and
 * this runs in one turn).
 */
function groupBy(cars: readonly StockDocument[], keysOf: (car: StockDocument) => string[]) {
  const groups = new Map<string, Group>();
  for (const car of cars) {
    for (const key of keysOf(car)) {
      const group = groups.get(key);
      if (!group) groups.set(key, { count: 1, newestMs: car.updatedAtMs });
      else {
        group.count += 1;
        group.newestMs = Math.max(group.newestMs, car.updatedAtMs);
      }
    }
  }
  return groups;
}

const lastmodOf = (group: Group) => new Date(group.newestMs).toISOString();

/**
 * The search landings that list these cars (spec 2 §2): every stock, each car-type route with
 * cars of its types, each make, make and model, and body. Only values a listed car has, so each
 * address resolves to a page with cars (search-landing.ts resolves the same slugs). The used-car
 * level (/used-car/…) is left out: its canonical address is the /search/ one listed here.
 */
function searchLandingEntries(cars: readonly StockDocument[]): SitemapEntry[] {
  const typeRoutes = Object.entries(TYPE_ROUTE_CAR_TYPES).filter(([, types]) => types.length > 0);
  // A stock has a few hundred makes, models and bodies at most: each is slugged once, not per
  // car (three slugs per car took most of a 50,000-car sitemap's time).
  const slugs = new Map<string, string>();
  const slug = (name: string) => {
    let found = slugs.get(name);
    if (found === undefined) slugs.set(name, (found = slugify(name)));
    return found;
  };
  const groups = groupBy(cars, (car) => [
    ...typeRoutes
      .filter(([, types]) => types.includes(car.carType))
      .map(([segment]) => `${SEARCH_ROOT}/${segment}`),
    `${SEARCH_ROOT}/${slug(car.make)}`,
    `${SEARCH_ROOT}/${slug(car.make)}/${slug(car.model)}`,
    ...(car.body ? [`${SEARCH_ROOT}/${slug(car.body)}`] : []),
  ]);
  const entries = [{ path: ALL_STOCK_PATH, lastmod: newestUpdate(cars) }];
  for (const [path, group] of groups) entries.push({ path, lastmod: lastmodOf(group) });
  return entries;
}

/** The brand pages of the site's grids (a brand that skips its page links elsewhere: left out). */
function brandEntries(site: Site, cars: readonly StockDocument[]): SitemapEntry[] {
  const byMake = groupBy(cars, (car) => [car.make]);
  const makes: FacetCount[] = [...byMake].map(([value, group]) => ({ value, count: group.count }));
  const paths = new Map<string, string | undefined>();
  for (const grid of siteBrandGrids(site, makes)) {
    for (const brand of grid.brands) {
      if (brand.skipPage) continue;
      const group = brand.stockMake ? byMake.get(brand.stockMake) : undefined;
      const lastmod = group ? lastmodOf(group) : undefined;
      paths.set(brandPagePath(brand.slug), lastmod);
    }
  }
  return [...paths].map(([path, lastmod]) => ({ path, lastmod }));
}

/**
 * Every public page of the site but the cars' own: home, the search landings, the offers, the
 * brands, the dealer locator and each visible location's contact page, and the dealer's own
 * content pages. Pages that hold a form or one shopper's things (enquiries, sign-in, favourites,
 * checkout) are not listed; robots-txt.ts keeps crawlers out of the private ones.
 */
export function sitePageEntries(site: Site, cars: readonly StockDocument[]): SitemapEntry[] {
  const newest = newestUpdate(cars);
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: newest },
    ...searchLandingEntries(cars),
    { path: '/special-offers', lastmod: newest },
    { path: '/brands', lastmod: newest },
    ...brandEntries(site, cars),
    { path: '/dealer-locator' },
    ...visibleLocationsPrimaryFirst(site.locations).map((location) => ({
      path: `/contact-us/${location.slug ?? locationSlug(location.name)}`,
    })),
    ...(site.contentPages ?? []).map((page) => ({ path: page.path })),
  ];
  // One entry per address (two locations may share a contact page's slug).
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)));
}
