import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@forecourt/schema/api/csrf-header';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PersistedOperationRequest, RenderPageOptions } from '@forecourt/client/ssr-contract';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import { Response as AdapterResponse, createServerAdapter } from '@whatwg-node/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../accounts/shopper-sessions.js';
import { createApp } from '../http/app.js';
import { useTextCompression } from '../http/compress-response.js';
import { compressedFormsOf } from '../http/kept-compression.js';
import { CSP_HEADER } from '../http/content-security-policy.js';
import { VISITOR_COOKIE } from '../http/visitor-cookie.js';
import type { LeadFormTokens } from '../leads/lead-form-token.js';
import { TEST_FORM_TOKENS } from '../leads/testing/test-form-tokens.js';
import { withReservationHolds } from '../reservations/reservation-holds.js';
import {
  NO_STORE_CACHE_CONTROL,
  OWN_BROWSER_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from '../response-cache/cache-policy.js';
import { ResponseCache } from '../response-cache/response-cache.js';
import { logger } from '../logger.js';
import { StockGenerations, withStockGenerations } from '../response-cache/stock-generations.js';
import { createTestRecords } from '../testing/test-records.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import { indexSiteStock } from '../stock/index-site-stock.js';
import { writeStockSnapshot } from '../stock/stock-snapshots.js';
import { SiteRegistry } from '../tenancy/site-registry.js';
import { TEST_NOW } from '../testing/test-platform.js';
import { createForecourtYoga } from '../yoga.js';
import type { ClientBuild } from './client-build.js';

/**
 * The page and GraphQL caches through the real app, yoga, stock index, reservation overlay and
 * import path. The web client is a small stand-in whose pages run real GraphQL queries (a car's
 * price, a search's prices) and carry the nonce and form token as the real pages do.
 */

const SLUG = 'northside-used-cars';
const OTHER = 'coastal-motor-group';
const sites = await loadDemoSites();
const siteOf = (slug: string) => sites.find((s) => s.config.slug === slug)!;
const dataDir = await mkdtemp(path.join(tmpdir(), 'response-cache-'));
const held = new Set<string>();
const generations = new StockGenerations();
const engine = createTestStockSearch();
const stockSearch = withStockGenerations(
  withReservationHolds(engine, () => Promise.resolve([...held])),
  generations,
);
const records = createTestRecords();
afterAll(async () => {
  await Promise.all([records.close(), stockSearch.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

/** Imports go the way `stock:import` and the snapshot watch take: a snapshot, then a re-index. */
async function importStock(site: Site, cars: ReturnType<typeof generateStock>) {
  await writeStockSnapshot(dataDir, site.config.slug, cars);
  await indexSiteStock(site, stockSearch, { dataDir, now: TEST_NOW });
}
const stockOf = new Map(
  sites.map((site) => [site.config.slug, generateStock(site, { size: 12, now: TEST_NOW })]),
);
for (const site of sites) await importStock(site, stockOf.get(site.config.slug)!);

const registry = new SiteRegistry(sites);
const responseCache = new ResponseCache({ maxBytes: 8_000_000, ttlMs: 60_000, generations });
const yoga = createForecourtYoga({
  registry,
  stockSearch,
  records,
  graphiql: false,
  now: () => TEST_NOW,
  formTokens: TEST_FORM_TOKENS,
  arbitraryDocuments: 'always',
  responseCache,
});

const CAR_QUERY = `query CarPage($slug: String!) { site { name } car(slug: $slug) { slug price reserved } }`;
const SEARCH_QUERY = `query SearchPage { site { name } carSearch(first: 24) { edges { node { slug price reserved } } } }`;

/** What the checkout journey page asks: this browser's journey, read by its visitor key. */
const JOURNEY_QUERY = `query JourneyPage($slug: String!) { site { name } checkoutJourney(carSlug: $slug) { car { slug price reserved } } }`;

let renders = 0;
/** Renders /cars/{slug} and /search from their queries, with the nonce and the form token. */
const client: ClientBuild = {
  assetsDir: '/nonexistent',
  assets: { scripts: [], styles: [] },
  renderPage: async (options: RenderPageOptions) => {
    renders += 1;
    const { pathname } = new URL(options.request.url);
    const [query, variables] = pathname.startsWith('/cars/')
      ? [CAR_QUERY, { slug: pathname.slice('/cars/'.length) }]
      : pathname.startsWith('/journey/')
        ? [JOURNEY_QUERY, { slug: pathname.slice('/journey/'.length) }]
        : [SEARCH_QUERY, {}];
    // The stand-in sends documents (the platform allows them), not persisted ids.
    const answer = await options.executeGraphQL({
      query,
      variables,
    } as unknown as PersistedOperationRequest);
    const data = answer.data as {
      site: { name: string };
      car?: { slug: string; price: number; reserved: boolean } | null;
      carSearch?: { edges: { node: { slug: string; price: number; reserved: boolean } }[] };
    };
    const journeyCar = (data as { checkoutJourney?: { car: typeof data.car } }).checkoutJourney
      ?.car;
    const cars = data.car
      ? [data.car]
      : journeyCar
        ? [journeyCar]
        : (data.carSearch?.edges.map((e) => e.node) ?? []);
    const token = options.leadForms?.formToken ?? '';
    const html = `<!doctype html><title>${data.site.name}</title><script nonce="${options.nonce}">boot=${JSON.stringify({ token })}</script>${cars
      .map((car) => `<p data-car="${car.slug}" data-reserved="${car.reserved}">$${car.price}</p>`)
      .join('')}<form><input name="_formToken" value="${token}"></form>`;
    return new Response(html, {
      status: pathname.startsWith('/cars/') && !data.car ? 404 : 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  },
};

function appWith(formTokens: LeadFormTokens | undefined) {
  return createApp({ registry, stockSearch, yoga, client, formTokens, responseCache });
}
const app = appWith(TEST_FORM_TOKENS);
/** The same server without page form tokens (no lead forms sent without JavaScript). */
const appWithoutTokens = appWith(undefined);

/** Shaped as a session token is (no shopper holds it: the page is still theirs alone). */
const SIGNED_IN_TOKEN = 'a'.repeat(43);
const RETURNING = { cookie: `${VISITOR_COOKIE}=0b6f6f7e-8a36-4a9e-9a53-0d5f3b3b4c11` };
const get = (
  slug: string,
  pathAndQuery: string,
  headers: Record<string, string> = RETURNING,
  handler = app,
) =>
  handler(
    new Request(`http://${slug}.localhost${pathAndQuery}`, {
      headers: { host: `${slug}.localhost`, ...headers },
    }),
  );

/** A GraphQL query sent as a GET to a site, as a browser or CDN would ask. */
const graphqlGetOn = (
  handler: typeof app,
  slug: string,
  query: string,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(`http://${slug}.localhost/graphql?query=${encodeURIComponent(query)}`, {
      headers: { host: `${slug}.localhost`, [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers },
    }),
  );

const priceOn = (html: string, carSlug: string) =>
  new RegExp(`data-car="${carSlug}"[^>]*>\\$(\\d+)`).exec(html)?.[1];
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
const tokenOf = (html: string) => /name="_formToken" value="([^"]*)"/.exec(html)?.[1];

/** The site's cars in stock (the search page shows them), with prices. */
const inStock = (slug: string) => stockOf.get(slug)!.filter((car) => car.status === 'in_stock');
const firstCar = () => inStock(SLUG)[0]!;

beforeEach(() => {
  renders = 0;
});

describe('anonymous pages from the cache', () => {
  it('renders a page once, then serves it with a fresh nonce, CSP and form token each time', async () => {
    const path = `/cars/${firstCar().slug}?from=first-test`;
    const first = await get(SLUG, path);
    const firstHtml = await first.text();
    const second = await get(SLUG, path);
    const secondHtml = await second.text();
    expect(renders).toBe(1);
    expect(second.status).toBe(200);
    expect(priceOn(secondHtml, firstCar().slug)).toBe(String(firstCar().price));

    expect(nonceOf(secondHtml)).not.toBe(nonceOf(firstHtml));
    expect(second.headers.get(CSP_HEADER)).toContain(`'nonce-${nonceOf(secondHtml)}'`);
    expect(first.headers.get(CSP_HEADER)).toContain(`'nonce-${nonceOf(firstHtml)}'`);
    const token = tokenOf(secondHtml)!;
    expect(token).not.toBe(tokenOf(firstHtml));
    // The boot data and the form carry the same token, a real one the server takes.
    expect(secondHtml).toContain(JSON.stringify({ token }));
    expect(TEST_FORM_TOKENS.check(token, SLUG, new Date()).ok).toBe(true);
  });

  /**
   * Two responses of a kept page in `acceptEncoding`: each sent in `coding`, decoded, with a
   * fresh nonce its policy names and a fresh real form token, and otherwise the very page sent
   * uncompressed.
   */
  async function expectKeptPageSentIn(
    acceptEncoding: string,
    coding: 'gzip' | 'br',
    decode: (bytes: Buffer) => Buffer,
  ) {
    const path = `/cars/${firstCar().slug}?from=${coding}-test`;
    const plain = await (await get(SLUG, path)).text();
    const accepted = { ...RETURNING, 'accept-encoding': acceptEncoding };
    const [first, second] = [await get(SLUG, path, accepted), await get(SLUG, path, accepted)];
    expect(renders).toBe(1);
    const pages = [];
    for (const response of [first, second]) {
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const html = decode(bytes).toString();
      expect(response.headers.get(CSP_HEADER)).toContain(`'nonce-${nonceOf(html)}'`);
      expect(TEST_FORM_TOKENS.check(tokenOf(html)!, SLUG, new Date()).ok).toBe(true);
      pages.push(html);
    }
    expect(nonceOf(pages[0]!)).not.toBe(nonceOf(pages[1]!));
    expect(tokenOf(pages[0]!)).not.toBe(tokenOf(pages[1]!));
    // Apart from its stamps, the page is the one sent uncompressed.
    const unstamped = (html: string) =>
      html.replaceAll(nonceOf(html)!, 'NONCE').replaceAll(tokenOf(html)!, 'TOKEN');
    expect(unstamped(pages[0]!)).toBe(unstamped(plain));
  }

  it('sends a kept page gzipped to a browser that takes gzip, stamped afresh, the same page inside', async () => {
    await expectKeptPageSentIn('gzip, deflate, br', 'gzip', gunzipSync);
  });

  it('sends a kept page in the server adapter’s own Response, which it writes without a stream', async () => {
    const path = `/cars/${firstCar().slug}?from=adapter-response`;
    await get(SLUG, path);
    const kept = await get(SLUG, path, { ...RETURNING, 'accept-encoding': 'gzip' });
    expect(renders).toBe(1);
    // The platform's own Response would be read back through a stream (bench:web's cached rows).
    expect(kept).toBeInstanceOf(AdapterResponse);
    expect(gunzipSync(Buffer.from(await kept.arrayBuffer())).toString()).toContain(
      `data-car="${firstCar().slug}"`,
    );
  });

  it('sends a kept page in brotli to a client that takes brotli but not gzip, stamped afresh', async () => {
    await expectKeptPageSentIn('br', 'br', brotliDecompressSync);
  });

  it('sends a kept page in the coding the client weighs highest, gzip when it weighs both alike', async () => {
    const path = `/cars/${firstCar().slug}?from=coding-choice`;
    const codingFor = async (acceptEncoding: string) =>
      (await get(SLUG, path, { ...RETURNING, 'accept-encoding': acceptEncoding })).headers.get(
        'content-encoding',
      );
    expect(await codingFor('gzip, br')).toBe('gzip');
    expect(await codingFor('br, gzip')).toBe('gzip');
    expect(await codingFor('gzip;q=0.5, br')).toBe('br');
    expect(await codingFor('br;q=1.0, gzip;q=0.9')).toBe('br');
    expect(await codingFor('gzip;q=0, br')).toBe('br');
    expect(await codingFor('*')).toBe('gzip');
    expect(await codingFor('br;q=0')).toBeNull();
    expect(await codingFor('identity')).toBeNull();
    expect(await codingFor('gzip;q=0, br;q=0, identity;q=0')).toBeNull();
    const plain = await get(SLUG, path, { ...RETURNING, 'accept-encoding': 'identity' });
    expect(await plain.text()).toContain(`data-car="${firstCar().slug}"`);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(renders).toBe(1);
  });

  it('answers If-None-Match with a 304 without a policy or a body, and a changed page in full', async () => {
    const path = `/cars/${firstCar().slug}?from=etag-test`;
    const first = await get(SLUG, path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(SLUG, path, { ...RETURNING, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The browser keeps the copy it has, with the policy naming that copy's nonce.
    expect(again.headers.get(CSP_HEADER)).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    const other = await get(SLUG, path, { ...RETURNING, 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).toBe(etag);
  });

  it('says who may keep a page: the visitor’s browser with form tokens, a CDN without', async () => {
    const withTokens = await get(SLUG, '/search?headers=1');
    expect(withTokens.headers.get('cache-control')).toBe(OWN_BROWSER_CACHE_CONTROL);
    expect(withTokens.headers.get('vary')).toMatch(/cookie/i);

    const withoutTokens = await get(SLUG, '/search?headers=2', RETURNING, appWithoutTokens);
    expect(withoutTokens.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(withoutTokens.headers.get('vary')).toMatch(/cookie/i);
    expect(tokenOf(await withoutTokens.text())).toBe('');
  });

  it('renders a signed-in shopper’s page every time and lets nobody keep it', async () => {
    const signedIn = { cookie: `${SESSION_COOKIE}=${SIGNED_IN_TOKEN}; ${RETURNING.cookie}` };
    const path = `/cars/${firstCar().slug}?from=signed-in`;
    await get(SLUG, path);
    const first = await get(SLUG, path, signedIn);
    const second = await get(SLUG, path, signedIn);
    expect(renders).toBe(3);
    expect(first.headers.get('cache-control')).toBe(NO_STORE_CACHE_CONTROL);
    expect(second.headers.get('cache-control')).toBe(NO_STORE_CACHE_CONTROL);
    expect(second.headers.get('etag')).toBeNull();
  });

  it('gives a new visitor the visitor cookie on a cached page, and no CDN keeps that answer', async () => {
    const path = '/search?from=new-visitor';
    await get(SLUG, path, RETURNING, appWithoutTokens);
    const newVisitor = await get(SLUG, path, {}, appWithoutTokens);
    expect(renders).toBe(1);
    expect(newVisitor.headers.get('set-cookie')).toContain(`${VISITOR_COOKIE}=`);
    expect(newVisitor.headers.get('cache-control')).toBe(OWN_BROWSER_CACHE_CONTROL);
    const returning = await get(SLUG, path, RETURNING, appWithoutTokens);
    expect(returning.headers.get('set-cookie')).toBeNull();
    expect(returning.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('renders a page whose data reads who is asking every time, and lets nobody keep it', async () => {
    const car = inStock(OTHER)[0]!;
    const first = await get(OTHER, `/journey/${car.slug}`);
    expect(await first.text()).toContain(`data-car="${car.slug}"`);
    const second = await get(OTHER, `/journey/${car.slug}`);
    expect(second.status).toBe(200);
    expect(renders).toBe(2);
    expect(second.headers.get('cache-control')).toBe(NO_STORE_CACHE_CONTROL);
    expect(second.headers.get('etag')).toBeNull();
  });

  it('never serves one site’s page at another site’s address', async () => {
    const north = await (await get(SLUG, '/search?from=two-sites')).text();
    const coastal = await (await get(OTHER, '/search?from=two-sites')).text();
    expect(renders).toBe(2);
    expect(north).toContain(`<title>${siteOf(SLUG).config.name}`);
    expect(coastal).toContain(`<title>${siteOf(OTHER).config.name}`);
    expect(coastal).not.toContain(firstCar().slug);
  });

  it('keeps no page that failed or was not found', async () => {
    await get(SLUG, '/cars/no-such-car');
    const again = await get(SLUG, '/cars/no-such-car');
    expect(again.status).toBe(404);
    expect(renders).toBe(2);
    expect(again.headers.get('etag')).toBeNull();
  });
});

describe('what a stock change shows at once', () => {
  it('an imported price change is on the next request of the car’s page and of the search page', async () => {
    const car = firstCar();
    const carPath = `/cars/${car.slug}`;
    expect(priceOn(await (await get(SLUG, carPath)).text(), car.slug)).toBe(String(car.price));
    expect(priceOn(await (await get(SLUG, '/search')).text(), car.slug)).toBe(String(car.price));
    await get(SLUG, carPath);
    expect(renders).toBe(2);

    const newPrice = car.price - 1_250;
    const cars = stockOf.get(SLUG)!.map((c) => (c.id === car.id ? { ...c, price: newPrice } : c));
    await importStock(siteOf(SLUG), cars);

    expect(priceOn(await (await get(SLUG, carPath)).text(), car.slug)).toBe(String(newPrice));
    expect(priceOn(await (await get(SLUG, '/search')).text(), car.slug)).toBe(String(newPrice));
    // The other site's cached pages were not thrown away.
    await get(OTHER, '/search?from=two-sites');
    expect(renders).toBe(4);
  });

  it('a reservation hold shows on the next request, and its release too', async () => {
    const car = inStock(SLUG)[1]!;
    const carPath = `/cars/${car.slug}`;
    expect(await (await get(SLUG, carPath)).text()).toContain('data-reserved="false"');
    held.add(car.id);
    stockSearch.invalidate(siteOf(SLUG));
    expect(await (await get(SLUG, carPath)).text()).toContain('data-reserved="true"');
    expect(await (await get(SLUG, '/search')).text()).toContain(
      `data-car="${car.slug}" data-reserved="true"`,
    );
    held.delete(car.id);
    stockSearch.invalidate(siteOf(SLUG));
    expect(await (await get(SLUG, carPath)).text()).toContain('data-reserved="false"');
  });
});

describe('a page past its time', () => {
  const TTL_MS = 10_000;
  const STALE_MS = 30_000;
  let now = 0;
  let failNext = false;
  const staleCache = new ResponseCache({
    maxBytes: 8_000_000,
    ttlMs: TTL_MS,
    staleMs: STALE_MS,
    generations,
    clock: () => now,
  });
  /** The stand-in client, each page signed with its render's number (or failing when told). */
  const numbered: ClientBuild = {
    ...client,
    renderPage: async (options) => {
      if (failNext) {
        failNext = false;
        throw new Error('the render failed');
      }
      const page = await client.renderPage(options);
      return new Response(`${await page.text()}<p data-render="${renders}"></p>`, page);
    },
  };
  const staleApp = createApp({
    registry,
    stockSearch,
    yoga,
    client: numbered,
    formTokens: TEST_FORM_TOKENS,
    responseCache: staleCache,
  });
  const renderOf = async (path: string) => {
    const html = await (await get(SLUG, path, RETURNING, staleApp)).text();
    return Number(/data-render="(\d+)"/.exec(html)?.[1]);
  };

  it('is served at once and rendered again behind it, once however many ask meanwhile', async () => {
    const path = '/search?from=stale-test';
    expect(await renderOf(path)).toBe(1);
    now += TTL_MS;
    // Stale: its visitors get the kept page while one new render is made.
    expect(await renderOf(path)).toBe(1);
    expect(await renderOf(path)).toBe(1);
    // Served stale until the new render is kept, which starts no other.
    await vi.waitFor(async () => expect(await renderOf(path)).toBe(2));
    expect(renders).toBe(2);
  });

  it('is rendered while its visitor waits once its stale time is over too', async () => {
    const path = '/search?from=stale-over-test';
    expect(await renderOf(path)).toBe(1);
    now += TTL_MS + STALE_MS;
    expect(await renderOf(path)).toBe(2);
  });

  it('is never served stale after an import: the new price is on the next request', async () => {
    const car = inStock(SLUG)[3]!;
    const carPath = `/cars/${car.slug}`;
    const priceNow = async () =>
      priceOn(await (await get(SLUG, carPath, RETURNING, staleApp)).text(), car.slug);
    const before = await priceNow();
    now += TTL_MS;
    const newPrice = Number(before) + 990;
    const cars = stockOf.get(SLUG)!.map((c) => (c.id === car.id ? { ...c, price: newPrice } : c));
    await importStock(siteOf(SLUG), cars);
    expect(await priceNow()).toBe(String(newPrice));
    await importStock(siteOf(SLUG), stockOf.get(SLUG)!);
  });

  it('is served on when its new render fails, and its next visitor tries again', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const path = '/search?from=failing-render-test';
    expect(await renderOf(path)).toBe(1);
    now += TTL_MS;
    failNext = true;
    expect(await renderOf(path)).toBe(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(await renderOf(path)).toBe(1);
    await vi.waitFor(async () => expect(await renderOf(path)).toBe(2));
    expect(renders).toBe(2);
    warn.mockRestore();
  });
});

describe('answers whose data changes by the clock (the sales counter, a new arrival)', () => {
  /** 12:07:00 on 15 March in Brisbane: the next sale is at 12:07:30. */
  let now = Date.parse('2026-03-15T02:07:00Z');
  const NEXT_SALE = 'Sun, 15 Mar 2026 02:07:30 GMT';
  const clockCache = new ResponseCache({
    maxBytes: 8_000_000,
    ttlMs: 10_000,
    staleMs: 30_000,
    generations,
    clock: () => now,
  });
  const clockYoga = createForecourtYoga({
    registry,
    stockSearch,
    records,
    graphiql: false,
    now: () => new Date(now),
    arbitraryDocuments: 'always',
    responseCache: clockCache,
  });
  const COUNTER_QUERY = '{ site { salesCounter { count } } }';
  const counterPage: ClientBuild = {
    ...client,
    renderPage: async (options) => {
      renders += 1;
      const answer = await options.executeGraphQL({
        query: COUNTER_QUERY,
      } as unknown as PersistedOperationRequest);
      const { count } = (answer.data as { site: { salesCounter: { count: number } } }).site
        .salesCounter;
      return new Response(`<p data-count="${count}"></p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
  // Without form tokens: a CDN may keep the page, and is told for how long.
  const counterApp = createApp({
    registry,
    stockSearch,
    yoga: clockYoga,
    client: counterPage,
    responseCache: clockCache,
  });
  const open = (path: string) => get(OTHER, path, RETURNING, counterApp);
  const countOn = async (response: Response) =>
    Number(/data-count="(\d+)"/.exec(await response.text())?.[1]);

  it('is kept until the next sale, and no cache is told to keep it longer', async () => {
    const first = await open('/counter');
    const count = await countOn(first);
    expect(count).toBe(14 * 192 + 96);
    expect(first.headers.get('expires')).toBe(NEXT_SALE);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
    );

    now += 25_000;
    // Kept (stale, rendered again behind it), 5 s before the sale: a CDN is told 5 s in all.
    const later = await open('/counter');
    expect(await countOn(later)).toBe(count);
    expect(later.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=0',
    );
    await vi.waitFor(() => expect(renders).toBe(2));

    now += 5_000;
    // The sale's instant: neither the page nor its GraphQL answer is served any more.
    const afterSale = await open('/counter');
    expect(await countOn(afterSale)).toBe(count + 1);
    expect(renders).toBe(3);
    expect(afterSale.headers.get('expires')).toBe('Sun, 15 Mar 2026 02:15:00 GMT');
  });

  it('keeps an answer showing a new-arrival tag no longer than the tag lasts', async () => {
    const DAY_MS = 86_400_000;
    const tagOf = async (slug: string) => {
      const query = `{ car(slug: "${slug}") { tag { kind } } }`;
      const answer = await graphqlGetOn(counterApp, SLUG, query);
      const { data } = (await answer.json()) as { data: { car: { tag: { kind: string } | null } } };
      return { kind: data.car.tag?.kind ?? null, expires: answer.headers.get('expires') };
    };
    // A car listed a day before the clock, whose tag is the new-arrival one (no tag ranks higher).
    let found: { slug: string; listedAt: number } | undefined;
    for (const car of inStock(SLUG)) {
      const listedAt = Date.parse(car.createdAt);
      now = listedAt + DAY_MS;
      if ((await tagOf(car.slug)).kind === 'NEW_ARRIVAL') found = { slug: car.slug, listedAt };
      if (found) break;
    }
    if (!found) throw new Error('no car of the test stock shows the new-arrival tag');
    const ends = found.listedAt + 8 * DAY_MS;
    now = ends - 2_000;
    const kept = await tagOf(found.slug);
    expect(kept).toEqual({ kind: 'NEW_ARRIVAL', expires: new Date(ends).toUTCString() });
    now = ends;
    // The kept answer is not served from the instant the tag ends.
    expect((await tagOf(found.slug)).kind).not.toBe('NEW_ARRIVAL');
  });

  it('says the same of the GraphQL answer that holds the figure', async () => {
    const answer = await graphqlGetOn(counterApp, OTHER, COUNTER_QUERY);
    expect(answer.headers.get('expires')).toMatch(/GMT$/);
    const secondsLeft = (Date.parse(answer.headers.get('expires')!) - now) / 1000;
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(450);
    const noSite = await get(SLUG, '/counter-headers', RETURNING, appWithoutTokens);
    // A page without such data keeps the usual times and names no instant.
    expect(noSite.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(noSite.headers.get('expires')).toBeNull();
  });
});

describe('public GraphQL answers', () => {
  const graphqlGet = (query: string, headers: Record<string, string> = {}) =>
    graphqlGetOn(app, SLUG, query, headers);
  const graphqlPost = (slug: string, query: string, headers: Record<string, string> = {}) =>
    app(
      new Request(`http://${slug}.localhost/graphql`, {
        method: 'POST',
        headers: {
          host: `${slug}.localhost`,
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...headers,
        },
        body: JSON.stringify({ query }),
      }),
    );

  it('are kept, tagged and answered 304 when unchanged; a price import changes them', async () => {
    const car = inStock(SLUG)[2]!;
    const query = `{ car(slug: "${car.slug}") { price } }`;
    const first = await graphqlGet(query);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/origin/i);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect(((await first.json()) as { data: { car: { price: number } } }).data.car.price).toBe(
      car.price,
    );
    const revalidated = await graphqlGet(query, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);

    const cars = stockOf.get(SLUG)!.map((c) => (c.id === car.id ? { ...c, price: 12_345 } : c));
    await importStock(siteOf(SLUG), cars);
    const after = await graphqlGet(query, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { data: { car: { price: number } } }).data.car.price).toBe(
      12_345,
    );
  });

  it('are answered from the cache with the very bytes first sent', async () => {
    const car = inStock(SLUG)[3]!;
    const query = `{ car(slug: "${car.slug}") { price make model year } }`;
    const first = await graphqlGet(query);
    const firstBody = await first.text();
    const again = await graphqlGet(query);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await again.text()).toBe(firstBody);
    expect(JSON.parse(firstBody)).toEqual({
      data: { car: { price: car.price, make: car.make, model: car.model, year: car.year } },
    });
  });

  it('are kept under a hash of their operation: no kept answer holds a copy of its text', async () => {
    const car = inStock(SLUG)[4]!;
    // An operation of about 16 KB: a fragment with a long name (its text is in it twice).
    const fragment = `Car${'x'.repeat(8_000)}`;
    const query = `{ car(slug: "${car.slug}") { ...${fragment} } } fragment ${fragment} on Car { price }`;
    const before = responseCache.bytes;
    const response = await graphqlPost(SLUG, query);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const json = await response.text();
    // What the cache counts for the answer itself (public-queries.plugin.ts); the rest is the key
    // and the entry.
    const answerBytes = 2 * json.length + Math.ceil(json.length / 2);
    expect(responseCache.bytes - before - answerBytes).toBeLessThan(1_000);
  });

  it('are compressed once: a response from the cache is sent in the form kept with it', async () => {
    // Large enough to be compressed (over a kilobyte).
    const queryOf = (first: number) =>
      `{ carSearch(first: ${first}) { edges { node { slug name price km } } facets { attribute values { value count } } } }`;
    const answers: Response[] = [];
    // The app as the HTTP server runs it: its answers compressed on their way out.
    const server = createServerAdapter(
      async (request: Request) => {
        const answer = await app(request);
        answers.push(answer);
        return answer;
      },
      { plugins: [useTextCompression()] },
    );
    const ask = (method: 'GET' | 'POST') => {
      // A query of each method's own: GET and POST share the kept answers.
      const query = queryOf(method === 'GET' ? 11 : 12);
      return server.fetch(
        method === 'GET'
          ? `http://${SLUG}.localhost/graphql?query=${encodeURIComponent(query)}`
          : `http://${SLUG}.localhost/graphql`,
        {
          method,
          headers: {
            host: `${SLUG}.localhost`,
            'accept-encoding': 'gzip',
            'content-type': 'application/json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
          },
          ...(method === 'POST' && { body: JSON.stringify({ query }) }),
        },
      );
    };
    for (const method of ['POST', 'GET'] as const) {
      answers.length = 0;
      const sent: Response[] = [];
      for (let i = 0; i < 3; i++) sent.push(await ask(method));
      const bodies = await Promise.all(sent.map(async (r) => Buffer.from(await r.arrayBuffer())));
      for (const [i, response] of sent.entries()) {
        expect(response.headers.get('content-encoding'), `${method} ${i}`).toBe('gzip');
        const answer = JSON.parse(gunzipSync(bodies[i]!).toString()) as {
          data: { carSearch: { edges: unknown[] } };
        };
        expect(answer.data.carSearch.edges.length).toBeGreaterThan(0);
      }
      // The first answer was made; the next two came from the cache with its compressed forms,
      // the first of them made the gzip form, and the next was sent as that form.
      expect(compressedFormsOf(answers[0]!), method).toBeUndefined();
      expect(compressedFormsOf(answers[1]!)).toBe(compressedFormsOf(answers[2]!));
      expect(compressedFormsOf(answers[2]!)?.gzip, method).toEqual(bodies[1]);
      expect(bodies[2]).toEqual(bodies[1]);
    }
  });

  it('that read who is asking are kept by nobody', async () => {
    const car = inStock(OTHER)[0]!;
    const query = `{ checkoutJourney(carSlug: "${car.slug}") { car { slug } } }`;
    const response = await graphqlPost(OTHER, query, RETURNING);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_STORE_CACHE_CONTROL);
    expect(response.headers.get('etag')).toBeNull();
  });

  it('of mutations and of signed-in shoppers carry no public caching', async () => {
    const mutation = await graphqlPost(SLUG, 'mutation { startLeadForm { token } }');
    expect(mutation.status).toBe(200);
    expect(mutation.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const signedIn = await graphqlGet('{ site { name } }', {
      cookie: `${SESSION_COOKIE}=${SIGNED_IN_TOKEN}`,
    });
    expect(signedIn.headers.get('cache-control')).toBe(NO_STORE_CACHE_CONTROL);
  });
});
