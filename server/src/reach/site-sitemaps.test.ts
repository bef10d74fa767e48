import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ALL_STOCK_PATH } from '@forecourt/schema/search/search-routes';
import { slugify } from '@forecourt/tenants/slugify';
import { newestUpdate } from './site-cars.js';
import { buildSiteSitemaps, MAX_URLS_PER_SITEMAP } from './site-sitemaps.js';
import { demoSitesWithStock } from './testing/demo-stock.js';
import { sitemapXsdErrors } from './testing/sitemap-xsd.js';
import { ENTRIES_PER_PART } from './xml-parts.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface Loc {
  loc: string;
  lastmod?: string;
}
function urlsOf(xml: string): Loc[] {
  const doc = parser.parse(xml) as { urlset: { '@_xmlns': string; url?: Loc[] } };
  expect(doc.urlset['@_xmlns']).toBe(SITEMAP_NS);
  return doc.urlset.url ?? [];
}
function sitemapsOf(xml: string): Loc[] {
  const doc = parser.parse(xml) as { sitemapindex: { '@_xmlns': string; sitemap: Loc[] } };
  expect(doc.sitemapindex['@_xmlns']).toBe(SITEMAP_NS);
  return doc.sitemapindex.sitemap;
}

const demo = await demoSitesWithStock(300);
const origin = 'https://www.example.com.au';

describe('buildSiteSitemaps', () => {
  it.each(demo.map(({ site, cars }) => [site.config.slug, site, cars] as const))(
    '%s: an index of the pages sitemap and the cars, every address absolute at the origin',
    async (_slug, site, allCars) => {
      const cars = allCars.filter((car) => car.status !== 'sold');
      const { index, children } = await buildSiteSitemaps(site, origin, cars);
      const listed = sitemapsOf(index);
      expect(listed.map((s) => s.loc)).toEqual(
        [...children.keys()].map((path) => `${origin}${path}`),
      );
      expect(listed.map((s) => s.loc)).toEqual([
        `${origin}/sitemaps/pages.xml`,
        `${origin}/sitemaps/cars-1.xml`,
      ]);
      for (const xml of children.values()) expect(sitemapXsdErrors(xml)).toEqual([]);
      const carUrls = urlsOf(children.get('/sitemaps/cars-1.xml')!);
      expect(carUrls.map((u) => u.loc).sort()).toEqual(
        cars.map((car) => `${origin}/cars/${car.slug}`).sort(),
      );
      // lastmod: the car's own updatedAt; the cars sitemap's, its newest.
      const bySlug = new Map(cars.map((car) => [`${origin}/cars/${car.slug}`, car]));
      for (const url of carUrls) {
        expect(Date.parse(url.lastmod!)).toBe(bySlug.get(url.loc)!.updatedAtMs);
      }
      expect(Date.parse(listed[1]!.lastmod!)).toBe(Date.parse(newestUpdate(cars)!));

      const pages = urlsOf(children.get('/sitemaps/pages.xml')!);
      const paths = pages.map((u) => new URL(u.loc).pathname);
      expect(pages.every((u) => u.loc.startsWith(`${origin}/`))).toBe(true);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/',
          ALL_STOCK_PATH,
          '/dealer-locator',
          '/brands',
          '/special-offers',
        ]),
      );
      for (const page of site.contentPages ?? []) expect(paths).toContain(page.path);
      expect(paths.some((path) => path.startsWith('/contact-us/'))).toBe(true);
      // A make's landing changed when its newest car did.
      const make = cars[0]!.make;
      const makePath = `/search/${slugify(make)}`;
      const makeEntry = pages.find((u) => new URL(u.loc).pathname === makePath);
      expect(Date.parse(makeEntry!.lastmod!)).toBe(
        Date.parse(newestUpdate(cars.filter((car) => car.make === make))!),
      );
    },
  );

  it('the schema check refuses a sitemap that breaks it', () => {
    const bad = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${SITEMAP_NS}"><url><lastmod>2026-11-01</lastmod></url></urlset>`;
    expect(sitemapXsdErrors(bad).length).toBeGreaterThan(0);
  });

  it('splits the cars into parts of at most the limit, none empty', async () => {
    const { site, cars } = demo[0]!;
    const { index, children } = await buildSiteSitemaps(site, origin, cars, {
      carsPerSitemap: 120,
    });
    const parts = Math.ceil(cars.length / 120);
    expect(sitemapsOf(index)).toHaveLength(1 + parts);
    const counts = Array.from(
      { length: parts },
      (_, i) => urlsOf(children.get(`/sitemaps/cars-${i + 1}.xml`)!).length,
    );
    expect(counts.every((count) => count > 0 && count <= 120)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(cars.length);
    await expect(
      buildSiteSitemaps(site, origin, cars, { carsPerSitemap: MAX_URLS_PER_SITEMAP + 1 }),
    ).rejects.toThrow(/carsPerSitemap/);
  });

  it('lets other requests run while it writes a long sitemap', async () => {
    const { site, cars } = demo[0]!;
    expect(cars.length).toBeGreaterThan(2 * ENTRIES_PER_PART);
    let built = false;
    const build = buildSiteSitemaps(site, origin, cars).then(() => {
      built = true;
    });
    const ranBeforeBuilt = await new Promise<boolean>((resolve) =>
      setImmediate(() => resolve(!built)),
    );
    await build;
    expect(ranBeforeBuilt).toBe(true);
  });

  it('lists no cars sitemap for a site with no cars, and the pages still', async () => {
    const { site } = demo[0]!;
    const { index, children } = await buildSiteSitemaps(site, origin, []);
    expect(sitemapsOf(index).map((s) => s.loc)).toEqual([`${origin}/sitemaps/pages.xml`]);
    expect(urlsOf(children.get('/sitemaps/pages.xml')!).length).toBeGreaterThan(3);
  });
});
