import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomePromoSliderTestQuery } from '../../__generated__/HomePromoSliderTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { HomePromoSlider } from './HomePromoSlider';

const query = graphql`
  query HomePromoSliderTestQuery @relay_test_operation {
    site {
      ...HomePromoSlider_site
    }
  }
`;

const card = (id: string, extra: Record<string, unknown> = {}) => ({
  internalID: id,
  title: `Offer ${id}`,
  text: `About ${id}`,
  href: `/special-offers`,
  linkText: 'See the offers',
  activeNow: true,
  startsAt: null,
  expiresAt: null,
  position: null,
  image: {
    url: `/media/site/images/${id}.png?w=1920`,
    srcSet: `/media/site/images/${id}.png?w=320 320w`,
    width: 1920,
    height: 540,
    alt: `Banner ${id}`,
  },
  ...extra,
});

function renderSlider(promotions: ReturnType<typeof card>[]) {
  return renderWithRelay<HomePromoSliderTestQuery>({
    query,
    resolvers: {
      Site: () => ({
        slug: 'coastal-motor-group',
        promotionSettings: { sliderWidth: 1920, sliderHeight: 540, timeZone: 'Australia/Brisbane' },
        promotions,
      }),
    },
    render: (data) => <HomePromoSlider site={data.site} />,
  });
}

const slideTitles = () =>
  screen.getAllByRole('group').map((slide) => within(slide).getByText(/^Offer /).textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10 June 2030, 10:00 in Brisbane.
  vi.setSystemTime(new Date('2030-06-10T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('HomePromoSlider', () => {
  it('shows one slide per card, positioned first, with the image’s size and the link', async () => {
    await renderSlider([card('a'), card('featured', { position: 1 })]);
    screen.getByRole('region', { name: 'Promotions' });
    expect(slideTitles()[0]).toBe('Offer featured');
    const first = screen.getByRole('img', { name: 'Banner featured' });
    expect(first.getAttribute('width')).toBe('1920');
    expect(first.getAttribute('height')).toBe('540');
    // The hero or first tile is the home page's first paint: the slider's pictures wait until
    // they are near, and then come behind any photo the page hurries.
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('fetchpriority')).toBe('low');
    expect(
      screen.getByRole('link', { name: 'See the offers: Offer featured' }).getAttribute('href'),
    ).toBe('/special-offers');
  });

  it('shows the cards within their dates on the browser’s clock, whatever the server said', async () => {
    await renderSlider([
      card('always'),
      card('started', { activeNow: false, startsAt: '2030-06-01', expiresAt: '2030-06-30' }),
      card('ended', { activeNow: true, expiresAt: '2030-06-09' }),
      card('later', { activeNow: false, startsAt: '2030-06-11' }),
    ]);
    expect(slideTitles().sort()).toEqual(['Offer always', 'Offer started']);
  });

  it('renders nothing when no card is current', async () => {
    await renderSlider([card('ended', { expiresAt: '2030-01-01' })]);
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });
});
