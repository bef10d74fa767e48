import { expect } from '@playwright/test';
import {
  googleItemProblems,
  metaListingProblems,
  parseGoogleVehicleFeed,
  parseMetaVehicleFeed,
} from '@forecourt/server/reach/vehicle-feed-requirements';
import { test } from './support/demo-site-fixture.js';
import { getPage } from './support/get-page.js';

/**
 * Issue 24 §6: the sitemaps, robots.txt, the vehicle-ads feeds and the vehicle page's link-preview
 * tags, from the production server. Every address the sitemaps list is a page that answers 200
 * with HTML: all of pages.xml, and a sample of the cars (the crawl already follows one of each
 * route's shape; the sample checks that listed cars are really there).
 */

/** Cars fetched from the cars sitemap: a sample, spread over the list. */
const CAR_SAMPLE = 12;

const LOC = /<loc>([^<]+)<\/loc>/g;
const locsOf = (xml: string) => [...xml.matchAll(LOC)].map((match) => match[1]!);

test('every address the sitemaps list answers 200 with a page of this site', async ({
  baseURL,
}) => {
  const index = await getPage(baseURL!, '/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  const children = locsOf(index.text);
  expect(children[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
  const pages: string[] = [];
  const cars: string[] = [];
  for (const child of children) {
    const answer = await getPage(baseURL!, new URL(child).pathname);
    expect(answer.status, child).toBe(200);
    (child.includes('/cars-') ? cars : pages).push(...locsOf(answer.text));
  }
  const step = Math.max(1, Math.floor(cars.length / CAR_SAMPLE));
  const sample = [...pages, ...cars.filter((_, i) => i % step === 0).slice(0, CAR_SAMPLE)];
  const failed: string[] = [];
  for (const url of sample) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const answer = await getPage(baseURL!, new URL(url).pathname);
    const type = String(answer.headers['content-type'] ?? '');
    if (answer.status !== 200 || !type.startsWith('text/html')) {
      failed.push(`${answer.status} ${type} ${url}`);
    }
  }
  test.info().annotations.push({
    type: 'sitemap',
    description: `${pages.length} pages and ${cars.length} cars listed; ${sample.length} fetched`,
  });
  expect(failed).toEqual([]);
});

test('robots.txt keeps crawlers off a host that is not the site’s own domain', async ({
  baseURL,
}) => {
  const answer = await getPage(baseURL!, '/robots.txt');
  expect(answer.status).toBe(200);
  expect(answer.text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
});

test('both vehicle-ads feeds carry every field their formats require', async ({
  baseURL,
  demoSite,
}) => {
  const google = await getPage(baseURL!, '/feeds/google-vehicle-listings.xml');
  const meta = await getPage(baseURL!, '/feeds/meta-vehicles.xml');
  expect([google.status, meta.status]).toEqual([200, 200]);
  const items = parseGoogleVehicleFeed(google.text);
  const listings = parseMetaVehicleFeed(meta.text);
  // The caravan dealer has no passenger cars, which is all the platforms take.
  if (demoSite.slug === 'outback-caravans') {
    expect([items.length, listings.length]).toEqual([0, 0]);
  } else {
    expect(items.length).toBeGreaterThan(10);
    expect(listings.length).toBeGreaterThan(10);
  }
  expect(items.flatMap(googleItemProblems)).toEqual([]);
  expect(listings.flatMap(metaListingProblems)).toEqual([]);
});

test('a vehicle page’s server HTML carries Open Graph and Twitter card tags with its photo', async ({
  baseURL,
}) => {
  const cars = locsOf((await getPage(baseURL!, '/sitemaps/cars-1.xml')).text);
  const url = cars[0]!;
  const html = (await getPage(baseURL!, new URL(url).pathname)).text;
  const meta = (attribute: 'property' | 'name', id: string) =>
    new RegExp(`<meta ${attribute}="${id.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
      html,
    )?.[1];
  expect(meta('property', 'og:type')).toBe('product');
  expect(meta('property', 'og:url')).toBe(url);
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(meta('property', 'og:title')).toMatch(/ for sale \| /);
  expect(meta('property', 'og:description')!.length).toBeGreaterThan(20);
  expect(meta('property', 'og:site_name')!.length).toBeGreaterThan(2);
  expect(meta('property', 'og:image')).toMatch(new RegExp(`^${baseURL}/media/cars/`));
  expect(meta('property', 'og:image:width')).toBe('800');
  expect(meta('property', 'og:image:height')).toBe('600');
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  const image = await getPage(
    baseURL!,
    new URL(meta('property', 'og:image')!.replace(/&amp;/g, '&')).pathname,
  );
  expect(image.status).toBe(200);
});
