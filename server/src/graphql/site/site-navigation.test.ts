import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

interface Link {
  label: string;
  href: string;
}
interface SiteData {
  site: {
    navigation: (Link & { children: Link[] })[];
    search: { priceSlider: { min: number; max: number; step: number } };
  };
}

const SITE = /* GraphQL */ `
  query SiteNavigation {
    site {
      navigation {
        label
        href
        children {
          label
          href
        }
      }
      search {
        priceSlider {
          min
          max
          step
        }
      }
    }
  }
`;

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(10);
});

const siteOf = async (slug: string) => {
  const response = await platform.query<SiteData>(platform.hostOf(slug), SITE);
  expect(response.errors).toBeUndefined();
  return response.data!.site;
};

describe('site navigation and price slider', () => {
  it('gives a site without its own menu the default header menu and slider', async () => {
    const site = await siteOf('coastal-motor-group');
    expect(site.navigation).toEqual([
      {
        label: 'Stock',
        href: '/search/new-used-and-demo-cars',
        children: [
          { label: 'All stock', href: '/search/new-used-and-demo-cars' },
          { label: 'New and demo', href: '/search/new-and-demo-cars' },
          { label: 'Used', href: '/search/used-cars' },
        ],
      },
      { label: 'Finance', href: '/finance', children: [] },
      { label: 'Sell your car', href: '/trade-in', children: [] },
      { label: 'Service', href: '/service', children: [] },
      { label: 'Locations', href: '/dealer-locator', children: [] },
      { label: 'Contact', href: '/contact', children: [] },
    ]);
    expect(site.search.priceSlider).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });

  it('serves a site’s own menu in its order, plain links without children', async () => {
    const site = await siteOf('northside-used-cars');
    const configured = platform.site('northside-used-cars').config.navigation;
    expect(site.navigation.map((entry) => entry.label)).toEqual(configured.map((e) => e.label));
    expect(site.navigation[0]).toEqual({
      label: 'Pre-Owned Cars',
      href: '/search/used-cars',
      children: [],
    });
    // The used-only dealer's menu does not lead to new or demo stock it never shows.
    const hrefs = site.navigation.flatMap((entry) => [entry, ...entry.children]).map((l) => l.href);
    expect(hrefs).not.toContain('/search/new-and-demo-cars');
    expect(hrefs).not.toContain('/search/new-cars');
  });
});
