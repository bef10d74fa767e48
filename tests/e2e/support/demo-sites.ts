/** The all-stock search route every site has. */
export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars';

/** A demo site (a folder under demo/sites/) as the browser tests and measurements visit it. */
export interface DemoSite {
  /** The site's folder name; the site answers on `<slug>.localhost`. */
  slug: string;
  /** The search page its navigation leads to. */
  searchPath: string;
  /** Its finance enquiry page (finance.enquiryPage.path of its settings). */
  financePath: string;
}

export const DEMO_SITES: readonly DemoSite[] = [
  { slug: 'coastal-motor-group', searchPath: ALL_STOCK_PATH, financePath: '/finance' },
  // Used stock only: its navigation's "Pre-Owned Cars" goes to the used-cars route.
  { slug: 'northside-used-cars', searchPath: '/search/used-cars', financePath: '/finance-enquiry' },
  { slug: 'outback-caravans', searchPath: ALL_STOCK_PATH, financePath: '/apply-for-finance' },
];

/** Where a site answers on a local port (Chromium resolves every *.localhost to the loopback). */
export function siteOrigin(site: DemoSite, port: number): string {
  return `http://${site.slug}.localhost:${port}`;
}
