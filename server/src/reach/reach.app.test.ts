import { XMLParser } from 'fast-xml-parser';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { RenderPageOptions } from '@forecourt/client/ssr-contract';
import { createApp } from '../http/app.js';
import type { ClientBuild } from '../web/client-build.js';
import { withReservationHolds } from '../reservations/reservation-holds.js';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import { ReachDocuments } from './reach-documents.js';
import { REACH_CACHE_CONTROL } from './reach-routes.js';
import { StockGenerations, withStockGenerations } from '../response-cache/stock-generations.js';
import {
  googleItemProblems,
  metaListingProblems,
  parseGoogleVehicleFeed,
  parseMetaVehicleFeed,
} from './vehicle-feed-requirements.js';

const platform = await createTestPlatform(80);
afterAll(() => platform.close());
const reachDocuments = new ReachDocuments();
// As main.ts wires it: a change of a site's stock reaches the documents' cache.
const generations = new StockGenerations();
generations.onChange((site) => reachDocuments.invalidate(site));
const stockSearch = withStockGenerations(
  withReservationHolds(platform.stockSearch, async () => []),
  generations,
);
const app = createApp({
  registry: platform.registry,
  stockSearch,
  yoga: platform.yoga,
  trustedProxyHops: 1,
  reachDocuments,
});

const coastal = platform.site('coastal-motor-group');
const northside = platform.site('northside-used-cars');
const publicHost = coastal.config.domains[0]!;

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return app(new Request(url, { method, headers }));
}
const xmlParser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
const locsOf = (xml: string): string[] => {
  const doc = xmlParser.parse(xml) as {
    urlset?: { url?: { loc: string }[] };
    sitemapindex?: { sitemap: { loc: string }[] };
  };
  return (doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? []).map((entry) => entry.loc);
};

describe('robots.txt through the app', () => {
  it('on the site’s domain behind our TLS proxy: crawlable, with the https sitemap of that host', async () => {
    const response = await get(`http://${publicHost}/robots.txt`, { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Disallow: /graphql\n');
    expect(text).toContain(`Sitemap: https://${publicHost}/sitemap.xml`);
  });

  it('on the development host: nothing may be crawled', async () => {
    const text = await (await get('http://coastal-motor-group.localhost/robots.txt')).text();
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(text).not.toContain('Sitemap:');
  });
});

describe('sitemaps through the app', () => {
  it('the index names child sitemaps on the same origin, each served as XML with the cars of this site only', async () => {
    const origin = 'http://coastal-motor-group.localhost';
    const index = await get(`${origin}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe(REACH_CACHE_CONTROL);
    const children = locsOf(await index.text());
    expect(children).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/cars-1.xml`]);
    const urls: string[] = [];
    for (const child of children) {
      const response = await get(child);
      expect(response.status).toBe(200);
      urls.push(...locsOf(await response.text()));
    }
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    const carSlugs = urls
      .filter((url) => url.includes('/cars/'))
      .map((url) => url.split('/cars/')[1]);
    const coastalStock = generateStock(coastal, { size: 80, now: TEST_NOW });
    expect(carSlugs.sort()).toEqual(
      coastalStock
        .filter((car) => car.status !== 'sold')
        .map((car) => car.slug)
        .sort(),
    );
    const northsideSlugs = new Set(
      generateStock(northside, { size: 80, now: TEST_NOW }).map((c) => c.slug),
    );
    expect(carSlugs.filter((slug) => northsideSlugs.has(slug!))).toEqual([]);
  });

  it('answers a current copy with 304, HEAD without a body, other methods with 405, unknown parts with 404', async () => {
    const url = 'http://coastal-motor-group.localhost/sitemaps/cars-1.xml';
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    const post = await get(url, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const missing = await get('http://coastal-motor-group.localhost/sitemaps/cars-9.xml');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/sitemap\.xml/);
  });
});

describe('vehicle-ads feeds through the app', () => {
  it('serve valid Google and Meta feeds of the site’s cars', async () => {
    const google = await get(
      'http://coastal-motor-group.localhost/feeds/google-vehicle-listings.xml',
    );
    expect(google.status).toBe(200);
    expect(google.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const items = parseGoogleVehicleFeed(await google.text());
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(googleItemProblems(item)).toEqual([]);
    // Crawlers take gzip: they are sent the copy kept compressed, the same feed.
    const gzipped = await get(
      'http://coastal-motor-group.localhost/feeds/google-vehicle-listings.xml',
      { 'accept-encoding': 'gzip' },
    );
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(google.headers.get('etag'));
    const inflated = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
    expect(parseGoogleVehicleFeed(inflated)).toEqual(items);
    const meta = await get('http://coastal-motor-group.localhost/feeds/meta-vehicles.xml');
    const listings = parseMetaVehicleFeed(await meta.text());
    expect(listings.length).toBeGreaterThan(10);
    for (const listing of listings) expect(metaListingProblems(listing)).toEqual([]);
  });

  it('show an imported price change on the next request, with a new ETag', async () => {
    const url = 'http://coastal-motor-group.localhost/feeds/google-vehicle-listings.xml';
    const before = await get(url);
    const [item] = parseGoogleVehicleFeed(await before.text());
    const id = String(item!['g:id']);
    const stock = generateStock(coastal, { size: 80, now: TEST_NOW });
    const changed = stock.map((car) =>
      car.id === id
        ? {
            ...car,
            price: 12_345,
            offerPrice: undefined,
            beforePrice: undefined,
            updatedAt: TEST_NOW.toISOString(),
          }
        : car,
    );
    await stockSearch.replaceSiteStock(coastal, changed);
    try {
      const after = await get(url, { 'if-none-match': before.headers.get('etag')! });
      expect(after.status).toBe(200);
      const updated = parseGoogleVehicleFeed(await after.text()).find(
        (i) => String(i['g:id']) === id,
      );
      expect(updated!['g:price']).toBe('12345.00 AUD');
    } finally {
      await stockSearch.replaceSiteStock(coastal, stock);
    }
  });
});

describe('pages behind our TLS proxy', () => {
  it('are rendered with the https origin the browser sees, for their canonical and preview addresses', async () => {
    const rendered: RenderPageOptions[] = [];
    const client: ClientBuild = {
      assetsDir: '/nonexistent',
      assets: { scripts: [], styles: [] },
      renderPage: (options) => {
        rendered.push(options);
        return Promise.resolve(
          new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
        );
      },
    };
    const pages = createApp({
      registry: platform.registry,
      stockSearch,
      yoga: platform.yoga,
      client,
      trustedProxyHops: 1,
    });
    await pages(
      new Request(`http://${publicHost}/`, { headers: { 'x-forwarded-proto': 'https' } }),
    );
    await pages(new Request(`http://${publicHost}/dealer-locator`));
    expect(rendered.map((options) => options.origin)).toEqual([
      `https://${publicHost}`,
      `http://${publicHost}`,
    ]);
  });
});
