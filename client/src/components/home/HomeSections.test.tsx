import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeSectionsTestQuery } from '../../__generated__/HomeSectionsTestQuery.graphql';
import { holdIdleTime } from '../../testing/idle-time';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { AcceptedPayments } from './AcceptedPayments';
import { BannerTiles } from './BannerTiles';
import { GroupStats } from './GroupStats';
import { HomeHero } from './HomeHero';
import { StockStrip } from './StockStrip';
import { WelcomeSection } from './WelcomeSection';
import { WhyProduct } from './WhyProduct';

const query = graphql`
  query HomeSectionsTestQuery @relay_test_operation {
    site {
      ...StockStrip_site
      homePage {
        hero {
          ...HomeHero_hero
        }
        bannerTiles {
          ...BannerTiles_tiles
        }
        groupStats {
          ...GroupStats_stats
        }
        featuredStock {
          ...StockStrip_strip
        }
        whyProduct {
          ...WhyProduct_callouts
        }
        welcome {
          ...WelcomeSection_welcome
        }
        acceptedPayments {
          ...AcceptedPayments_card
        }
      }
    }
  }
`;

const IMAGE = (file: string, width: number, height: number, alt = '') => ({
  url: `/media/site/images/${file}?w=960`,
  srcSet: `/media/site/images/${file}?w=320 320w, /media/site/images/${file}?w=1920 1920w`,
  width,
  height,
  alt,
});

const TILES = [
  {
    title: 'Latest offers',
    text: 'Specials',
    href: '/special-offers',
    image: IMAGE('t1.svg', 640, 400),
  },
  { title: 'Book a service', text: null, href: '/service', image: null },
  { title: 'Sell your car', text: 'Valuations', href: 'https://sell.example/', image: null },
];

type Section = 'image' | 'noImage';

function renderHome(hero: Section = 'image') {
  return renderWithRelay<HomeSectionsTestQuery>({
    query,
    resolvers: {
      HomeHero: () => ({
        heading: 'Made for the bush',
        text: 'Vans and bikes.',
        image: hero === 'image' ? IMAGE('hero.svg', 1920, 720, 'A caravan at sunset') : null,
        callToAction: { label: 'Browse vans', href: '/search/new-used-and-demo-cars' },
      }),
      HomePage: () => ({ bannerTiles: TILES }),
      HomeStats: () => ({
        heading: 'Coastal in numbers',
        items: [
          { value: '50+', label: 'Locations' },
          { value: '40+', label: 'Brands' },
        ],
      }),
      HomeStockStrip: () => ({
        heading: 'New SUVs',
        sort: null,
        carTypes: ['NEW'],
        makes: [],
        bodies: ['SUV'],
        tags: [],
      }),
      SearchSettings: () => ({ defaultSort: 'MOST_RELEVANT' }),
      HomeCallouts: () => ({
        title: 'Why Outback?',
        items: [
          { title: '3-Year Mechanical Protection', text: 'Cover.', icon: 'WARRANTY' },
          { title: 'Quality Assured', text: null, icon: 'QUALITY' },
        ],
      }),
      HomeWelcome: () => ({
        heading: 'Welcome',
        text: 'Family owned.',
        image: null,
        primaryButton: { label: 'View Our Cars', href: '/search/new-used-and-demo-cars' },
        secondaryButton: { label: 'Contact Us', href: '/contact' },
      }),
      AcceptedPayments: () => ({
        heading: 'We accept',
        methods: [
          { kind: 'VISA', name: 'Visa', icon: { path: 'M0 0h24v24H0z', colour: '#1A1F71' } },
          { kind: 'MAESTRO', name: 'Maestro', icon: null },
        ],
      }),
    },
    render: ({ site }) => {
      const home = site.homePage;
      return (
        <>
          <HomeHero hero={home.hero} priority={WIDE_SCREENS} />
          <BannerTiles tiles={home.bannerTiles} firstTilePriority={PHONES} />
          {home.groupStats && <GroupStats stats={home.groupStats} />}
          {home.featuredStock && (
            <StockStrip id="featured" strip={home.featuredStock} site={site} />
          )}
          {home.whyProduct && <WhyProduct callouts={home.whyProduct} />}
          {home.welcome && <WelcomeSection welcome={home.welcome} />}
          {home.acceptedPayments && <AcceptedPayments card={home.acceptedPayments} />}
        </>
      );
    },
  });
}

afterEach(() => {
  // Unmount while the idle stand-in is there: unmounting cancels the idle callback.
  cleanup();
  vi.unstubAllGlobals();
});

/** The screens where the hero's picture, and those where the first tile's, is the largest paint. */
const WIDE_SCREENS = '(min-width: 48em)';
const PHONES = '(max-width: 47.99em)';

/** The page's high-priority image preload for the screens a media query names, if any. */
const preloadFor = (media: string) =>
  document.head.querySelector<HTMLLinkElement>(
    `link[rel="preload"][as="image"][fetchpriority="high"][media="${media}"]`,
  );

describe('HomeHero', () => {
  it('is the page heading, with its picture sized and fetched first on wide screens', async () => {
    holdIdleTime();
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Made for the bush' })).toBeDefined();
    const picture = screen.getByRole('img', { name: 'A caravan at sunset' });
    expect(picture.getAttribute('width')).toBe('1920');
    expect(picture.getAttribute('height')).toBe('720');
    // On wide screens a preload fetches it ahead of everything; on phones, where the first tile
    // is the largest paint, it loads at once but behind that tile.
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('low');
    expect(picture.getAttribute('data-main-photo')).toBe(WIDE_SCREENS);
    expect(picture.getAttribute('srcset')).toContain('hero.svg?w=1920 1920w');
    const preload = preloadFor(WIDE_SCREENS);
    expect(preload?.getAttribute('imagesrcset')).toBe(picture.getAttribute('srcset'));
    expect(preload?.getAttribute('imagesizes')).toBe(picture.getAttribute('sizes'));
    expect(screen.getByRole('link', { name: 'Browse vans' }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    );
  });

  it('leaves the picture out when the site has none', async () => {
    holdIdleTime();
    await renderHome('noImage');
    expect(screen.queryByRole('img', { name: 'A caravan at sunset' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Made for the bush');
  });
});

describe('BannerTiles', () => {
  it('links each tile, site paths and other sites alike, inside a named carousel', async () => {
    holdIdleTime();
    await renderHome();
    const carousel = screen.getByRole('region', { name: 'Quick links' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/special-offers',
      '/service',
      'https://sell.example/',
    ]);
    expect(links[0]!.textContent).toBe('Latest offersSpecials');
    // The tile picture decorates: the tile's words name the link. The first tile is the largest
    // paint on a phone: it loads at once, first there (the browser test checks the others stay
    // lazy).
    const first = within(links[0]!).getByRole('presentation');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('data-main-photo')).toBe(PHONES);
    expect(preloadFor(PHONES)?.getAttribute('imagesrcset')).toBe(first.getAttribute('srcset'));
  });
});

describe('GroupStats', () => {
  it('lists each figure with its label under a heading', async () => {
    holdIdleTime();
    await renderHome();
    const stats = screen.getByRole('region', { name: 'Coastal in numbers' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['50+ Locations', '40+ Brands']);
  });
});

describe('StockStrip', () => {
  it('links See all to the same search the strip shows', async () => {
    holdIdleTime();
    await renderHome();
    const strip = screen.getByRole('region', { name: 'New SUVs' });
    const seeAll = within(strip).getByRole('link', { name: 'See all new suvs' });
    expect(seeAll.getAttribute('href')).toBe('/search/new-cars?refinementList[body][0]=SUV');
    expect(within(strip).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

describe('call-outs, welcome and payments', () => {
  it('titles the product call-outs and lists each one as a heading', async () => {
    holdIdleTime();
    await renderHome();
    const box = screen.getByRole('region', { name: 'Why Outback?' });
    expect(
      within(box)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['3-Year Mechanical Protection', 'Quality Assured']);
  });

  it('gives the welcome section its two buttons', async () => {
    holdIdleTime();
    await renderHome();
    const welcome = screen.getByRole('region', { name: 'Welcome' });
    expect(
      within(welcome)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['View Our Cars', '/search/new-used-and-demo-cars'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('draws each payment mark from its path, named for screen readers, or writes the name', async () => {
    holdIdleTime();
    await renderHome();
    const card = screen.getByRole('region', { name: 'We accept' });
    const visa = within(card).getByRole('img', { name: 'Visa' });
    expect(visa.querySelector('path')!.getAttribute('fill')).toBe('#1A1F71');
    expect(within(card).getByText('Maestro').tagName).toBe('SPAN');
  });
});
