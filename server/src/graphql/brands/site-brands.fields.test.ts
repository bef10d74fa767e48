import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform(300);
});
afterAll(() => platform.close());

const COASTAL = 'coastal-motor-group';
const OUTBACK = 'outback-caravans';
const NORTHSIDE = 'northside-used-cars';

const GRIDS = /* GraphQL */ `
  {
    site {
      brandGrids {
        title
        kind
        brands {
          title
          slug
          logoUrl
          href
          stockPath
          stockCount
        }
      }
    }
  }
`;

interface GridBrand {
  title: string;
  slug: string;
  logoUrl: string;
  href: string;
  stockPath: string | null;
  stockCount: number;
}
interface Grid {
  title: string;
  kind: string;
  brands: GridBrand[];
}

async function grids(site: string) {
  const response = await platform.query<{ site: { brandGrids: Grid[] } }>(
    platform.hostOf(site),
    GRIDS,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.site.brandGrids;
}

const BRAND = /* GraphQL */ `
  query Brand($slug: String!) {
    site {
      brand(slug: $slug) {
        title
        slug
        kind
        logoUrl
        bannerUrl
        description
        skipPage
        externalUrl
        stockPath
        manufacturer {
          name
          kinds
          logo {
            url
          }
        }
        stockCount
        cars(first: 4) {
          make
        }
      }
    }
  }
`;

interface Brand {
  title: string;
  slug: string;
  kind: string;
  logoUrl: string;
  bannerUrl: string | null;
  description: string[];
  skipPage: boolean;
  externalUrl: string | null;
  stockPath: string | null;
  manufacturer: { name: string; kinds: string[]; logo: { url: string } | null } | null;
  stockCount: number;
  cars: { make: string }[];
}

async function brand(site: string, slug: string) {
  const response = await platform.query<{ site: { brand: Brand | null } }>(
    platform.hostOf(site),
    BRAND,
    { slug },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.site.brand;
}

describe('Site.brandGrids', () => {
  it('shows by default the makes in stock, by name, each linked to its brand page', async () => {
    const [cars, group] = await grids(COASTAL);
    expect(cars!.kind).toBe('CAR');
    expect(cars!.brands.map((b) => b.title)).toEqual(
      [...cars!.brands.map((b) => b.title)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(cars!.brands.length).toBe(15);
    const toyota = cars!.brands.find((b) => b.slug === 'toyota')!;
    expect(toyota).toMatchObject({
      title: 'Toyota',
      href: '/toyota/overview',
      logoUrl: '/media/brands/toyota.svg',
      stockPath: '/search/toyota',
    });
    expect(toyota.stockCount).toBeGreaterThan(0);
    expect(group!.kind).toBe('GROUP');
  });

  it('links a skipPage brand to its website', async () => {
    const group = (await grids(COASTAL)).find((grid) => grid.kind === 'GROUP')!;
    expect(group.brands.find((b) => b.slug === 'coastal-fleet')!.href).toBe(
      'https://fleet.coastalmotorgroup.com.au',
    );
  });

  it('shows only the grids a site fills, in order', async () => {
    expect((await grids(OUTBACK)).map((grid) => grid.kind)).toEqual(['MOTORCYCLE', 'CARAVAN']);
    const caravans = (await grids(OUTBACK))[1]!.brands.map((b) => b.title);
    expect(caravans).toContain('Lotus Caravans');
    expect(caravans).toContain('Zone RV');
  });
});

describe('Site.brand', () => {
  it('gives a brand page its text, logo and in-stock vehicles of the make only', async () => {
    const jayco = (await brand(OUTBACK, 'jayco'))!;
    expect(jayco).toMatchObject({
      title: 'Jayco',
      kind: 'CARAVAN',
      logoUrl: '/media/brands/jayco.svg',
      bannerUrl: null,
      skipPage: false,
      stockPath: '/search/jayco',
      manufacturer: { name: 'Jayco', kinds: ['CARAVAN'], logo: null },
    });
    expect(jayco.description).toHaveLength(2);
    expect(jayco.stockCount).toBeGreaterThan(0);
    expect(jayco.cars).toHaveLength(Math.min(4, jayco.stockCount));
    for (const car of jayco.cars) expect(car.make).toBe('Jayco');
  });

  it('says when the make has a mark of the icon set', async () => {
    const honda = (await brand(OUTBACK, 'honda'))!;
    expect(honda.manufacturer!.logo).toEqual({ url: '/media/brands/honda.svg' });
  });

  it('answers null for a brand the site does not show, and flags skipPage brands', async () => {
    expect(await brand(COASTAL, 'jayco')).toBeNull();
    expect(await brand(OUTBACK, 'toyota')).toBeNull();
    expect(await brand(COASTAL, 'coastal-fleet')).toMatchObject({
      skipPage: true,
      externalUrl: 'https://fleet.coastalmotorgroup.com.au',
    });
  });
});

describe('Site.brandMenu', () => {
  const MENU = /* GraphQL */ `
    {
      site {
        brandMenu {
          label
          path
          items {
            title
            logoUrl
            href
          }
        }
      }
    }
  `;
  type Menu = { label: string; path: string; items: { title: string; href: string }[] } | null;
  const menu = async (site: string) =>
    (await platform.query<{ site: { brandMenu: Menu } }>(platform.hostOf(site), MENU)).data!.site
      .brandMenu;

  it('lists the chosen grids’ logos, each to its stock page', async () => {
    const outback = (await menu(OUTBACK))!;
    expect(outback.label).toBe('Brands');
    expect(outback.path).toBe('/brands');
    expect(outback.items[0]).toMatchObject({ title: 'Jayco', href: '/search/jayco' });
    expect(outback.items.map((item) => item.title)).toContain('Harley-Davidson');
  });

  it('is null on a site without one', async () => {
    expect(await menu(NORTHSIDE)).toBeNull();
  });
});

describe('Site.manufacturers', () => {
  it('lists the whole manufacturer list with global ids node() can fetch again', async () => {
    const response = await platform.query<{
      site: { manufacturers: { id: string; slug: string }[] };
    }>(platform.hostOf(NORTHSIDE), '{ site { manufacturers { id slug } } }');
    const list = response.data!.site.manufacturers;
    expect(list.length).toBeGreaterThanOrEqual(130);
    const toyota = list.find((m) => m.slug === 'toyota')!;
    const node = await platform.query<{ node: { name: string } }>(
      platform.hostOf(NORTHSIDE),
      'query($id: ID!) { node(id: $id) { ... on Manufacturer { name } } }',
      { id: toyota.id },
    );
    expect(node.data!.node.name).toBe('Toyota');
  });
});
