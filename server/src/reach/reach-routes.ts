import type { Site } from '@forecourt/tenants/site';
import type { CarPhotoSources } from '../media/car-photos.port.js';
import { entityTag, matchesIfNoneMatch } from '../http/entity-tags.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import {
  compressDocument,
  documentResponse,
  type CompressedDocument,
} from './compressed-document.js';
import { googleVehicleFeedParts } from './google-vehicle-feed.js';
import { metaVehicleFeedParts } from './meta-vehicle-feed.js';
import type { ReachDocuments } from './reach-documents.js';
import { isPublicHost, publicOrigin } from './reach-origin.js';
import {
  CARS_SITEMAP_PATTERN,
  GOOGLE_VEHICLE_FEED_PATH,
  META_VEHICLE_FEED_PATH,
  PAGES_SITEMAP_PATH,
  ROBOTS_PATH,
  SITEMAP_INDEX_PATH,
} from './reach-paths.js';
import { robotsTxt } from './robots-txt.js';
import { siteCars } from './site-cars.js';
import { buildSiteSitemaps } from './site-sitemaps.js';
import { vehicleAds } from './vehicle-ads.js';

/**
 * A crawler or CDN may keep a document five minutes, a shared cache ten, and serve a stale copy
 * for an hour while it fetches the next: the stock changes in hours, not seconds, and every
 * answer carries an ETag, so a current copy costs a 304.
 */
export const REACH_CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600';

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

export interface ReachRoutesOptions {
  stockSearch: StockSearch;
  carPhotos: CarPhotoSources;
  documents: ReachDocuments;
  /** Reverse proxies of ours in front, whose X-Forwarded-Proto says whether TLS was used. */
  trustedProxyHops?: number | undefined;
}

/** robots.txt: made for each request (it is a few lines), tagged by its text. */
function robotsAnswer(request: Request, body: string): Response {
  const headers = {
    'content-type': TEXT,
    'cache-control': REACH_CACHE_CONTROL,
    etag: entityTag(body),
  };
  if (matchesIfNoneMatch(request, headers.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

const xmlAnswer = (request: Request, document: CompressedDocument) =>
  documentResponse(request, document, { contentType: XML, cacheControl: REACH_CACHE_CONTROL });

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'content-type': TEXT, ...headers } });

const isReachPath = (pathname: string) =>
  pathname === ROBOTS_PATH ||
  pathname === SITEMAP_INDEX_PATH ||
  pathname === PAGES_SITEMAP_PATH ||
  CARS_SITEMAP_PATTERN.test(pathname) ||
  pathname === GOOGLE_VEHICLE_FEED_PATH ||
  pathname === META_VEHICLE_FEED_PATH;

/**
 * robots.txt, the sitemap index and its children, and the two vehicle-ads feeds of the request's
 * site; null for any other path. The query string is ignored: each document has one address.
 */
export function createReachRoutes({
  stockSearch,
  carPhotos,
  documents,
  trustedProxyHops = 0,
}: ReachRoutesOptions) {
  return async function reachRoute(request: Request, site: Site): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (!isReachPath(pathname)) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(405, `${pathname} is read with GET or HEAD.`, { allow: 'GET, HEAD' });
    }
    const origin = publicOrigin(request, trustedProxyHops);
    const stock = stockSearch.forSite(site);
    if (pathname === ROBOTS_PATH) {
      const publicHost = isPublicHost(request, site);
      return robotsAnswer(request, robotsTxt(site, origin, { publicHost }));
    }
    if (pathname === GOOGLE_VEHICLE_FEED_PATH || pathname === META_VEHICLE_FEED_PATH) {
      const feed = await documents.get(site, origin, pathname, async () => {
        const ads = vehicleAds(
          await siteCars(stock, ['in_stock']),
          site,
          origin,
          carPhotos.forSite(site),
        );
        return compressDocument(
          pathname === GOOGLE_VEHICLE_FEED_PATH
            ? googleVehicleFeedParts(site, origin, ads)
            : metaVehicleFeedParts(site, origin, pathname, ads),
        );
      });
      return xmlAnswer(request, feed);
    }
    // The sitemaps: the cars with a page a shopper can act on (in stock or coming soon).
    const sitemaps = await documents.get(site, origin, SITEMAP_INDEX_PATH, async () => {
      const built = await buildSiteSitemaps(
        site,
        origin,
        await siteCars(stock, ['in_stock', 'coming_soon']),
      );
      const children = new Map<string, CompressedDocument>();
      for (const [path, xml] of built.children) children.set(path, await compressDocument([xml]));
      return { index: await compressDocument([built.index]), children };
    });
    if (pathname === SITEMAP_INDEX_PATH) return xmlAnswer(request, sitemaps.index);
    const child = sitemaps.children.get(pathname);
    return child
      ? xmlAnswer(request, child)
      : plain(404, `No such sitemap: ${SITEMAP_INDEX_PATH} lists this site's sitemaps.`);
  };
}
