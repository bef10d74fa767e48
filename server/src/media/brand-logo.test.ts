import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as simpleIcons from 'simple-icons';
import { MANUFACTURERS } from '@forecourt/schema/brands/manufacturers';
import { assertWellFormedXml } from '@forecourt/demo/drawings/testing/well-formed-xml';
import type { Site } from '@forecourt/tenants/site';
import { location, site } from '../stock/testing/fixture-sites.js';
import type { FacetCount, SiteStock } from '../stock/stock-search.port.js';
import { brandInitials } from './brand-logo.js';
import { MEDIA_CACHE_CONTROL } from './media-response.js';
import { handleMediaRequest } from './media-routes.js';
import { brandLogoUrl } from './media-urls.js';

/** Only what the brand logos use of the stock: the make facet. */
function stockOfMakes(makes: FacetCount[]): SiteStock {
  return {
    search: async () => ({
      hits: [],
      totalCount: 0,
      totalCountCapped: false,
      facets: { make: makes },
      stats: {},
    }),
    findBySlugs: () => Promise.reject(new Error('not used by brand logos')),
    findByIds: () => Promise.reject(new Error('not used by brand logos')),
  };
}

let dir: string;
let dealer: Site;
const stock = stockOfMakes([
  { value: 'Toyota', count: 12 },
  { value: 'Jayco', count: 3 },
  { value: 'Acme <Trailers>', count: 1 },
]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brand-logos-'));
  await writeFile(path.join(dir, 'own-kia.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  dealer = {
    ...site(
      {
        slug: 'brand-test',
        name: 'Brand Test',
        contact: { email: 'sales@brand.example.com', phone: '07 5555 1234' },
        finance: {
          provider: 'stratton',
          lenders: [
            { key: 'stratton', name: 'S', interestRate: 8, comparisonRate: 9, termYears: 5 },
          ],
        },
        brands: {
          grids: { group: { brands: [{ make: 'kia', logo: 'own-kia.png' }] } },
        },
      },
      [location('bt-brisbane', 'Brand Test', 'Brisbane', 'QLD', '4000')],
    ),
    dir,
  };
  dealer.config.theme.brandColours = { Toyota: '#eb0a1e' };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://brand-test.localhost${url}`, { headers });

async function serve(url: string, headers: Record<string, string> = {}) {
  const response = await handleMediaRequest(get(url, headers), dealer, stock);
  if (!response) throw new Error('expected a media response');
  return response;
}

describe('brand logos at /media/brands/{slug}.svg', () => {
  it('draws a make’s mark in the site’s colour for it, cacheable, with nothing to run', async () => {
    const response = await serve(brandLogoUrl('toyota'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    assertWellFormedXml(svg);
    expect(svg).toContain('<title>Toyota</title>');
    expect(svg).toMatch(/<path fill="#eb0a1e" d="M[^"]+"\/>/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);

    const again = await serve(brandLogoUrl('toyota'), {
      'if-none-match': response.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('draws the mark in its own colour, darkened when too light to see on white', async () => {
    const svg = await (await serve(brandLogoUrl('smart'))).text();
    expect(svg).toContain('fill="#1a1a1a"');
    const audi = await (await serve(brandLogoUrl('audi'))).text();
    expect(audi).toMatch(/<path fill="#[0-9A-Fa-f]{6}"/);
  });

  it('draws a lettered badge for a make without a mark, and for a stock make not listed', async () => {
    const jayco = await serve(brandLogoUrl('jayco'));
    expect(jayco.status).toBe(200);
    const svg = await jayco.text();
    assertWellFormedXml(svg);
    expect(svg).toContain('>J</text>');
    expect(svg).toContain('fill="#123456"');

    const acme = await (await serve(brandLogoUrl('acme-trailers'))).text();
    assertWellFormedXml(acme);
    expect(acme).toContain('<title>Acme &lt;Trailers&gt;</title>');
    expect(acme).toContain('>AT</text>');
    expect(acme).not.toContain('<Trailers>');
  });

  it('serves the site’s own logo file at its extension, and only there', async () => {
    const own = await serve(brandLogoUrl('kia', 'png'));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect((await serve(brandLogoUrl('kia'))).status).toBe(404);
  });

  it('answers 404 for a brand neither listed nor the site’s, and for a bad address', async () => {
    expect((await serve(brandLogoUrl('no-such-brand'))).status).toBe(404);
    expect((await serve(brandLogoUrl('toyota', 'png'))).status).toBe(404);
    expect((await serve('/media/brands/Toyota.svg')).status).toBe(404);
    expect((await serve('/media/brands/../site/logo.svg')).status).toBe(404);
  });
});

describe('brandInitials', () => {
  it('takes up to two words’ first letters, or a short name whole', () => {
    expect(brandInitials('Zone RV')).toBe('ZR');
    expect(brandInitials('BYD')).toBe('BYD');
    expect(brandInitials('Jayco')).toBe('J');
    expect(brandInitials('Lynk & Co')).toBe('LC');
  });
});

describe('the manufacturer list’s marks', () => {
  it('names only marks the icon set has', () => {
    const icons = simpleIcons as unknown as Record<string, unknown>;
    const missing = MANUFACTURERS.filter((m) => m.icon && !icons[m.icon]).map((m) => m.name);
    expect(missing).toEqual([]);
    expect(MANUFACTURERS.filter((m) => m.icon).length).toBeGreaterThan(40);
  });
});
