import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

/** Coastal's settings under another name, with pictures its images/ folder does not hold. */
const MISSING_PICTURES = 'missing-pictures-motors';

beforeAll(async () => {
  const sites = await loadDemoSites();
  const coastal = sites.find((site) => site.config.slug === 'coastal-motor-group')!;
  const { home } = coastal.config;
  const missing: Site = {
    ...coastal,
    config: {
      ...coastal.config,
      slug: MISSING_PICTURES,
      domains: [],
      home: {
        ...home,
        hero: { ...home.hero, image: { file: 'no-such-hero.svg', alt: 'Nothing' } },
        // A name that would leave images/ finds nothing either (settings refuse it anyway).
        welcome: { ...home.welcome, enabled: true, image: { file: '../site.json', alt: '' } },
      },
    },
  };
  platform = await createTestPlatform(200, [...sites, missing]);
});
afterAll(() => platform.close());

const HOME = /* GraphQL */ `
  query Home {
    site {
      name
      homePage {
        hero {
          heading
          text
          image {
            url
            srcSet
            width
            height
            alt
          }
          callToAction {
            label
            href
          }
        }
        bannerTiles {
          title
          href
          image {
            url
            width
            height
          }
        }
        groupStats {
          heading
          items {
            value
            label
          }
        }
        featuredStock {
          heading
          cars {
            carType
            body
            status
          }
        }
        recentlyAdded {
          heading
          sort
          cars {
            createdAt
            status
          }
        }
        whyProduct {
          title
          items {
            title
            icon
          }
        }
        whyBuyFromUs {
          title
          items {
            title
          }
        }
        welcome {
          heading
          primaryButton {
            label
            href
          }
          secondaryButton {
            label
            href
          }
        }
        acceptedPayments {
          heading
          methods {
            kind
            name
            icon {
              path
              colour
            }
          }
        }
      }
    }
  }
`;

interface HomeData {
  site: {
    name: string;
    homePage: {
      hero: {
        heading: string;
        text: string;
        image: { url: string; srcSet: string; width: number; height: number; alt: string } | null;
        callToAction: { label: string; href: string };
      };
      bannerTiles: { title: string; href: string; image: { url: string; width: number } | null }[];
      groupStats: { heading: string; items: { value: string; label: string }[] } | null;
      featuredStock: {
        heading: string;
        cars: { carType: string; body: string; status: string }[];
      } | null;
      recentlyAdded: {
        heading: string;
        sort: string;
        cars: { createdAt: string; status: string }[];
      } | null;
      whyProduct: { title: string; items: { title: string; icon: string }[] } | null;
      whyBuyFromUs: { title: string; items: { title: string }[] } | null;
      welcome: {
        heading: string;
        primaryButton: { label: string; href: string };
        secondaryButton: { label: string; href: string };
      } | null;
      acceptedPayments: {
        heading: string;
        methods: { kind: string; name: string; icon: { path: string; colour: string } | null }[];
      } | null;
    };
  };
}

async function home(slug: string) {
  const response = await platform.query<HomeData>(platform.hostOf(slug), HOME);
  expect(response.errors).toBeUndefined();
  return response.data!.site.homePage;
}

describe('Site.homePage', () => {
  it('gives the hero its picture from the site’s images/ with its intrinsic size', async () => {
    const { hero } = await home('coastal-motor-group');
    expect(hero.heading).toBe('Your next car, all along the coast');
    expect(hero.image).toEqual({
      // An SVG scales itself: one address, no srcset.
      url: '/media/site/images/hero-coast.svg?w=1920',
      srcSet: null,
      width: 1920,
      height: 720,
      alt: 'Cars driving along a coastal road',
    });
  });

  it('gives each site its own tiles, three by default', async () => {
    const tiles = (await home('northside-used-cars')).bannerTiles;
    expect(tiles.map((tile) => [tile.title, tile.href])).toEqual([
      ['Latest offers', '/special-offers'],
      ['Book a service', '/service'],
      ['Sell your car', '/sell-my-car'],
    ]);
    expect(tiles[0]!.image).toEqual({
      url: '/media/site/images/tile-offers.svg?w=1920',
      width: 640,
      height: 400,
    });
  });

  it('shows the stats banner on a group site only', async () => {
    expect((await home('coastal-motor-group')).groupStats?.items).toEqual([
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years established' },
    ]);
    expect((await home('northside-used-cars')).groupStats).toBeNull();
    expect((await home('outback-caravans')).groupStats).toBeNull();
  });

  it('fills the featured strip with in-stock cars of the chosen type and body only', async () => {
    const strip = (await home('coastal-motor-group')).featuredStock!;
    expect(strip.heading).toBe('New SUVs in stock');
    expect(strip.cars.length).toBeGreaterThan(0);
    expect(strip.cars.length).toBeLessThanOrEqual(8);
    for (const car of strip.cars) {
      expect(car).toEqual({ carType: 'NEW', body: 'SUV', status: 'IN_STOCK' });
    }
    expect((await home('outback-caravans')).featuredStock).toBeNull();
  });

  it('fills the recently added strip with the newest in-stock listings, newest first', async () => {
    const strip = (await home('outback-caravans')).recentlyAdded!;
    expect(strip.sort).toBe('LATEST');
    const listed = strip.cars.map((car) => car.createdAt);
    expect(listed).toHaveLength(6);
    expect(listed).toEqual([...listed].sort().reverse());
    expect(new Set(strip.cars.map((car) => car.status))).toEqual(new Set(['IN_STOCK']));
  });

  it('words Why {product}? with each site’s own warranty', async () => {
    const coastal = (await home('coastal-motor-group')).whyProduct!;
    expect(coastal.title).toBe('Why Coastal Certified?');
    expect(coastal.items[0]).toEqual({ title: '5-Year Mechanical Protection', icon: 'WARRANTY' });
    const northside = (await home('northside-used-cars')).whyProduct!;
    expect(northside.items[0]!.title).toBe('3-Year Mechanical Protection');
    expect((await home('outback-caravans')).whyProduct!.title).toBe('Why Outback?');
  });

  it('shows Why Buy From Us and the welcome section only where switched on', async () => {
    const northside = await home('northside-used-cars');
    expect(northside.whyBuyFromUs?.items.map((item) => item.title)).toEqual([
      '3 Year Warranty',
      'Easy Finance',
      '50+ Years',
    ]);
    expect(northside.welcome).toBeNull();
    const outback = await home('outback-caravans');
    expect(outback.whyBuyFromUs).toBeNull();
    expect(outback.welcome).toMatchObject({
      primaryButton: { label: 'View Our Cars', href: '/search/new-used-and-demo-cars' },
      secondaryButton: { label: 'Contact Us', href: '/contact' },
    });
  });

  it('lists the accepted payments with brand marks as SVG path data', async () => {
    const card = (await home('coastal-motor-group')).acceptedPayments!;
    expect(card.methods.map((method) => [method.kind, method.name])).toEqual([
      ['MASTERCARD', 'Mastercard'],
      ['VISA', 'Visa'],
      ['MAESTRO', 'Maestro'],
      ['GOOGLE_PAY', 'Google Pay'],
      ['APPLE_PAY', 'Apple Pay'],
    ]);
    const visa = card.methods.find((method) => method.kind === 'VISA')!;
    expect(visa.icon!.path).toMatch(/^M[\d.]/);
    expect(visa.icon!.colour).toMatch(/^#[0-9A-F]{6}$/i);
    // No mark exists for Maestro: its name stands alone.
    expect(card.methods.find((method) => method.kind === 'MAESTRO')!.icon).toBeNull();
    expect((await home('northside-used-cars')).acceptedPayments).toBeNull();
  });

  it('leaves out a picture missing from the site’s images/ rather than break the page', async () => {
    const response = await platform.query<{
      site: { homePage: { hero: { image: unknown }; welcome: { image: unknown } } };
    }>(
      platform.hostOf(MISSING_PICTURES),
      /* GraphQL */ `
        {
          site {
            homePage {
              hero {
                image {
                  url
                }
              }
              welcome {
                image {
                  url
                }
              }
            }
          }
        }
      `,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.site.homePage.hero.image).toBeNull();
    expect(response.data!.site.homePage.welcome.image).toBeNull();
  });
});
