/**
 * The addresses of a site's own pages: content pages written in Markdown (`content/<name>.md` at
 * /<name>, `content/pages/<name>.md` at /pages/<name>), and the app pages every site has that the
 * footer links to. Shared by the loader that refuses a page whose address is taken, the API that
 * answers a page by its address and the routes that show it.
 */

/** Where `content/pages/<name>.md` is served: /pages/<name>. */
export const CONTENT_PAGES_PREFIX = '/pages';

/** The "Book a Service" page (spec 1 §2). */
export const SERVICE_PATH = '/service';
/** Book a test drive without a particular vehicle (spec 2's default site links: with the slash). */
export const BOOK_TEST_DRIVE_PATH = '/book-test-drive/';
/** The site's terms of use, when the dealer wrote that page. */
export const TERMS_PAGE_PATH = '/terms-and-conditions';

/** A page name: lower-case words of letters and digits joined by single hyphens. */
export const CONTENT_PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest page name: an address a person can read and type. */
export const MAX_CONTENT_PAGE_NAME_LENGTH = 80;

/**
 * First segments the site answers itself (its pages, media, API and development tools): a
 * content page there would be hidden behind the app's page, so the loader refuses it.
 */
export const RESERVED_PAGE_NAMES: readonly string[] = [
  'apply-for-finance',
  'book-test-drive',
  'brands',
  'careers',
  'cars',
  'checkout',
  'contact',
  'contact-us',
  'dealer-locator',
  'dev',
  'finance',
  'finance-enquiry',
  'graphiql',
  'graphql',
  'healthz',
  'leads',
  'media',
  'my-garage',
  'pages',
  'personalised',
  'print',
  'search',
  'sell-my-car',
  'service',
  'similar-alerts',
  'special-offers',
  'success',
  'trade-in',
  'used-car',
];

/** Why a page name cannot be served; null when it can. */
export function contentPageNameProblem(name: string, nested: boolean): string | null {
  if (name.length > MAX_CONTENT_PAGE_NAME_LENGTH) {
    return `the name must be at most ${MAX_CONTENT_PAGE_NAME_LENGTH} characters`;
  }
  if (!CONTENT_PAGE_NAME.test(name)) {
    return 'the name must be lower-case letters and digits joined by single hyphens (e.g. about-us.md)';
  }
  if (!nested && RESERVED_PAGE_NAMES.includes(name)) {
    return `/${name} is a page of the site itself; choose another name`;
  }
  return null;
}

/** The address of a content page: /<name>, or /pages/<name> for one in content/pages/. */
export function contentPagePath(name: string, nested: boolean): string {
  return nested ? `${CONTENT_PAGES_PREFIX}/${name}` : `/${name}`;
}

/**
 * Whether `path` has the shape of a content page's address (/<name> or /pages/<name>), so a
 * lookup can refuse anything else before it searches.
 */
export function isContentPagePathShape(path: string): boolean {
  const segments = path.split('/');
  if (segments[0] !== '') return false;
  if (segments.length === 2) return contentPageNameProblem(segments[1] ?? '', false) === null;
  if (segments.length === 3 && `/${segments[1]}` === CONTENT_PAGES_PREFIX) {
    return contentPageNameProblem(segments[2] ?? '', true) === null;
  }
  return false;
}
