import { readStoredJson, writeStoredJson } from '../../storage/browser-storage';

/**
 * What a lead tells the dealer about the visit that led to it (spec 2 §3 lead_attributes): the
 * site's pages the shopper saw in this tab, oldest first, and the campaign parameters of the page
 * they landed on. Kept in sessionStorage: a visit ends with its tab. Storage is per origin, and an
 * origin serves one site (the site is chosen by the host), so no site reads another's visit.
 */

export const VISITED_PAGES_KEY = 'forecourt:visited-pages';
export const LINKED_QUERY_PARAMS_KEY = 'forecourt:linked-query-params';

/**
 * How much of the visit this tab keeps. The site layout records it on every page, so this module
 * stays free of the lead schemas (and their validation library); the form trims what it sends
 * to the server's limits (lead-payload.ts).
 */
export const KEPT_VISITED_PAGES = 50;
export const KEPT_LINKED_QUERY_PARAMS = 20;
/** The server's longest visit attribute: longer ones are cut here rather than refused there. */
export const MAX_ATTRIBUTE_LENGTH = 500;

/** Campaign tags (utm_source, utm_medium, …) and the ad networks' click ids. */
const LINKED_QUERY_PARAM = /^(utm_[a-z0-9_]+|gclid|fbclid)$/i;

export interface LinkedQueryParam {
  name: string;
  value: string;
}

function readList(storage: Storage | null, key: string): unknown[] {
  const parsed = readStoredJson(storage, key);
  return Array.isArray(parsed) ? parsed : [];
}

function writeList(storage: Storage | null, key: string, list: readonly unknown[]): void {
  // Quota or blocked storage: the lead is sent without this part of the visit.
  writeStoredJson(storage, key, list);
}

const cut = (text: string) => text.slice(0, MAX_ATTRIBUTE_LENGTH);

/** The pages seen in this tab, oldest first, the most recent KEPT_VISITED_PAGES. */
export function readVisitedPages(storage: Storage | null): string[] {
  return readList(storage, VISITED_PAGES_KEY)
    .filter((page): page is string => typeof page === 'string')
    .slice(-KEPT_VISITED_PAGES);
}

/** Adds a page (path and query); the same page again right after itself is one visit. */
export function recordVisitedPage(storage: Storage | null, page: string): void {
  const pages = readVisitedPages(storage);
  const entry = cut(page);
  if (pages.at(-1) === entry) return;
  writeList(storage, VISITED_PAGES_KEY, [...pages, entry].slice(-KEPT_VISITED_PAGES));
}

/** The campaign parameters of a query string ("?utm_source=…&gclid=…"). */
export function linkedQueryParamsOf(search: string): LinkedQueryParam[] {
  return [...new URLSearchParams(search)]
    .filter(([name, value]) => LINKED_QUERY_PARAM.test(name) && value !== '')
    .slice(0, KEPT_LINKED_QUERY_PARAMS)
    .map(([name, value]) => ({ name: cut(name), value: cut(value) }));
}

/** The landing page's campaign parameters, as kept for this tab. */
export function readLinkedQueryParams(storage: Storage | null): LinkedQueryParam[] {
  return readList(storage, LINKED_QUERY_PARAMS_KEY).filter(
    (param): param is LinkedQueryParam =>
      typeof param === 'object' &&
      param !== null &&
      typeof (param as LinkedQueryParam).name === 'string' &&
      typeof (param as LinkedQueryParam).value === 'string',
  );
}

/**
 * Keeps the campaign parameters of the page the shopper landed on with them. Later pages do not
 * replace them: the link that brought the shopper is the one the dealer wants to know.
 */
export function recordLandingParams(storage: Storage | null, search: string): void {
  const params = linkedQueryParamsOf(search);
  if (params.length === 0 || readLinkedQueryParams(storage).length > 0) return;
  writeList(storage, LINKED_QUERY_PARAMS_KEY, params);
}
