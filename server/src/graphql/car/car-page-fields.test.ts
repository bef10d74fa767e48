import { formatAuPhone } from '@forecourt/schema/phone/format-au-phone';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;
const SIZE = 400;
const COASTAL = 'coastal-motor-group';

const CAR_PAGE = /* GraphQL */ `
  query CarPageFields($slug: String!) {
    car(slug: $slug) {
      dealerPhone
      breadcrumbs {
        label
        path
      }
      trustBadges {
        label
      }
      video {
        url
        embed
      }
      primaryImage {
        url
        wide: url(width: 1200)
        thumbUrl
      }
    }
  }
`;

interface CarPageData {
  car: {
    dealerPhone: string | null;
    breadcrumbs: { label: string; path: string }[];
    trustBadges: { label: string }[];
    video: { url: string; embed: boolean } | null;
    primaryImage: { url: string; wide: string; thumbUrl: string } | null;
  } | null;
}

beforeAll(async () => {
  platform = await createTestPlatform(SIZE);
});

const stockOf = (slug: string) =>
  generateStock(platform.site(slug), { size: SIZE, now: TEST_NOW }).filter(
    (c) => c.status !== 'sold',
  );
const carPage = async (site: string, slug: string) =>
  (await platform.query<CarPageData>(platform.hostOf(site), CAR_PAGE, { slug })).data?.car;

describe('vehicle page fields', () => {
  it('calls the site’s number for the car type when it has one, else the location’s', async () => {
    const site = platform.site(COASTAL);
    const newCar = stockOf(COASTAL).find((c) => c.carType === 'new')!;
    const usedCar = stockOf(COASTAL).find((c) => c.carType === 'used')!;
    expect((await carPage(COASTAL, newCar.slug))?.dealerPhone).toBe(
      formatAuPhone(site.config.contact.phonesByCarType.new!),
    );
    const locationPhone = site.locationsById.get(usedCar.locationId)?.contact.phone;
    expect((await carPage(COASTAL, usedCar.slug))?.dealerPhone).toBe(
      locationPhone ? formatAuPhone(locationPhone) : null,
    );
  });

  it('leads from Home through car type, make and model to the car', async () => {
    const car = stockOf(COASTAL).find((c) => c.carType === 'used')!;
    const page = await carPage(COASTAL, car.slug);
    expect(page?.breadcrumbs.map((b) => b.path)).toEqual([
      '/',
      '/search/used-cars',
      expect.stringMatching(/^\/search\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/search\/[a-z0-9-]+\/[a-z0-9-]+$/),
      `/cars/${car.slug}`,
    ]);
    expect(page?.breadcrumbs.map((b) => b.label).slice(2)).toEqual([
      car.make,
      car.model,
      expect.any(String),
    ]);
    // Every level above the car is a search page this site resolves.
    for (const crumb of page!.breadcrumbs.slice(1, -1)) {
      const landing = await platform.query<{ searchLanding: { path: string } | null }>(
        platform.hostOf(COASTAL),
        'query($path: String!) { searchLanding(path: $path) { path } }',
        { path: crumb.path },
      );
      expect(landing.data?.searchLanding?.path).toBe(crumb.path);
    }
  });

  it('adds the /used-car/{car-type} level on the used-car site, a page showing that search', async () => {
    const northside = 'northside-used-cars';
    const car = stockOf(northside)[0]!;
    const page = await carPage(northside, car.slug);
    expect(page?.breadcrumbs.map((b) => b.path).slice(0, 3)).toEqual([
      '/',
      '/search/used-cars',
      '/used-car/used-cars',
    ]);
    const landing = await platform.query<{ searchLanding: { path: string } | null }>(
      platform.hostOf(northside),
      'query($path: String!) { searchLanding(path: $path) { path } }',
      { path: '/used-car/used-cars' },
    );
    expect(landing.data?.searchLanding?.path).toBe('/search/used-cars');
  });

  it('marks used Mercedes-Benz cars and certified Toyotas with the site’s trust badges', async () => {
    const stock = stockOf(COASTAL);
    const benz = stock.find((c) => c.make === 'Mercedes-Benz' && c.carType === 'used');
    const toyota = stock.find((c) => c.make === 'Toyota' && c.certified);
    const plain = stock.find((c) => c.make === 'Mazda')!;
    if (benz) {
      expect((await carPage(COASTAL, benz.slug))?.trustBadges).toEqual([
        { label: 'Mercedes-Benz Certified' },
      ]);
    }
    if (toyota) {
      expect((await carPage(COASTAL, toyota.slug))?.trustBadges).toEqual([
        { label: 'Toyota Certified Pre-Owned' },
      ]);
    }
    expect(benz ?? toyota).toBeDefined();
    expect((await carPage(COASTAL, plain.slug))?.trustBadges).toEqual([]);
  });

  it('frames an embed-form video', async () => {
    const car = stockOf(COASTAL).find((c) => c.videoUrl)!;
    expect((await carPage(COASTAL, car.slug))?.video).toEqual({ url: car.videoUrl, embed: true });
  });

  it('builds image addresses with the site’s quality and the asked width', async () => {
    const car = stockOf(COASTAL).find((c) => c.photosCount > 0)!;
    const image = (await carPage(COASTAL, car.slug))?.primaryImage;
    expect(image?.url).toMatch(/\/photos\/1\.svg\?q=75$/);
    expect(image?.wide).toMatch(/\/photos\/1\.svg\?w=1200&q=75$/);
    expect(image?.thumbUrl).toMatch(/\?w=200&q=75$/);
  });

  it('refuses an absurd image width, naming the argument', async () => {
    const car = stockOf(COASTAL).find((c) => c.photosCount > 0)!;
    const response = await platform.query(
      platform.hostOf(COASTAL),
      'query($slug: String!) { car(slug: $slug) { primaryImage { url(width: 99999) } } }',
      { slug: car.slug },
    );
    expect(response.errors?.[0]?.message).toMatch(/width: must be at most 4096/);
  });
});
