import { describe, expect, it } from 'vitest';
import { homePageSchema } from './home-page.schema.js';

function issues(input: unknown) {
  const result = homePageSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('homePageSchema', () => {
  it('defaults to the spec’s three banner tiles: offers, service, sell your car', () => {
    const { bannerTiles } = homePageSchema.parse(undefined);
    expect(bannerTiles.enabled).toBe(true);
    expect(bannerTiles.tiles.map((tile) => [tile.title, tile.href])).toEqual([
      ['Latest offers', '/special-offers'],
      ['Book a service', '/service'],
      ['Sell your car', '/trade-in'],
    ]);
  });

  it('defaults the group stats to 50+ locations, 40+ brands and 30+ years', () => {
    const { groupStats } = homePageSchema.parse({});
    expect(groupStats.items.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '50+ Locations',
      '40+ Brands',
      '30+ Years established',
    ]);
  });

  it('shows the hero, tiles, newest stock and Why Buy From Us by default, the rest only when asked', () => {
    const home = homePageSchema.parse({});
    expect(home.hero).toEqual({
      heading: null,
      text: null,
      image: null,
      callToAction: { label: 'Browse our stock', href: '/search/new-used-and-demo-cars' },
    });
    expect(home.recentlyAdded).toEqual({ enabled: true, heading: 'Recently added', count: 8 });
    expect(home.whyBuyFromUs.enabled).toBe(true);
    expect(home.whyBuyFromUs.items.map((item) => item.title)).toEqual([
      '3 Year Warranty',
      'Easy Finance',
      '50+ Years',
    ]);
    expect(home.featuredStock.enabled).toBe(false);
    expect(home.whyProduct.enabled).toBe(false);
    expect(home.welcome.enabled).toBe(false);
    expect(home.acceptedPayments.enabled).toBe(false);
  });

  it('words Why {product} with 3-year protection unless the site says otherwise', () => {
    const { whyProduct } = homePageSchema.parse({ whyProduct: { enabled: true, product: 'Acme' } });
    expect(whyProduct.product).toBe('Acme');
    expect(whyProduct.items.map((item) => item.title)).toEqual([
      '3-Year Mechanical Protection',
      'Quality Assured',
      'Personalised Finance',
    ]);
  });

  it('gives the welcome section View Our Cars and Contact Us buttons', () => {
    const { welcome } = homePageSchema.parse({ welcome: { enabled: true } });
    expect([welcome.primaryButton.label, welcome.secondaryButton.label]).toEqual([
      'View Our Cars',
      'Contact Us',
    ]);
  });

  it('offers all five payment methods in the spec’s order', () => {
    const { acceptedPayments } = homePageSchema.parse({ acceptedPayments: { enabled: true } });
    expect(acceptedPayments.methods).toEqual([
      'mastercard',
      'visa',
      'maestro',
      'googlePay',
      'applePay',
    ]);
    expect(issues({ acceptedPayments: { methods: ['paypal'] } })).toHaveLength(1);
  });

  it('takes images by file name in images/ only, so no path leaves that folder', () => {
    expect(issues({ hero: { image: { file: 'hero.jpg' } } })).toEqual([]);
    for (const file of ['../site.json', 'nested/hero.jpg', '/etc/passwd', 'hero.exe']) {
      expect(issues({ hero: { image: { file } } })).toEqual([
        'hero.image.file: a file name in the site’s images/ folder (svg, png, jpg, webp or avif)',
      ]);
    }
  });

  it('refuses tiles that lead to another host through a protocol-relative path', () => {
    expect(issues({ bannerTiles: { tiles: [{ title: 'X', href: '//evil.example' }] } })).toEqual([
      'bannerTiles.tiles.0.href: a path starting with / or an https:// address',
    ]);
  });

  it('limits strips to 12 cars', () => {
    expect(issues({ recentlyAdded: { count: 13 } })).toHaveLength(1);
    expect(issues({ featuredStock: { count: 0 } })).toHaveLength(1);
  });
});
