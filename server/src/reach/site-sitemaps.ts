import { Readable } from 'node:stream';
import {
  ErrorLevel,
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type IndexItem,
  type SitemapItemLoose,
} from 'sitemap';
import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../stock/stock-document.js';
import { carEntry, sitePageEntries, type SitemapEntry } from './sitemap-entries.js';
import { newestUpdate } from './site-cars.js';
import { carsSitemapPath, PAGES_SITEMAP_PATH } from './reach-paths.js';
import { betweenParts, ENTRIES_PER_PART } from './xml-parts.js';

/** sitemaps.org: a sitemap holds at most 50,000 addresses; larger stock is split into parts. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** A site's sitemap index and its child sitemaps, by path. */
export interface SiteSitemaps {
  index: string;
  children: ReadonlyMap<string, string>;
}

const toItem = (entry: SitemapEntry): SitemapItemLoose => ({
  url: entry.path,
  ...(entry.lastmod && { lastmod: entry.lastmod }),
});

/**
 * The entries as a urlset, written a part at a time with other requests let run between parts
 * (xml-parts.ts): piped in one go, the library's stream turns all 50,000 in one turn of the
 * event loop.
 */
async function urlset(origin: string, entries: readonly SitemapEntry[]): Promise<string> {
  // THROW: an address the library finds invalid is our bug, never silently dropped.
  const stream = new SitemapStream({
    hostname: origin,
    level: ErrorLevel.THROW,
    // Plain addresses: no image, video, news or alternate-language entries to declare.
    xmlns: { news: false, video: false, xhtml: false, image: false },
  });
  const written = streamToPromise(stream);
  // Its failure is awaited below, after the parts: it must not count as unhandled meanwhile.
  written.catch(() => undefined);
  for (let start = 0; start < entries.length && !stream.destroyed; start += ENTRIES_PER_PART) {
    for (const entry of entries.slice(start, start + ENTRIES_PER_PART)) stream.write(toItem(entry));
    await betweenParts();
  }
  stream.end();
  return (await written).toString();
}

async function sitemapIndex(items: readonly IndexItem[]): Promise<string> {
  const stream = new SitemapIndexStream({ level: ErrorLevel.THROW });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

/**
 * The sitemaps of a site at `origin`: pages.xml (sitemap-entries.ts) and the cars' own pages in
 * parts of at most `carsPerSitemap` (cars-1.xml, cars-2.xml …; none when no car is listed), and
 * the index naming each with its newest change.
 */
export async function buildSiteSitemaps(
  site: Site,
  origin: string,
  cars: readonly StockDocument[],
  { carsPerSitemap = MAX_URLS_PER_SITEMAP }: { carsPerSitemap?: number } = {},
): Promise<SiteSitemaps> {
  if (!(carsPerSitemap >= 1 && carsPerSitemap <= MAX_URLS_PER_SITEMAP)) {
    throw new RangeError(`carsPerSitemap: ${carsPerSitemap} is not from 1 to 50,000`);
  }
  const children = new Map<string, string>();
  const indexItems: IndexItem[] = [];
  const pages = sitePageEntries(site, cars);
  children.set(PAGES_SITEMAP_PATH, await urlset(origin, pages));
  indexItems.push({ url: `${origin}${PAGES_SITEMAP_PATH}`, lastmod: newestUpdate(cars) });
  for (let start = 0, part = 1; start < cars.length; start += carsPerSitemap, part++) {
    const slice = cars.slice(start, start + carsPerSitemap);
    const path = carsSitemapPath(part);
    children.set(path, await urlset(origin, slice.map(carEntry)));
    indexItems.push({ url: `${origin}${path}`, lastmod: newestUpdate(slice) });
  }
  return { index: await sitemapIndex(indexItems), children };
}
