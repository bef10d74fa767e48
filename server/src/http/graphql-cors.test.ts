import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { describe, expect, it } from 'vitest';
import { SiteRegistry } from '../tenancy/site-registry.js';
import { graphqlCors } from './graphql-cors.js';

const sites = await loadDemoSites();
const PARTNER_PAGE = 'https://offers.northside-partner.example';
// One site lists another website of its dealer in its settings.
const registry = new SiteRegistry(
  sites.map((site) =>
    site.config.slug === 'northside-used-cars'
      ? { ...site, config: { ...site.config, api: { allowedOrigins: [PARTNER_PAGE] } } }
      : site,
  ),
);
const production = graphqlCors(registry, { development: false });
const development = graphqlCors(registry, { development: true });

const request = (origin: string) =>
  new Request('http://northside-used-cars.localhost/graphql', { headers: { origin } });

describe('graphqlCors', () => {
  it('allows the site’s own domains over https, with credentials', () => {
    expect(production(request('https://northsideusedcars.com.au'))).toMatchObject({
      origin: ['https://northsideusedcars.com.au'],
      credentials: true,
    });
  });

  it('allows an origin from api.allowedOrigins without credentials', () => {
    expect(production(request(PARTNER_PAGE))).toMatchObject({
      origin: [PARTNER_PAGE],
      credentials: false,
    });
  });

  it('allows <slug>.localhost and plain http only in development', () => {
    for (const origin of [
      'http://northside-used-cars.localhost:4000',
      'http://northsideusedcars.com.au',
    ]) {
      expect(production(request(origin))).toBe(false);
      expect(development(request(origin))).toMatchObject({ origin: [origin], credentials: true });
    }
  });

  it.each([
    'https://evil.example',
    'https://northsideusedcars.com.au.evil.example',
    'https://www.coastalmotorgroup.com.au',
    'null',
    `${PARTNER_PAGE}/`,
  ])('answers %s with no CORS at all', (origin) => {
    expect(production(request(origin))).toBe(false);
    expect(development(request(origin))).toBe(false);
  });

  it('answers a request without Origin, or for an unknown host, with no CORS', () => {
    expect(production(new Request('http://northside-used-cars.localhost/graphql'))).toBe(false);
    const unknownHost = new Request('http://nowhere.example/graphql', {
      headers: { origin: 'https://nowhere.example' },
    });
    expect(development(unknownHost)).toBe(false);
  });
});
