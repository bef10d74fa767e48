import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceUrlHash } from '../../media/photo-source-hash.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

/** CarImage of a site whose feed photos the platform resizes, beside one drawing its photos. */

const FEED = 'northside-used-cars';
const DRAWN = 'coastal-motor-group';
const PHOTO = 'https://photos.dealer.example/front.jpg';
const FRAMES = [1, 2].map((n) => `https://photos.dealer.example/spin-${n}.jpg`);

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
    spinFrameUrls: FRAMES,
    spinFrameCount: FRAMES.length,
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
        alt
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
      alt: string;
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
      alt: expect.stringMatching(/, photo 1 of 1$/),
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
    expect(data?.car?.primaryImage?.alt).toMatch(new RegExp(`, photo 1 of ${car!.photosCount}$`));
  });
});

const SPIN = /* GraphQL */ `
  query ($slug: String!) {
    car(slug: $slug) {
      spinImages
      spinFrames {
        url(width: 960)
        srcSet
        width
        height
        alt
      }
    }
  }
`;

interface SpinData {
  car: {
    spinImages: string[];
    spinFrames: {
      url: string;
      srcSet: string | null;
      width: number;
      height: number;
      alt: string;
    }[];
  } | null;
}

describe('Car spin frames', () => {
  it("a feed's frames: this origin's addresses at the spin's widths, never the dealer's host", async () => {
    const { data } = await platform.query<SpinData>(platform.hostOf(FEED), SPIN, {
      slug: feedCar,
    });
    const addresses = FRAMES.map(
      (frame, i) => `/media/cars/${feedCar}/spin/${i + 1}/${sourceUrlHash(frame)}`,
    );
    expect(data?.car?.spinImages).toEqual(addresses);
    expect(data?.car?.spinFrames.map((frame) => frame.url)).toEqual(
      addresses.map((address) => `${address}?w=960&q=75`),
    );
    expect(data?.car?.spinFrames[1]?.srcSet).toBe(
      [320, 640, 960, 1280].map((w) => `${addresses[1]}?w=${w}&q=75 ${w}w`).join(', '),
    );
    expect(data?.car?.spinFrames[0]).toMatchObject({ width: 800, height: 600 });
    expect(data?.car?.spinFrames[0]?.alt).toMatch(/, 360° view, frame 1 of 2$/);
    expect(JSON.stringify(data)).not.toContain('photos.dealer.example');
  });

  it('drawn frames scale themselves: no srcSet', async () => {
    const [car] = generateStock(platform.site(DRAWN), { size: 8, now: TEST_NOW }).filter(
      (record) => record.spinFrameCount > 0 && record.status === 'in_stock',
    );
    const { data } = await platform.query<SpinData>(platform.hostOf(DRAWN), SPIN, {
      slug: car!.slug,
    });
    expect(data?.car?.spinFrames).toHaveLength(car!.spinFrameCount);
    expect(data?.car?.spinFrames[0]?.url).toMatch(/\/spin\/1\.svg\?w=960&q=75$/);
    expect(data?.car?.spinFrames[0]?.srcSet).toBeNull();
  });
});
