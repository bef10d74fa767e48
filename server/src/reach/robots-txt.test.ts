import { describe, expect, it } from 'vitest';
import { demoSitesWithStock } from './testing/demo-stock.js';
import { robotsTxt } from './robots-txt.js';

const site = (await demoSitesWithStock(1))[0]!.site;

/** The rules of the `User-agent: *` group, as a crawler reads them (RFC 9309). */
function rules(text: string) {
  const lines = text.split('\n').map((line) => line.replace(/#.*/, '').trim());
  const pairs = lines
    .filter((line) => line.includes(':'))
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    });
  return {
    agents: pairs.filter(([key]) => key === 'user-agent').map(([, value]) => value),
    allow: pairs.filter(([key]) => key === 'allow').map(([, value]) => value),
    disallow: pairs.filter(([key]) => key === 'disallow').map(([, value]) => value),
    sitemaps: pairs.filter(([key]) => key === 'sitemap').map(([, value]) => value),
  };
}

describe('robotsTxt', () => {
  it('on the site’s own domain: allows the pages, keeps crawlers out of private paths and names the sitemap there', () => {
    const parsed = rules(robotsTxt(site, 'https://www.example.com.au', { publicHost: true }));
    expect(parsed.agents).toEqual(['*']);
    expect(parsed.allow).toEqual(['/']);
    expect(parsed.disallow).toEqual(
      expect.arrayContaining([
        '/graphql',
        '/dev/',
        '/account',
        '/sign-in',
        '/favourites',
        '/checkout-journey',
        '/cars/*/checkout',
        '/cars/*/buy-online',
        '/reservations/',
      ]),
    );
    // Public pages stay open: nothing disallowed is a prefix of them.
    for (const page of [
      '/',
      '/cars/2021-toyota-corolla-abc',
      '/search/new-cars',
      '/dealer-locator',
    ]) {
      expect(
        parsed.disallow.filter((rule) => !rule.includes('*') && page.startsWith(rule)),
      ).toEqual([]);
    }
    expect(parsed.sitemaps).toEqual(['https://www.example.com.au/sitemap.xml']);
  });

  it('keeps the site’s garage pages out when the site offers a garage', () => {
    const parsed = rules(robotsTxt(site, 'https://www.example.com.au', { publicHost: true }));
    expect(site.config.garage.enabled).toBe(true);
    for (const path of site.config.garage.paths) expect(parsed.disallow).toContain(path);
  });

  it('on any other host (development, staging) keeps every crawler out and names no sitemap', () => {
    const parsed = rules(robotsTxt(site, 'http://staging.example.net', { publicHost: false }));
    expect(parsed.agents).toEqual(['*']);
    expect(parsed.disallow).toEqual(['/']);
    expect(parsed.allow).toEqual([]);
    expect(parsed.sitemaps).toEqual([]);
  });
});
