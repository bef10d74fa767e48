import type { FilePromotion } from '@forecourt/tenants/promotions/promotions-file.schema';
import type { Site } from '@forecourt/tenants/site';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

const COASTAL = 'coastal-motor-group';
const OUTBACK = 'outback-caravans';

const card = (id: string, extra: Partial<FilePromotion> = {}): FilePromotion => ({
  id,
  title: `Offer ${id}`,
  image: { file: `promo-${id}.png`, width: 1200, height: 400 },
  carTypes: [],
  strictDisplay: false,
  placements: ['homeSlider', 'searchTiles', 'specialOffers'],
  ...extra,
});

/** 1 November 2026, 10:00 in Brisbane (the test platform's clock). */
const PROMOTIONS: FilePromotion[] = [
  card('anyone'),
  card('positioned', { position: 1, href: '/finance' }),
  card('used', { carTypes: ['used'] }),
  card('strict-new', { carTypes: ['new'], strictDisplay: true }),
  card('expired', { expiresAt: '2026-10-31' }),
  card('future', { startsAt: '2026-11-02' }),
  card('vector', {
    image: { file: 'promo-vector.svg', width: 1920, height: 540, alt: 'A ute on a beach' },
    placements: ['homeSlider'],
  }),
];

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  const sites: Site[] = (await loadDemoSites()).map((site) =>
    site.config.slug === COASTAL ? { ...site, promotions: PROMOTIONS } : site,
  );
  platform = await createTestPlatform(200, sites);
});
afterAll(() => platform.close());

interface PromotionData {
  internalID: string;
  href: string | null;
  linkText: string;
  image: { url: string; srcSet: string | null; width: number; height: number; alt: string };
}

const PROMOTIONS_QUERY = /* GraphQL */ `
  query Promotions($placement: PromotionPlacement!, $carTypes: [CarType!], $first: Int) {
    site {
      promotions(placement: $placement, carTypes: $carTypes, first: $first) {
        internalID
        href
        linkText
        image {
          url
          srcSet
          width
          height
          alt
        }
      }
    }
  }
`;

async function promotions(variables: Record<string, unknown>, slug = COASTAL) {
  const response = await platform.query<{ site: { promotions: PromotionData[] } }>(
    platform.hostOf(slug),
    PROMOTIONS_QUERY,
    variables,
  );
  return response;
}

const idsOf = (list: PromotionData[]) => list.map((p) => p.internalID);

describe('Site.promotions', () => {
  it('shows the active cards of a placement, positioned first; strict ones need a car type', async () => {
    const { data } = await promotions({ placement: 'SEARCH_TILES' });
    const ids = idsOf(data!.site.promotions);
    expect(ids[0]).toBe('positioned');
    expect([...ids].sort()).toEqual(['anyone', 'positioned', 'used']);
  });

  it('follows the selected car types', async () => {
    const used = await promotions({ placement: 'SEARCH_TILES', carTypes: ['USED'] });
    expect(idsOf(used.data!.site.promotions).sort()).toEqual(['anyone', 'positioned', 'used']);
    const fresh = await promotions({ placement: 'SEARCH_TILES', carTypes: ['NEW'] });
    expect(idsOf(fresh.data!.site.promotions).sort()).toEqual([
      'anyone',
      'positioned',
      'strict-new',
    ]);
  });

  it('gives a raster image its served widths and an SVG one address', async () => {
    const { data } = await promotions({ placement: 'HOME_SLIDER' });
    const byId = new Map(data!.site.promotions.map((p) => [p.internalID, p]));
    expect(byId.get('positioned')).toMatchObject({ href: '/finance', linkText: 'Find out more' });
    expect(byId.get('anyone')!.image).toEqual({
      url: '/media/site/images/promo-anyone.png?w=960',
      srcSet:
        '/media/site/images/promo-anyone.png?w=320 320w, /media/site/images/promo-anyone.png?w=640 640w, /media/site/images/promo-anyone.png?w=960 960w',
      width: 1200,
      height: 400,
      alt: 'Offer anyone',
    });
    expect(byId.get('vector')!.image).toMatchObject({
      url: '/media/site/images/promo-vector.svg?w=1920',
      srcSet: null,
      alt: 'A ute on a beach',
    });
  });

  it('limits how many are asked for, and refuses an out-of-range first', async () => {
    const { data } = await promotions({ placement: 'HOME_SLIDER', first: 2 });
    expect(data!.site.promotions).toHaveLength(2);
    const refused = await promotions({ placement: 'HOME_SLIDER', first: 51 });
    expect(refused.errors?.[0]?.message).toMatch(/must be between 1 and 50/);
  });

  it('sends upcoming cards ahead with their dates when asked, never expired ones', async () => {
    const response = await platform.query<{
      site: { promotions: { internalID: string; activeNow: boolean; startsAt: string | null }[] };
    }>(
      platform.hostOf(COASTAL),
      /* GraphQL */ `
        {
          site {
            promotions(placement: SEARCH_TILES, includeUpcoming: true) {
              internalID
              activeNow
              startsAt
            }
          }
        }
      `,
    );
    const byId = new Map(response.data!.site.promotions.map((p) => [p.internalID, p]));
    expect([...byId.keys()].sort()).toEqual(['anyone', 'future', 'positioned', 'used']);
    expect(byId.get('future')).toEqual({
      internalID: 'future',
      activeNow: false,
      startsAt: '2026-11-02',
    });
    expect(byId.get('anyone')!.activeNow).toBe(true);
  });

  it('reads only the request’s site: another site has none of these', async () => {
    const { data } = await promotions({ placement: 'HOME_SLIDER' }, OUTBACK);
    const ids = idsOf(data!.site.promotions);
    expect(ids.filter((id) => PROMOTIONS.some((p) => p.id === id))).toEqual([]);
  });
});

describe('SearchLanding.promoTiles', () => {
  const TILES = /* GraphQL */ `
    query Tiles($path: String!, $filters: CarFilters) {
      site {
        promotionSettings {
          sliderWidth
          sliderHeight
          searchTileEvery
        }
      }
      searchLanding(path: $path) {
        promoTiles(filters: $filters) {
          internalID
        }
      }
    }
  `;
  type Tiles = {
    site: { promotionSettings: Record<string, number> };
    searchLanding: { promoTiles: { internalID: string }[] };
  };
  const tiles = (path: string, filters?: unknown) =>
    platform.query<Tiles>(platform.hostOf(COASTAL), TILES, { path, filters });

  it('takes the car type from the path, and the shopper’s filter over it', async () => {
    const all = await tiles('/search/new-used-and-demo-cars');
    expect(all.data!.site.promotionSettings).toEqual({
      sliderWidth: 1920,
      sliderHeight: 540,
      searchTileEvery: 6,
    });
    // Two tiles by default: the positioned one first.
    expect(all.data!.searchLanding.promoTiles.map((t) => t.internalID)[0]).toBe('positioned');
    expect(all.data!.searchLanding.promoTiles).toHaveLength(2);
    const newCars = await tiles('/search/new-cars');
    const ids = (r: typeof newCars) => r.data!.searchLanding.promoTiles.map((t) => t.internalID);
    expect(ids(newCars)).toContain('positioned');
    expect(ids(newCars).every((id) => ['positioned', 'anyone', 'strict-new'].includes(id))).toBe(
      true,
    );
    const filteredUsed = await tiles('/search/new-cars', { carType: ['USED'] });
    expect(ids(filteredUsed).every((id) => ['positioned', 'anyone', 'used'].includes(id))).toBe(
      true,
    );
  });
});

describe('Site.specialOffers', () => {
  const OFFERS = /* GraphQL */ `
    {
      site {
        specialOffers {
          tags
          onSpecial
          totalCount
          cars {
            tag {
              label
            }
          }
        }
      }
    }
  `;
  type Offers = {
    site: {
      specialOffers: {
        tags: string[];
        onSpecial: boolean;
        totalCount: number;
        cars: { tag: { label: string } | null }[];
      };
    };
  };

  it('lists the cars carrying an offer tag', async () => {
    const response = await platform.query<Offers>(platform.hostOf(COASTAL), OFFERS);
    const { tags, onSpecial, cars, totalCount } = response.data!.site.specialOffers;
    expect(tags).toEqual(['Runout Sale']);
    expect(onSpecial).toBe(true);
    expect(totalCount).toBeGreaterThan(0);
    expect(cars.length).toBeLessThanOrEqual(12);
    expect(cars.every((car) => car.tag?.label === 'Runout Sale')).toBe(true);
  });

  it('lists the site’s stock when no car carries an offer tag', async () => {
    // Northside sells used cars only, and runouts are new.
    const response = await platform.query<Offers>(platform.hostOf('northside-used-cars'), OFFERS);
    const { onSpecial, cars } = response.data!.site.specialOffers;
    expect(onSpecial).toBe(false);
    expect(cars).toHaveLength(12);
  });
});
