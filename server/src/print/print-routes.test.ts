import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { createApp } from '../http/app.js';
import type { StockDocument } from '../stock/stock-document.js';
import { priceDisplay } from '../stock/price-display.js';
import { dealerPhone } from '../stock/dealer-phone.js';
import { SiteRegistry } from '../tenancy/site-registry.js';
import { createTestPlatform, TEST_NOW } from '../testing/test-platform.js';
import { handlePrintRequest, PRINT_CACHE_CONTROL } from './print-routes.js';
import { vehiclePdfPath } from '@forecourt/schema/print/print-paths';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let app: ReturnType<typeof createApp>;
let coastal: Site;
let car: StockDocument;

beforeAll(async () => {
  platform = await createTestPlatform(60);
  app = createApp({
    registry: platform.registry,
    stockSearch: platform.stockSearch,
    yoga: platform.yoga,
  });
  coastal = platform.site('coastal-motor-group');
  const { hits } = await platform.stockSearch
    .forSite(coastal, () => TEST_NOW)
    .search({
      filters: { status: ['in_stock'] },
      ranges: {},
      sort: 'mostRelevant',
      offset: 0,
      limit: 50,
    });
  const found = hits.find((hit) => hit.photosCount > 0 && hit.features.length > 0);
  if (!found) throw new Error('no in-stock car with photos and features');
  car = found;
});

afterAll(() => platform.close());

const request = (site: string, path: string, method = 'GET') =>
  new Request(`http://${site}.localhost${path}`, { method });

describe('GET /print/{slug}.pdf', () => {
  it('downloads the vehicle’s PDF as {slug}.pdf', async () => {
    const response = await app(request('coastal-motor-group', vehiclePdfPath(car.slug)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${car.slug}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe(PRINT_CACHE_CONTROL);
    expect(PRINT_CACHE_CONTROL).toBe('private, max-age=300');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);

    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(car.name);
    expect(text).toContain(priceDisplay(car, coastal).text);
    expect(text).toContain(car.features[0]);
    expect(text).toContain(dealerPhone(car, coastal)!);
    // The QR code's address is the vehicle page on the host the PDF was asked from.
    expect(text.replace(/\s+/g, '')).toContain(
      `http://coastal-motor-group.localhost/cars/${car.slug}`,
    );
  });

  it('answers HEAD with the headers only and refuses other methods', async () => {
    const head = await app(request('coastal-motor-group', vehiclePdfPath(car.slug), 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect(head.headers.get('content-disposition')).toContain(`${car.slug}.pdf`);
    expect(await head.text()).toBe('');
    const post = await app(request('coastal-motor-group', vehiclePdfPath(car.slug), 'POST'));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 for another site’s car, an unknown car and a malformed name', async () => {
    for (const [site, path] of [
      ['northside-used-cars', vehiclePdfPath(car.slug)],
      ['coastal-motor-group', vehiclePdfPath('no-such-car')],
      ['coastal-motor-group', '/print/Not_A_Slug.pdf'],
    ] as const) {
      const response = await app(request(site, path));
      expect(response.status, `${site} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('No such vehicle on this site.');
    }
  });

  it('answers 404 with the reason on a site that does not print', async () => {
    const noPrint: Site = {
      ...coastal,
      config: { ...coastal.config, features: { ...coastal.config.features, print: false } },
    };
    const sites = platform.sites.map((site) => (site === coastal ? noPrint : site));
    const noPrintApp = createApp({
      registry: new SiteRegistry(sites),
      stockSearch: platform.stockSearch,
      yoga: platform.yoga,
    });
    const response = await noPrintApp(request('coastal-motor-group', vehiclePdfPath(car.slug)));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Coastal Motor Group does not offer vehicle print-outs.');
  });

  it('answers 500 naming what failed', async () => {
    const stock = platform.stockSearch.forSite(coastal, () => TEST_NOW);
    const response = await handlePrintRequest(
      request('coastal-motor-group', vehiclePdfPath(car.slug)),
      coastal,
      stock,
      { photoWidthPx: 0 },
    );
    expect(response?.status).toBe(500);
    expect(response?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response?.text()).toBe(
      'The PDF of this vehicle could not be made: drawing the photo failed. Please try again.',
    );
  });

  it('leaves other paths to the rest of the app', async () => {
    const stock = platform.stockSearch.forSite(coastal, () => TEST_NOW);
    for (const path of [
      '/print',
      `/print?car_id=${car.slug}`,
      `/print/${car.slug}`,
      '/cars/x.pdf',
    ]) {
      expect(
        await handlePrintRequest(request('coastal-motor-group', path), coastal, stock),
        path,
      ).toBeNull();
    }
  });
});
