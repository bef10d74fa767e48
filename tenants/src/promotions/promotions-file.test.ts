import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../load-sites.js';
import { SiteConfigError } from '../site-config-error.js';

const SITE = {
  slug: 'test-motors',
  name: 'Test Motors',
  description: 'A dealer for tests.',
  theme: {
    colours: { primary: '#112233', secondary: '#445566', accent: '#778899' },
    logo: { url: 'logo.svg', alt: 'Test Motors', width: 200, height: 50 },
  },
  contact: { email: 'sales@test.com.au', phone: '(07) 5555 1234' },
  stock: { kind: 'generated', size: 10, seed: 1, carTypes: { used: 1 }, itemTypes: { car: 1 } },
};

const LOCATION = {
  id: 'loc-1',
  name: 'Test Motors - Sales',
  dealershipId: 'dealer-1',
  dealershipSlug: 'test-motors',
  dealershipName: 'Test Motors',
  primary: true,
  address: {
    street: '1 Main Street',
    city: 'Southport',
    state: 'QLD',
    postcode: '4215',
    lat: -27.97,
    long: 153.4,
  },
  contact: { phone: '(07) 5555 1234' },
};

const promotion = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Finance from 4.9%',
  image: { file: 'promo-finance.svg', width: 1920, height: 540 },
  ...extra,
});

let root: string;
let dir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'forecourt-promotions-'));
  dir = join(root, 'sites', 'test-motors');
  await mkdir(join(dir, 'images'), { recursive: true });
  await writeFile(join(dir, 'site.json'), JSON.stringify(SITE));
  await writeFile(join(dir, 'locations.json'), JSON.stringify([LOCATION]));
  await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'images', 'promo-finance.svg'), '<svg/>');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function problems(promotions: unknown): Promise<string[]> {
  await writeFile(join(dir, 'promotions.json'), JSON.stringify(promotions));
  const error = await loadSite(dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteConfigError);
  return (error as SiteConfigError).message.split('\n').slice(1);
}

describe('promotions.json', () => {
  it('is optional: a site without one has no promotions', async () => {
    const site = await loadSite(dir);
    expect(site.promotions).toEqual([]);
    expect(site.config.promotions).toMatchObject({ sliderWidth: 1920, sliderHeight: 540 });
  });

  it('loads its cards in file order with the defaults of a card', async () => {
    await writeFile(
      join(dir, 'promotions.json'),
      JSON.stringify([
        promotion('finance', { startsAt: '2026-03-01', expiresAt: '2026-03-31T17:00:00+10:00' }),
        promotion('used-week', { position: 1, carTypes: ['used'], strictDisplay: true }),
      ]),
    );
    const site = await loadSite(dir);
    expect(site.promotions?.map((p) => p.id)).toEqual(['finance', 'used-week']);
    expect(site.promotions?.[0]).toMatchObject({
      carTypes: [],
      strictDisplay: false,
      placements: ['homeSlider', 'searchTiles', 'specialOffers'],
    });
  });

  it('names the file, card and field of every problem', async () => {
    const lines = await problems([
      promotion('a', { startsAt: '2026-02-30' }),
      promotion('b', { startsAt: '2026-03-10', expiresAt: '2026-03-01' }),
      promotion('a', { carTypes: ['vintage'] }),
      promotion('d', { href: 'http://example.com', position: 0 }),
      promotion('e', { image: { file: '../secret.png', width: 10, height: 10 } }),
      promotion('f', { image: { file: 'missing.png', width: 10, height: 10 } }),
      promotion('g', { startsAt: '2026-03-01T09:00:00' }),
    ]);
    const file = 'sites/test-motors/promotions.json';
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}: \\[0\\]\\.startsAt: a date as YYYY-MM-DD`)),
        `${file}: [1].expiresAt: is before startsAt`,
        `${file}: [2].id: duplicate id "a"`,
        expect.stringMatching(new RegExp(`^${file}: \\[2\\]\\.carTypes\\[0\\]: `)),
        `${file}: [3].href: a path of this site starting with / or an https address`,
        expect.stringMatching(new RegExp(`^${file}: \\[3\\]\\.position: `)),
        expect.stringMatching(new RegExp(`^${file}: \\[4\\]\\.image\\.file: a file name in`)),
        `${file}: [5].image.file: file "images/missing.png" not found in the site's folder`,
        expect.stringMatching(new RegExp(`^${file}: \\[6\\]\\.startsAt: a date as YYYY-MM-DD`)),
      ]),
    );
  });
});
