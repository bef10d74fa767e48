import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StickyCarHeaderTestQuery } from '../../../__generated__/StickyCarHeaderTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { StickyCarHeader } from './StickyCarHeader';
import {
  SMALL_SCREEN_MEDIA_QUERY,
  STICKY_BAR_SMALL_SCREEN_SCROLL_PX,
  STICKY_HEADER_SCROLL_PX,
} from './useStickyHeaderVisible';

const query = graphql`
  query StickyCarHeaderTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...StickyCarHeader_car
    }
    site {
      ...StickyCarHeader_site
    }
  }
`;

const CAR = {
  name: '2021 Toyota Hilux SR5',
  transmission: 'Automatic' as string | null,
  body: 'Ute' as string | null,
  internalId: 'HX-1042',
  slug: '2021-toyota-hilux-sr5',
  financeEnquiryPath: '/finance',
  carType: 'USED',
  price: 24990,
  primaryImage: {
    thumbUrl: 'https://img.example/hilux-thumb.jpg',
    width: 1024,
    height: 768,
    alt: '2021 Toyota Hilux SR5, front',
  } as { thumbUrl: string; width: number; height: number; alt: string } | null,
  priceDisplay: {
    text: '$24,990',
    amount: 24990,
    wasAmount: null as number | null,
    priceType: 'Drive Away',
  },
  financeEstimate: null as { perWeek: number; interestRate: number; comparisonRate: number } | null,
  // Only whether there is one matters here; the calculator's own tests cover its content.
  financeCalculator: null as Record<string, unknown> | null,
};

// Animation frames run when the test says so, as a browser runs them after a scroll.
let frames: FrameRequestCallback[] = [];
const flushFrames = () =>
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(performance.now()));
  });

let smallScreen = false;
let mediaListeners: (() => void)[] = [];

beforeEach(() => {
  frames = [];
  smallScreen = false;
  mediaListeners = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return media === SMALL_SCREEN_MEDIA_QUERY && smallScreen;
    },
    addEventListener: (_type: string, listener: () => void) => mediaListeners.push(listener),
    removeEventListener: () => undefined,
  }));
  scrollTo(0);
});
afterEach(() => vi.unstubAllGlobals());

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const renderHeader = ({
  car = {},
  features = { finance: true, tradeIn: true },
}: { car?: Partial<typeof CAR>; features?: { finance: boolean; tradeIn: boolean } } = {}) =>
  renderWithRelay<StickyCarHeaderTestQuery>({
    query,
    resolvers: {
      Car: () => ({ ...CAR, ...car }),
      Site: () => ({ features, labels: { tradeInButton: 'Get Your Valuation' } }),
    },
    render: (data) => data.car && <StickyCarHeader car={data.car} site={data.site} />,
  });

// While hidden it is out of the accessibility tree, name and all.
const header = () => screen.getByRole('complementary', { hidden: true });
const isShown = () => {
  const element = header();
  const hidden = element.getAttribute('aria-hidden') === 'true';
  // Hidden means out of the accessibility tree and unreachable by keyboard, together.
  expect(element.hasAttribute('inert')).toBe(hidden);
  expect(element.getAttribute('data-visible')).toBe(String(!hidden));
  return !hidden;
};

describe('StickyCarHeader', () => {
  it('is hidden at the top of the page', async () => {
    await renderHeader();
    flushFrames();

    expect(isShown()).toBe(false);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it(`appears once the page has scrolled ${String(STICKY_HEADER_SCROLL_PX)} px and hides again above`, async () => {
    await renderHeader();
    flushFrames();

    scrollTo(STICKY_HEADER_SCROLL_PX - 1);
    flushFrames();
    expect(isShown()).toBe(false);

    scrollTo(STICKY_HEADER_SCROLL_PX);
    // Nothing changes before the next animation frame.
    expect(isShown()).toBe(false);
    flushFrames();
    expect(isShown()).toBe(true);
    expect(
      screen.getByRole('complementary', { name: '2021 Toyota Hilux SR5 summary' }),
    ).toBeTruthy();

    scrollTo(120);
    flushFrames();
    expect(isShown()).toBe(false);
  });

  it('checks the scroll position at most once per animation frame', async () => {
    await renderHeader();
    flushFrames();

    scrollTo(600);
    scrollTo(700);
    scrollTo(800);
    expect(frames).toHaveLength(1);
  });

  it(`waits for ${String(STICKY_BAR_SMALL_SCREEN_SCROLL_PX)} px on small screens`, async () => {
    smallScreen = true;
    await renderHeader();
    flushFrames();

    scrollTo(STICKY_HEADER_SCROLL_PX);
    flushFrames();
    expect(isShown()).toBe(false);

    scrollTo(STICKY_BAR_SMALL_SCREEN_SCROLL_PX - 1);
    flushFrames();
    expect(isShown()).toBe(false);

    scrollTo(STICKY_BAR_SMALL_SCREEN_SCROLL_PX);
    flushFrames();
    expect(isShown()).toBe(true);
  });

  it('takes the small-screen distance when the window narrows', async () => {
    await renderHeader();
    flushFrames();
    scrollTo(600);
    flushFrames();
    expect(isShown()).toBe(true);

    smallScreen = true;
    mediaListeners.forEach((listener) => listener());
    flushFrames();
    expect(isShown()).toBe(false);
  });

  it('renders hidden first and shows on the next frame when the page opens scrolled', async () => {
    scrollTo(1500);
    await renderHeader();

    // The first render matches the server's HTML: hidden.
    expect(isShown()).toBe(false);
    flushFrames();
    expect(isShown()).toBe(true);
  });

  it('shows the car’s photo, name, transmission, body, price and basis', async () => {
    await renderHeader();
    scrollTo(STICKY_HEADER_SCROLL_PX);
    flushFrames();

    const photo = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(photo.getAttribute('src')).toBe('https://img.example/hilux-thumb.jpg');
    expect(photo.getAttribute('width')).toBe('200');
    expect(photo.getAttribute('height')).toBe('150');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('2021 Toyota Hilux SR5')).toBeTruthy();
    expect(screen.getByText('Automatic · Ute')).toBeTruthy();
    expect(screen.getByText('$24,990')).toBeTruthy();
    expect(screen.getByText('Drive Away')).toBeTruthy();
  });

  it('offers Get Finance and the trade-in valuation', async () => {
    await renderHeader();
    scrollTo(STICKY_HEADER_SCROLL_PX);
    flushFrames();

    expect(screen.getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe(
      '/finance?vehiclePriceBudget=24990&car_id=HX-1042&car_type=used#finance-form',
    );
    expect(screen.getByRole('link', { name: 'Get Your Valuation' }).getAttribute('href')).toBe(
      '/cars/trade-in?car_id=HX-1042',
    );
  });

  it('leads Get Finance to the page’s calculator when the car has one', async () => {
    await renderHeader({ car: { financeCalculator: {} } });
    scrollTo(STICKY_HEADER_SCROLL_PX);
    flushFrames();

    expect(screen.getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe(
      '#finance-calculator',
    );
  });

  it('shows the weekly finance estimate at its sample rate under the price', async () => {
    await renderHeader({
      car: { financeEstimate: { perWeek: 98, interestRate: 8.99, comparisonRate: 9.89 } },
    });
    scrollTo(STICKY_HEADER_SCROLL_PX);
    flushFrames();

    const estimate = screen.getByText('$98').parentElement;
    expect(estimate?.textContent).toBe(
      '$98/wk per week at 8.99% p.a. (comparison rate 9.89% p.a.)',
    );
  });

  it('leaves out the buttons the site does not offer and a missing photo', async () => {
    await renderHeader({
      car: { primaryImage: null, body: null },
      features: { finance: false, tradeIn: false },
    });
    scrollTo(STICKY_HEADER_SCROLL_PX);
    flushFrames();

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Automatic')).toBeTruthy();
  });

  it('stops listening when the page goes', async () => {
    const { unmount } = await renderHeader();
    flushFrames();
    unmount();

    scrollTo(STICKY_HEADER_SCROLL_PX);
    expect(frames).toHaveLength(0);
  });
});
