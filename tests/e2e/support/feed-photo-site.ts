import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SITES_DIR, loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { DEMO_SITES, type DemoSite } from './demo-sites.js';

/**
 * A sites folder holding one site that shows its feed's photos, as a real dealer's site does: a
 * copy of a demo site whose settings take the photos from the feed and the stock from a feed file,
 * each car of which lists photos on a photo host the test runs on this machine. The demo sites
 * themselves show drawings, which are SVG and have no widths to choose from.
 */

/** The demo site copied (used cars only, so every car has photos of its own in a real feed). */
export const FEED_PHOTO_SITE: DemoSite = DEMO_SITES.find(
  (site) => site.slug === 'northside-used-cars',
)!;

/** Enough cars to fill the first results page, few enough to index at once. */
const CARS = 30;
const PHOTOS_PER_CAR = 3;
const FEED_FILE = 'stock.json';

/**
 * The server reaches a photo host on the loopback only when told to, by the setting that lets a
 * deployment fetch from its own network (off unless set; server/src/sources/photos/).
 */
export const LOOPBACK_PHOTO_HOST_ENV = { FORECOURT_PHOTO_ALLOWED_ADDRESSES: '127.0.0.1' } as const;

/**
 * Writes the folder under `dir` (replacing nothing else there) and returns the slugs of the
 * cars in stock. `photoUrl` gives the host's address of a path such as `/cars/<name>.jpg`.
 */
export async function writeFeedPhotoSite(
  dir: string,
  photoUrl: (photoPath: string) => string,
): Promise<string[]> {
  const { slug } = FEED_PHOTO_SITE;
  const siteDir = path.join(dir, slug);
  await mkdir(dir, { recursive: true });
  await cp(path.join(DEMO_SITES_DIR, slug), siteDir, { recursive: true });
  const file = path.join(siteDir, 'site.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  settings.photos = { source: 'feed' };
  settings.stock = { kind: 'feed', file: FEED_FILE };
  await writeFile(file, `${JSON.stringify(settings, null, 2)}\n`);

  const demo = (await loadDemoSites()).find((site) => site.config.slug === slug)!;
  const cars = generateStock(demo, { size: CARS }).map((car) => {
    const photoUrls = Array.from({ length: PHOTOS_PER_CAR }, (_, i) =>
      photoUrl(`/cars/${car.slug}-${i + 1}.jpg`),
    );
    return { ...car, photoUrls, photosCount: photoUrls.length, spinFrameCount: 0 };
  });
  await writeFile(path.join(siteDir, FEED_FILE), JSON.stringify(cars));
  return cars.filter((car) => car.status === 'in_stock').map((car) => car.slug);
}
