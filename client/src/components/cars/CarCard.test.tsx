import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarCardTestQuery } from '../../__generated__/CarCardTestQuery.graphql';
import { savedCarsStorageKey } from '../../saved-cars/saved-cars-store';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { CAR_CARD_PHOTO_SIZES, CarCard } from './CarCard';

const query = graphql`
  query CarCardTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarCard_car
    }
    site {
      ...CarCard_site
    }
  }
`;

const PHOTO = {
  url: 'https://img.example/hilux.jpg',
  // The card's own alias of url(width: 640).
  src: 'https://img.example/hilux.jpg',
  srcSet: null as string | null,
  width: 1024,
  height: 768,
  alt: '2021 Toyota Hilux SR5, front',
};

const CAR = {
  id: 'Q2FyOmhpbHV4LTE=',
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5',
  path: '/cars/2021-toyota-hilux-sr5',
  year: 2021,
  km: 45678,
  transmission: 'Automatic' as string | null,
  fuel: 'Diesel' as string | null,
  body: 'Ute' as string | null,
  city: 'Toowoomba',
  state: 'QLD',
  canSave: true,
  reservePath: null as string | null,
  primaryImage: PHOTO as typeof PHOTO | null,
  priceDisplay: {
    kind: 'PRICE',
    text: '$24,990',
    amount: 24990 as number | null,
    wasAmount: null as number | null,
    priceType: 'Drive Away' as string | null,
    cashText: null as string | null,
    cashWasAmount: null as number | null,
    cashPriceType: null as string | null,
  },
  tag: null as { kind: string; label: string; colour: string | null } | null,
  financeEstimate: null as { perWeek: number; interestRate: number; comparisonRate: number } | null,
};

// Saved lists are kept per site for the whole window: each test uses a site of its own.
let siteCount = 0;
const newSite = () => `card-site-${++siteCount}`;

const renderCard = ({
  car = {},
  features = { favourites: true, compare: true },
  eager = false,
  priority = false,
  siteSlug = newSite(),
}: {
  car?: Partial<typeof CAR>;
  features?: { favourites: boolean; compare: boolean };
  eager?: boolean;
  priority?: boolean;
  siteSlug?: string;
} = {}) =>
  renderWithRelay<CarCardTestQuery>({
    query,
    resolvers: {
      Car: () => ({ ...CAR, ...car }),
      Site: () => ({ slug: siteSlug, features, labels: { reserveButton: 'Reserve Now' } }),
    },
    render: (data) =>
      data.car && <CarCard car={data.car} site={data.site} eager={eager} priority={priority} />,
  });

const card = () => screen.getByRole('article');

afterEach(() => localStorage.clear());

describe('CarCard', () => {
  it('links its title to the vehicle page', async () => {
    await renderCard();

    const heading = screen.getByRole('heading', { name: '2021 Toyota Hilux SR5' });
    const link = within(heading).getByRole('link', { name: '2021 Toyota Hilux SR5' });
    expect(link.getAttribute('href')).toBe('/cars/2021-toyota-hilux-sr5');
    // The title is the card's only link to the vehicle, stretched over the card by CSS.
    const pageLinks = within(card())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/cars/2021-toyota-hilux-sr5');
    expect(pageLinks).toEqual([link]);
  });

  it('lists year, kilometres, transmission, fuel and body', async () => {
    await renderCard();

    const specs = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(specs).toEqual(['2021', '45,678 kms', 'Automatic', 'Diesel', 'Ute']);
  });

  it('leaves out the specs a vehicle does not have', async () => {
    await renderCard({ car: { km: 1234567, transmission: null, body: null } });

    const specs = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(specs).toEqual(['2021', '1,234,567 kms', 'Diesel']);
  });

  it('shows the price with its basis and the location', async () => {
    await renderCard();

    expect(screen.getByText('$24,990')).toBeTruthy();
    expect(screen.getByText('Drive Away')).toBeTruthy();
    expect(screen.getByText('Toowoomba, QLD')).toBeTruthy();
    expect(card().querySelector('s')).toBeNull();
  });

  it('shows the weekly finance estimate under the price when the vehicle has one', async () => {
    await renderCard({
      car: { financeEstimate: { perWeek: 98, interestRate: 8.99, comparisonRate: 9.89 } },
    });

    const estimate = screen.getByText('$98').parentElement;
    expect(estimate?.textContent).toBe(
      '$98/wk per week at 8.99% p.a. (comparison rate 9.89% p.a.)',
    );
    expect(estimate?.previousElementSibling?.className).toContain('car-price');
  });

  it('strikes through the earlier price of a reduced vehicle', async () => {
    await renderCard({
      car: {
        priceDisplay: {
          kind: 'REDUCED',
          text: '$22,500',
          amount: 22500,
          wasAmount: 25990,
          priceType: 'Drive Away',
          cashText: null,
          cashWasAmount: null,
          cashPriceType: null,
        },
      },
    });

    const was = card().querySelector('s');
    expect(was?.textContent).toBe('Was $25,990');
    expect(screen.getByText('$22,500')).toBeTruthy();
  });

  it('labels a subscription price as one, with the cash price and its basis beside it', async () => {
    await renderCard({
      car: {
        priceDisplay: {
          kind: 'SUBSCRIPTION',
          text: '$149/wk',
          amount: 149,
          wasAmount: null,
          priceType: 'Subscription',
          cashText: '$24,990',
          cashWasAmount: null,
          cashPriceType: 'Drive Away',
        },
      },
    });

    const price = screen.getByText('$149/wk').parentElement!;
    expect(within(price).getByText('Subscription').className).toBe('car-price__type');
    expect(price.textContent).toContain('or buy for $24,990 Drive Away');
    // "Drive Away" belongs to the cash price only.
    expect(within(price).getAllByText(/Drive Away/)).toHaveLength(1);
  });

  it('shows the no-price text of an unpriced vehicle', async () => {
    await renderCard({
      car: {
        priceDisplay: {
          kind: 'NO_PRICE',
          text: 'Enquire for price.',
          amount: null,
          wasAmount: null,
          priceType: null,
          cashText: null,
          cashWasAmount: null,
          cashPriceType: null,
        },
      },
    });

    expect(screen.getByText('Enquire for price.')).toBeTruthy();
    expect(screen.queryByText('Drive Away')).toBeNull();
  });

  it('shows the vehicle tag in its colour', async () => {
    await renderCard({ car: { tag: { kind: 'CUSTOM', label: 'Runout Sale', colour: 'green' } } });

    const tag = screen.getByText('Runout Sale');
    expect(tag.className).toContain('car-tag--green');
  });

  it('shows the certified pre-owned tag as a badge', async () => {
    await renderCard({
      car: { tag: { kind: 'CERTIFIED_PRE_OWNED', label: 'Certified Pre-Owned', colour: null } },
    });

    expect(screen.getByText('Certified Pre-Owned').className).toContain('car-tag--certified');
  });

  it('shows no tag when the vehicle has none', async () => {
    await renderCard();

    expect(card().querySelector('.car-tag')).toBeNull();
  });

  it('loads a later photo lazily in a box of its own size', async () => {
    await renderCard();

    const img = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(img.getAttribute('src')).toBe('https://img.example/hilux.jpg');
    expect(img.getAttribute('width')).toBe('1024');
    expect(img.getAttribute('height')).toBe('768');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('offers every served width of a resized photo, for the width the card shows it at', async () => {
    const srcSet = [320, 640, 960]
      .map((w) => `/media/cars/hilux/photos/1/0123456789abcdef?w=${w}&q=75 ${w}w`)
      .join(', ');
    await renderCard({ car: { primaryImage: { ...PHOTO, srcSet } } });

    const img = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(img.getAttribute('srcset')).toBe(srcSet);
    expect(img.getAttribute('sizes')).toBe(CAR_CARD_PHOTO_SIZES);
  });

  it('gives a drawn photo, which scales itself, no srcset', async () => {
    await renderCard();

    const img = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('loads a first-screen photo at once', async () => {
    await renderCard({ eager: true });

    const img = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('width')).toBe('1024');
    expect(img.getAttribute('height')).toBe('768');
  });

  it('fetches the first card’s photo first, as the page’s largest paint', async () => {
    await renderCard({ eager: true, priority: true });

    const img = screen.getByRole('img', { name: '2021 Toyota Hilux SR5, front' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBeNull();
  });

  it('keeps the photo box with a note when there is no photo', async () => {
    await renderCard({ car: { primaryImage: null } });

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Photo coming soon')).toBeTruthy();
  });

  it('offers Reserve with the price on a reservable vehicle', async () => {
    await renderCard({ car: { reservePath: '/cars/2021-toyota-hilux-sr5/checkout' } });

    const reserve = screen.getByRole('link', { name: 'Reserve Now $24,990' });
    expect(reserve.getAttribute('href')).toBe('/cars/2021-toyota-hilux-sr5/checkout');
  });

  it('leads Reserve to the address the site reserves at', async () => {
    await renderCard({ car: { reservePath: '/cars/2021-toyota-hilux-sr5/buy-online' } });

    const reserve = screen.getByRole('link', { name: 'Reserve Now $24,990' });
    expect(reserve.getAttribute('href')).toBe('/cars/2021-toyota-hilux-sr5/buy-online');
  });

  it('offers Reserve without a price when the vehicle shows none', async () => {
    await renderCard({
      car: {
        reservePath: '/cars/2021-toyota-hilux-sr5/checkout',
        priceDisplay: {
          kind: 'NO_PRICE',
          text: 'Enquire for price.',
          amount: null,
          wasAmount: null,
          priceType: null,
          cashText: null,
          cashWasAmount: null,
          cashPriceType: null,
        },
      },
    });

    expect(screen.getByRole('link', { name: 'Reserve Now' })).toBeTruthy();
  });

  it('offers no Reserve on a vehicle that cannot be reserved', async () => {
    await renderCard({ car: { reservePath: null } });

    expect(screen.queryByRole('link', { name: /Reserve/ })).toBeNull();
  });

  it('saves the vehicle to favourites from the card', async () => {
    const siteSlug = newSite();
    const user = userEvent.setup();
    await renderCard({ siteSlug });

    await user.click(
      screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' }),
    );

    const remove = screen.getByRole('button', {
      name: 'Remove 2021 Toyota Hilux SR5 from favourites',
    });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(
      localStorage.getItem(savedCarsStorageKey(siteSlug, 'favourites')) ?? '[]',
    ) as { slug: string }[];
    expect(stored.map((entry) => entry.slug)).toEqual(['2021-toyota-hilux-sr5']);
  });

  it('offers no favourite or compare toggle when the vehicle cannot be saved', async () => {
    await renderCard({ car: { canSave: false } });

    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers only the toggles the site switches on', async () => {
    await renderCard({ features: { favourites: false, compare: false } });

    expect(screen.queryByRole('button')).toBeNull();
  });
});
