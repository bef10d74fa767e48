import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
let platform: Platform;

const COASTAL = 'coastal-motor-group.localhost';
const NORTHSIDE = 'northside-used-cars.localhost';
const OUTBACK = 'outback-caravans.localhost';

interface PageAnswer {
  site: {
    contentPage: {
      path: string;
      title: string;
      description: string;
      html: string;
      breadcrumbs: { label: string; path: string }[];
    } | null;
  };
}

const PAGE = `query ($path: String!) {
  site { contentPage(path: $path) { path title description html breadcrumbs { label path } } }
}`;

const pageAt = (host: string, path: string) =>
  platform.query<PageAnswer>(host, PAGE, { path }).then((answer) => answer);

beforeAll(async () => {
  platform = await createTestPlatform(20);
});

describe('content pages', () => {
  it("answers a site's page by its address, rendered, with its title and description", async () => {
    const { data, errors } = await pageAt(COASTAL, '/pages/warranty');
    expect(errors).toBeUndefined();
    const page = data!.site.contentPage!;
    expect(page.title).toBe('Our warranty');
    expect(page.description).toBe(
      'Every vehicle we sell comes with cover, so you can drive away with confidence.',
    );
    expect(page.html).toContain('<h1>Our warranty</h1>');
    expect(page.html).toContain('<table>');
    expect(page.breadcrumbs).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Our warranty', path: '/pages/warranty' },
    ]);
  });

  it("never answers another site's page", async () => {
    // Only Coastal has a showroom picture on its About page; each site reads its own file.
    const coastal = (await pageAt(COASTAL, '/about-us')).data!.site.contentPage!;
    const northside = (await pageAt(NORTHSIDE, '/about-us')).data!.site.contentPage!;
    expect(coastal.title).toBe('About Coastal Motor Group');
    expect(northside.title).toBe('About Northside Used Cars');
    expect(northside.html).not.toContain('Coastal');
    // Outback left its parts page out: Coastal's is not shown in its place.
    expect((await pageAt(OUTBACK, '/vehicle-parts-and-accessories')).data!.site.contentPage).toBe(
      null,
    );
  });

  it('answers null, never an error, for an address of another shape or too long', async () => {
    for (const path of ['/finance', '/../site.json', '/pages/a/b', 'about-us', '/About-Us', '']) {
      const { data, errors } = await pageAt(COASTAL, path);
      expect(errors, path).toBeUndefined();
      expect(data!.site.contentPage, path).toBeNull();
    }
    const tooLong = await pageAt(COASTAL, `/${'a'.repeat(300)}`);
    expect(tooLong.errors?.[0]?.message).toMatch(/at most 200 characters/);
    expect(JSON.stringify(tooLong.errors)).not.toMatch(/\/work|\.ts:|at .*\(/);
  });

  it('lists the site’s pages for its footer', async () => {
    const { data } = await platform.query<{ site: { contentPages: { path: string }[] } }>(
      OUTBACK,
      '{ site { contentPages { path title } } }',
    );
    expect(data!.site.contentPages.map((page) => page.path)).toEqual([
      '/about-us',
      '/pages/faq',
      '/pages/specials',
      '/pages/warranty',
      '/privacy-policy',
      '/terms-and-conditions',
    ]);
  });
});

describe('Book a Service', () => {
  interface ServiceAnswer {
    site: {
      servicePage: { url: string; external: boolean; category: string };
      navigation: { label: string; href: string }[];
    };
  }
  const SERVICE = '{ site { servicePage { url external category } navigation { label href } } }';

  it('is the site’s own /service page, with the category its form starts with', async () => {
    const { data } = await platform.query<ServiceAnswer>(OUTBACK, SERVICE);
    expect(data!.site.servicePage).toEqual({
      url: '/service',
      external: false,
      category: 'Service Enquiry',
    });
    expect(data!.site.navigation).toContainEqual({ label: 'Service', href: '/service' });
  });

  it('leads to the booking page a site books through, menu links included', async () => {
    const site = platform.sites.find((s) => s.config.slug === 'coastal-motor-group')!;
    const externalUrl = 'https://booking.example.com/service';
    const original = site.config.servicePage;
    site.config.servicePage = { ...original, externalUrl };
    try {
      const { data } = await platform.query<ServiceAnswer>(COASTAL, SERVICE);
      expect(data!.site.servicePage.url).toBe(externalUrl);
      expect(data!.site.servicePage.external).toBe(true);
      expect(data!.site.navigation).toContainEqual({ label: 'Service', href: externalUrl });
    } finally {
      site.config.servicePage = original;
    }
  });
});
