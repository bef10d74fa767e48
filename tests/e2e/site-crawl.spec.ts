import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { getPage } from './support/get-page.js';

/**
 * Issue 20: every link a page shows answers with a real page. From the home page's server HTML,
 * breadth-first over same-origin <a href> links, each route shape once (a vehicle page, a
 * location's contact page …), a bounded sample of search pages, every content page; fails listing
 * each link that answers 4xx or 5xx with the page it was found on.
 */

/** Pages fetched at most: enough for every shape of every demo site, well inside the budget. */
const MAX_PAGES = 150;
/** Stop fetching after this long, leaving the test's 60 s budget room to report. */
const CRAWL_BUDGET_MS = 40_000;
/** Search result addresses are countless (every filter): this many are enough to check the route. */
const SEARCH_SAMPLE = 8;

/** First segments whose second is an item (a vehicle, a location …): one of each is enough. */
const ITEM_ROUTES = new Set(['cars', 'contact-us', 'print', 'media', 'similar-alerts']);
/** Search routes: a sample of addresses. */
const SEARCH_ROUTES = new Set(['search', 'used-car']);
/** Fixed addresses under an item route, each its own page. */
const FIXED_ITEM_PATHS = new Set(['/cars/trade-in']);

/** How a link is counted: its route's shape, or null when it is one of the search sample. */
function shapeOf(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const params = [...new URLSearchParams(url.search).keys()].sort().join('&');
  if (SEARCH_ROUTES.has(first)) return null;
  if (ITEM_ROUTES.has(first) && !FIXED_ITEM_PATHS.has(url.pathname) && segments.length > 1) {
    return `/${first}/{item}${segments.length > 2 ? '/…' : ''}?${params}`;
  }
  return `${url.pathname.replace(/\/$/, '') || '/'}?${params}`;
}

const ANCHOR_HREF = /<a\s[^>]*?href\s*=\s*("([^"]*)"|'([^']*)')/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The same-origin links of a page's HTML, without their fragments. */
function linksOf(html: string, pageUrl: URL): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(ANCHOR_HREF)) {
    const href = decodeEntities(match[2] ?? match[3] ?? '').trim();
    if (href === '' || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== pageUrl.origin) continue;
    url.hash = '';
    links.push(url);
  }
  return links;
}

interface Broken {
  link: string;
  status: number;
  foundOn: string;
}

async function crawl(origin: string) {
  const started = Date.now();
  const seenShapes = new Set<string>();
  const seenUrls = new Set<string>();
  let searchSampled = 0;
  const queue: { url: URL; foundOn: string }[] = [
    { url: new URL('/', origin), foundOn: '(start)' },
  ];
  const broken: Broken[] = [];
  let fetched = 0;

  const enqueue = (url: URL, foundOn: string) => {
    const key = url.pathname + url.search;
    if (seenUrls.has(key)) return;
    const shape = shapeOf(url);
    if (shape === null) {
      if (searchSampled >= SEARCH_SAMPLE) return;
      searchSampled += 1;
    } else {
      if (seenShapes.has(shape)) return;
      seenShapes.add(shape);
    }
    seenUrls.add(key);
    queue.push({ url, foundOn });
  };
  seenUrls.add('/');
  seenShapes.add('/?');

  while (queue.length > 0 && fetched < MAX_PAGES && Date.now() - started < CRAWL_BUDGET_MS) {
    const { url, foundOn } = queue.shift()!;
    const path = url.pathname + url.search;
    const response = await getPage(origin, path);
    fetched += 1;
    const { status } = response;
    if (status >= 400) {
      broken.push({ link: path, status, foundOn });
      continue;
    }
    if (status >= 300) {
      const location = response.headers['location'];
      // A redirect to another site (a manufacturer's booking page) leaves this site: not followed.
      const target = typeof location === 'string' ? new URL(location, url) : null;
      if (target?.origin === url.origin) enqueue(target, foundOn);
      continue;
    }
    if (!String(response.headers['content-type'] ?? '').includes('text/html')) continue;
    for (const link of linksOf(response.text, url)) enqueue(link, path);
  }
  return { broken, fetched, unfetched: queue.length, shapes: seenShapes.size };
}

test('every link from the home page onwards answers with a page', async ({ baseURL }) => {
  const { broken, fetched, unfetched } = await crawl(baseURL!);
  test.info().annotations.push({
    type: 'crawl',
    description: `${fetched} pages fetched, ${unfetched} left unfetched`,
  });
  expect(fetched).toBeGreaterThan(10);
  // Every shape found was fetched: the crawl ended because nothing was left, not out of budget.
  expect(unfetched).toBe(0);
  expect(
    broken.map(({ link, status, foundOn }) => `${status} ${link} (found on ${foundOn})`),
  ).toEqual([]);
});
