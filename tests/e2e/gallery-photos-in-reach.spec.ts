import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock } from './support/demo-cars.js';
import { openHydrated } from './support/hydration.js';

/** The thumbnails' width in the image address; the slides ask for wider ones. */
const THUMBNAIL_WIDTH = '200';

/** The gallery photos of the car a page has asked the server for, by kind and photo number. */
function watchPhotoRequests(page: Page, slug: string) {
  const slides = new Set<number>();
  const thumbnails = new Set<number>();
  const photo = new RegExp(`/media/cars/${slug}/photos/(\\d+)\\.`);
  page.on('request', (request) => {
    const url = new URL(request.url());
    const n = photo.exec(url.pathname)?.[1];
    if (n === undefined) return;
    (url.searchParams.get('w') === THUMBNAIL_WIDTH ? thumbnails : slides).add(Number(n));
  });
  const sorted = (numbers: Set<number>) => [...numbers].sort((a, b) => a - b);
  return { slides: () => sorted(slides), thumbnails: () => sorted(thumbnails) };
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

test.describe('vehicle gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fetches the photos a shopper is at or near, and the rest as they come near', async ({
    page,
  }) => {
    const car = await findCarInStock(
      page,
      (c) => c.photosCount >= 12 && !c.spinImages.length && !c.video,
    );
    expect(car, 'a car in stock with at least 12 photos, no spin and no video').not.toBeNull();
    const requested = watchPhotoRequests(page, car!.slug);
    await openHydrated(page, car!.path);
    await page.waitForLoadState('networkidle');

    // The first slide and the next; the thumbnails a wide row shows, of which a phone shows four.
    expect(requested.slides()).toEqual([1, 2]);
    expect(requested.thumbnails()).toEqual(upTo(9));

    const gallery = page.getByRole('region', { name: `Photos of ${car!.name}` }).first();
    await gallery.getByRole('button', { name: 'Next slide' }).click();
    await gallery.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(requested.slides).toEqual(upTo(4));
    await expect(gallery.getByRole('img', { name: `${car!.name}, photo 3` })).toBeVisible();

    // Scrolled to its end, the row fetches every thumbnail, and each one shows its photo.
    const row = page.getByRole('list', { name: 'Photos' });
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect.poll(requested.thumbnails).toEqual(upTo(car!.photosCount));
    await expect
      .poll(() =>
        row
          .locator('img')
          .evaluateAll(
            (images) =>
              images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBe(car!.photosCount);
  });
});
