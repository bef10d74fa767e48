import { beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_VISITED_PAGES,
  linkedQueryParamsOf,
  MAX_ATTRIBUTE_LENGTH,
  readLinkedQueryParams,
  readVisitedPages,
  recordLandingParams,
  recordVisitedPage,
} from './visited-pages';

beforeEach(() => sessionStorage.clear());

describe('the visit a lead reports', () => {
  it('lists the pages seen, oldest first, a page repeated right after itself once', () => {
    recordVisitedPage(sessionStorage, '/search/used-cars');
    recordVisitedPage(sessionStorage, '/cars/2019-toyota-hilux');
    recordVisitedPage(sessionStorage, '/cars/2019-toyota-hilux');
    recordVisitedPage(sessionStorage, '/finance?car_id=1');

    expect(readVisitedPages(sessionStorage)).toEqual([
      '/search/used-cars',
      '/cars/2019-toyota-hilux',
      '/finance?car_id=1',
    ]);
  });

  it('keeps the most recent pages only, each cut to the length the server keeps', () => {
    for (let page = 1; page <= KEPT_VISITED_PAGES + 5; page++) {
      recordVisitedPage(sessionStorage, `/cars/car-${page}`);
    }
    recordVisitedPage(sessionStorage, `/search?q=${'x'.repeat(MAX_ATTRIBUTE_LENGTH)}`);

    const pages = readVisitedPages(sessionStorage);
    expect(pages).toHaveLength(KEPT_VISITED_PAGES);
    expect(pages[0]).toBe('/cars/car-7');
    expect(pages.at(-1)).toHaveLength(MAX_ATTRIBUTE_LENGTH);
  });

  it('keeps the campaign parameters of the landing page, not of later pages', () => {
    recordLandingParams(sessionStorage, '?page=2');
    expect(readLinkedQueryParams(sessionStorage)).toEqual([]);

    recordLandingParams(sessionStorage, '?utm_source=google&utm_campaign=eofy&gclid=abc&page=2');
    recordLandingParams(sessionStorage, '?utm_source=newsletter');

    expect(readLinkedQueryParams(sessionStorage)).toEqual([
      { name: 'utm_source', value: 'google' },
      { name: 'utm_campaign', value: 'eofy' },
      { name: 'gclid', value: 'abc' },
    ]);
  });

  it('takes utm_*, gclid and fbclid only, with a value', () => {
    expect(linkedQueryParamsOf('?fbclid=x&utm_medium=cpc&utm_term=&q=hilux&utmost=1')).toEqual([
      { name: 'fbclid', value: 'x' },
      { name: 'utm_medium', value: 'cpc' },
    ]);
  });

  it('reads nothing from what another version left behind', () => {
    sessionStorage.setItem('forecourt:visited-pages', '{"a":1}');
    sessionStorage.setItem('forecourt:linked-query-params', '[{"name":1}]');
    expect(readVisitedPages(sessionStorage)).toEqual([]);
    expect(readLinkedQueryParams(sessionStorage)).toEqual([]);
  });
});
