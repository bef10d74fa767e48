import {
  SORTS,
  sortEnumName,
  type SortEnumName,
  type SortOption,
} from '@forecourt/schema/search/search-vocabulary';
import { slugify } from '@forecourt/tenants/slugify';
import { ALL_STOCK_PATH } from '../../../e2e/support/demo-sites.js';
import { persistedBody, persistedIdOf, postPersisted } from './site-requests.js';

/**
 * The addresses the benchmark asks for: real search pages (makes, price and km bands, sorts,
 * pages) and real cars of one demo site, read from the running server the way the web client
 * reads them. Cold runs go through them in turn, neighbours apart; the list comes round within
 * seconds at full load, so they are measured on a server with no answer cache (bench-web.ts).
 * Cached runs repeat one address.
 */

export interface SiteWorkload {
  host: string;
  /** Search pages, all different. */
  searchPages: readonly SearchPage[];
  /** Vehicle page slugs, all different. */
  carSlugs: readonly string[];
  searchQueryId: string;
  carQueryId: string;
}

interface SearchPageData {
  site: { search: { sortOptions: SortEnumName[] } };
  searchLanding: {
    results: {
      pageCount: number;
      facets: { attribute: string; values: { value: string }[] }[];
      edges: { node: { slug: string } }[];
    };
  } | null;
}

const PRICE_BANDS: (Range | null)[] = [
  null,
  { min: null, max: 30_000 },
  { min: 20_000, max: 60_000 },
  { min: 40_000, max: null },
];
const KM_BANDS: (Range | null)[] = [null, { min: null, max: 50_000 }, { min: null, max: 100_000 }];
const PAGES = [1, 2, 3];
/** Cars read at once while listing the site's stock. */
const LISTING_CONCURRENCY = 4;

interface Range {
  min: number | null;
  max: number | null;
}

/** A range as CarFilters takes it: an open end is left out. */
interface Bounds {
  min?: number;
  max?: number;
}

/** One search page: a landing path, filters from its query string, a sort and a page. */
export interface SearchPage {
  url: string;
  variables: {
    path: string;
    query: null;
    filters: { price?: Bounds; km?: Bounds };
    sort: string | null;
    page: number | null;
  };
}

const rangeParam = (key: string, range: Range) =>
  `range[${key}]=${range.min ?? ''}:${range.max ?? ''}`;
const bounds = (range: Range): Bounds => ({
  ...(range.min !== null && { min: range.min }),
  ...(range.max !== null && { max: range.max }),
});

/**
 * A search page's address as the shopper's browser shows it (client/src/search-url), and the
 * variables the page's query is sent with for it (search-variables.ts: filters from the query
 * string, the sort's CarSort name, page 1 as null). The bench's HTML rows check that the server
 * serves each address.
 */
export function searchPage(
  path: string,
  {
    price,
    km,
    sortBy,
    page,
  }: { price: Range | null; km: Range | null; sortBy: SortOption | null; page: number },
): SearchPage {
  const params = [
    ...(km ? [rangeParam('km', km)] : []),
    ...(price ? [rangeParam('price', price)] : []),
    ...(sortBy ? [`sortBy=${sortBy}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return {
    url: params.length > 0 ? `${path}?${params.join('&')}` : path,
    variables: {
      path,
      query: null,
      filters: { ...(price && { price: bounds(price) }), ...(km && { km: bounds(km) }) },
      sort: sortBy ? sortEnumName(sortBy) : null,
      page: page > 1 ? page : null,
    },
  };
}

export const carVariablesOf = (slug: string) => ({ slug, postcode: '', withPostcode: false });

/**
 * `items` in an order that visits each once and keeps neighbours apart (a stride coprime with
 * the length), so consecutive requests differ in every part of the address.
 */
function spread<T>(items: readonly T[]): T[] {
  const n = items.length;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.floor(n * 0.618));
  while (gcd(stride, n) !== 1) stride++;
  return Array.from({ length: n }, (_, i) => items[(i * stride) % n]!);
}

/** The URL's names (lowestPrice) of sorts the API names (LOWEST_PRICE). */
const sortNames = (enumNames: readonly SortEnumName[]): SortOption[] =>
  SORTS.filter((sort) => enumNames.includes(sort.enumName)).map((sort) => sort.name);

export async function readSiteWorkload(port: number, slug: string): Promise<SiteWorkload> {
  const host = `${slug}.localhost`;
  const searchQueryId = persistedIdOf('SearchPageQuery');
  const carQueryId = persistedIdOf('CarPageQuery');
  const ask = ({ variables }: SearchPage) =>
    postPersisted<SearchPageData>(port, host, persistedBody(searchQueryId, variables));
  const allStock = (page: number) =>
    searchPage(ALL_STOCK_PATH, { price: null, km: null, sortBy: null, page });

  const first = await ask(allStock(1));
  const results = first.searchLanding?.results;
  if (!results) throw new Error(`${host} has no search page at ${ALL_STOCK_PATH}`);
  const makes =
    results.facets.find((f) => f.attribute === 'MAKE')?.values.map((v) => v.value) ?? [];
  const landings = [ALL_STOCK_PATH, ...makes.map((make) => `/search/${slugify(make)}`)];

  const pages: SearchPage[] = [];
  for (const path of landings)
    for (const sortBy of sortNames(first.site.search.sortOptions))
      for (const price of PRICE_BANDS)
        for (const km of KM_BANDS)
          for (const page of PAGES) pages.push(searchPage(path, { price, km, sortBy, page }));

  const carSlugs: string[] = [];
  for (let page = 1; page <= results.pageCount; page += LISTING_CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(LISTING_CONCURRENCY, results.pageCount - page + 1) },
      (_, i) => ask(allStock(page + i)),
    );
    for (const data of await Promise.all(batch))
      for (const edge of data.searchLanding?.results.edges ?? []) carSlugs.push(edge.node.slug);
  }
  return {
    host,
    searchPages: spread(pages),
    carSlugs: spread([...new Set(carSlugs)]),
    searchQueryId,
    carQueryId,
  };
}
