/** The addresses of the documents for search engines and ad platforms, on every site. */

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The child sitemaps: the site's pages, and its cars in numbered parts. */
export const SITEMAP_FOLDER = '/sitemaps/';
export const PAGES_SITEMAP_PATH = `${SITEMAP_FOLDER}pages.xml`;
export const carsSitemapPath = (part: number) => `${SITEMAP_FOLDER}cars-${part}.xml`;
export const CARS_SITEMAP_PATTERN = /^\/sitemaps\/cars-([1-9]\d{0,4})\.xml$/;
export const GOOGLE_VEHICLE_FEED_PATH = '/feeds/google-vehicle-listings.xml';
export const META_VEHICLE_FEED_PATH = '/feeds/meta-vehicles.xml';
