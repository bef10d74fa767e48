import { describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import { toStockDocument } from '../stock/stock-document.js';
import { carPhotoUrls } from './car-photos.port.js';
import { createCarPhotoSources } from './create-car-photo-sources.js';
import { handleMediaRequest } from './media-routes.js';
import {
  CAR_PHOTO_WIDTHS,
  SPIN_FRAME_WIDTHS,
  carPhotoUrl,
  feedPhotoUrl,
  feedSpinFrameUrl,
  spinFrameUrl,
} from './media-urls.js';
import { sourceUrlHash } from './photo-source-hash.js';

const withPhotoSource = (source: 'generated-drawings' | 'feed'): Site => ({
  ...harbourSite,
  config: { ...harbourSite.config, photos: { source } },
});

const feedPhotos = [
  'https://photos.dealer.example/corolla/front.jpg',
  'https://photos.dealer.example/corolla/rear.jpg',
];
const feedSpin = ['https://photos.dealer.example/corolla/spin-1.jpg'];
const corolla = {
  ...toStockDocument(harbourCars[0]!, harbourSite),
  photosCount: 2,
  spinFrameCount: 1,
  photoUrls: feedPhotos,
  spinFrameUrls: feedSpin,
};

const stock: SiteStock = {
  search: () => Promise.reject(new Error('not used')),
  findBySlugs: async (slugs) => slugs.map((slug) => (slug === corolla.slug ? corolla : null)),
  findByIds: () => Promise.reject(new Error('not used')),
};

describe('car photo sources, as the site settings name them', () => {
  const sources = createCarPhotoSources();

  it('generated drawings: addresses of photos drawn here, as many as the record says', () => {
    const photos = sources.forSite(withPhotoSource('generated-drawings'));
    expect(carPhotoUrls(photos, corolla)).toEqual([
      carPhotoUrl(corolla.slug, 1),
      carPhotoUrl(corolla.slug, 2),
    ]);
    expect(carPhotoUrls(photos, corolla, 1)).toEqual([carPhotoUrl(corolla.slug, 1)]);
    expect(photos.spinFrameUrls(corolla)).toEqual([spinFrameUrl(corolla.slug, 1)]);
    expect(photos.drawImage(corolla, { kind: 'photo', n: 1 })).toMatch(/^<svg /);
    expect(photos.photoWidths).toEqual([]);
    expect(photos.spinFrameWidths).toEqual([]);
    expect(photos.fetchedImageUrl(corolla, { kind: 'photo', n: 1 })).toBeNull();
    expect(photos.fetchedImageUrl(corolla, { kind: 'spin', n: 1 })).toBeNull();
  });

  it("feed: this platform's addresses for the feed's photos and spin frames", () => {
    const photos = sources.forSite(withPhotoSource('feed'));
    expect(carPhotoUrls(photos, corolla)).toEqual([
      feedPhotoUrl(corolla.slug, 1, sourceUrlHash(feedPhotos[0]!)),
      feedPhotoUrl(corolla.slug, 2, sourceUrlHash(feedPhotos[1]!)),
    ]);
    expect(carPhotoUrls(photos, corolla, 1)).toEqual([
      feedPhotoUrl(corolla.slug, 1, sourceUrlHash(feedPhotos[0]!)),
    ]);
    expect(() => photos.photoUrl(corolla, 3)).toThrow(RangeError);
    expect(photos.photoUrl(corolla, 1)).toMatch(
      /^\/media\/cars\/[a-z0-9-]+\/photos\/1\/[0-9a-f]{16}$/,
    );
    expect(photos.photoWidths).toEqual(CAR_PHOTO_WIDTHS);
    expect(photos.fetchedImageUrl(corolla, { kind: 'photo', n: 2 })).toBe(feedPhotos[1]);
    expect(photos.fetchedImageUrl(corolla, { kind: 'photo', n: 3 })).toBeNull();
    expect(photos.spinFrameUrls(corolla)).toEqual([
      feedSpinFrameUrl(corolla.slug, 1, sourceUrlHash(feedSpin[0]!)),
    ]);
    expect(photos.spinFrameUrls(corolla)[0]).toMatch(
      /^\/media\/cars\/[a-z0-9-]+\/spin\/1\/[0-9a-f]{16}$/,
    );
    expect(photos.spinFrameWidths).toEqual(SPIN_FRAME_WIDTHS);
    expect(photos.fetchedImageUrl(corolla, { kind: 'spin', n: 1 })).toBe(feedSpin[0]);
    expect(photos.fetchedImageUrl(corolla, { kind: 'spin', n: 2 })).toBeNull();
    expect(photos.spinFrameUrls({ ...corolla, spinFrameUrls: undefined })).toEqual([]);
    expect(carPhotoUrls(photos, { ...corolla, photoUrls: undefined })).toEqual([]);
    expect(photos.drawImage(corolla, { kind: 'photo', n: 1 })).toBeNull();
  });

  it("a listing photo asks the source for that one photo's address, not the gallery's", () => {
    const feed = sources.forSite(withPhotoSource('feed'));
    const asked: number[] = [];
    const counting = {
      ...feed,
      photoUrl: (car: typeof corolla, n: number) => {
        asked.push(n);
        return feed.photoUrl(car, n);
      },
    };
    expect(carPhotoUrls(counting, corolla, 1)).toHaveLength(1);
    expect(asked).toEqual([1]);
    expect(carPhotoUrls(counting, corolla, 10)).toHaveLength(2);
  });

  it('a site showing its feed photos serves no drawings under /media/cars/', async () => {
    const site = withPhotoSource('feed');
    const request = new Request(`http://harbour-motors.localhost${carPhotoUrl(corolla.slug, 1)}`);
    const response = await handleMediaRequest(request, site, stock, sources.forSite(site));
    expect(response?.status).toBe(404);
    const drawn = withPhotoSource('generated-drawings');
    const served = await handleMediaRequest(request, drawn, stock, sources.forSite(drawn));
    expect(served?.status).toBe(200);
  });
});
