import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceUrlHash } from '../../media/photo-source-hash.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

/** CarImage of a site whose feed photos the platform resizes, beside one drawing its photos. */

const FEED = 'northside-used-cars';
const DRAWN = 'coastal-motor-group';
const PHOTO = 'https://photos.dealer.example/front.jpg';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let feedCar: string;

beforeAll(async () => {
  const sites = (await loadDemoSites()).map((site) =>
    site.config.slug === FEED
      ? { ...site, config: { ...site.config, photos: { source: 'feed' as const } } }
      : site,
  );
  platform = await createTestPlatform(8, sites);
  const site = platform.site(FEED);
  const cars = generateStock(site, { size: 8, now: TEST_NOW }).map((car) => ({
    ...car,
    photoUrls: [PHOTO],
    photosCount: 1,
  }));
  await platform.stockSearch.replaceSiteStock(site, cars);
  feedCar = cars.find((car) => car.status === 'in_stock')!.slug;
});
afterAll(() => platform.close());

const IMAGE = /* GraphQL */ `
  query ($slug: String!) {
    car(slug: $slug) {
      primaryImage {
        url
        asked700: url(width: 700)
        asked4000: url(width: 4000)
        srcSet
        thumbUrl
      }
    }
  }
`;

interface ImageData {
  car: {
    primaryImage: {
      url: string;
      asked700: string;
      asked4000: string;
      srcSet: string | null;
      thumbUrl: string;
    } | null;
  } | null;
}

describe('CarImage', () => {
  it("a feed photo: this origin's address at the served widths, all of them in srcSet", async () => {
    const { data } = await platform.query<ImageData>(platform.hostOf(FEED), IMAGE, {
      slug: feedCar,
    });
    const address = `/media/cars/${feedCar}/photos/1/${sourceUrlHash(PHOTO)}`;
    expect(data?.car?.primaryImage).toEqual({
      url: `${address}?q=75`,
      asked700: `${address}?w=960&q=75`,
      asked4000: `${address}?w=1920&q=75`,
      srcSet: [320, 640, 960, 1280, 1920].map((w) => `${address}?w=${w}&q=75 ${w}w`).join(', '),
      thumbUrl: `${address}?w=320&q=75`,
    });
  });

  it('a drawn photo scales itself: the asked width as it is, and no srcSet', async () => {
    const [car] = generateStock(platform.site(DRAWN), { size: 8, now: TEST_NOW }).filter(
      (record) => record.photosCount > 0 && record.status === 'in_stock',
    );
    const { data } = await platform.query<ImageData>(platform.hostOf(DRAWN), IMAGE, {
      slug: car!.slug,
    });
    expect(data?.car?.primaryImage?.asked700).toMatch(/\.svg\?w=700&q=75$/);
    expect(data?.car?.primaryImage?.srcSet).toBeNull();
    expect(data?.car?.primaryImage?.thumbUrl).toMatch(/\.svg\?w=200&q=75$/);
  });
});
