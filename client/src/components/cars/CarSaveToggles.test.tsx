import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { ANALYTICS_EVENTS } from '@forecourt/schema/analytics/analytics-events';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMetaPixelForTests, startMetaPixel } from '../../analytics/meta-pixel';
import { pendingOperations } from '../../testing/pending-operations';
import type { CarSaveTogglesTestQuery } from '../../__generated__/CarSaveTogglesTestQuery.graphql';
import {
  COMPARE_LIMIT,
  savedCarsStorageKey,
  type SavedCarEntry,
  type SavedCarKind,
} from '../../saved-cars/saved-cars-store';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { CarSaveToggles, type SaveToggleFeatures } from './CarSaveToggles';

const query = graphql`
  query CarSaveTogglesTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarSaveToggles_car
    }
  }
`;

const CAR_ID = 'Q2FyOmh1bHV4LTE=';
const CAR = {
  id: CAR_ID,
  internalId: 'hilux-1',
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5',
  make: 'Toyota',
  model: 'Hilux',
  canSave: true,
  primaryImage: { url: 'https://img.example/hilux.jpg' },
};

const savedEntry = (n: number): SavedCarEntry => ({
  id: `other-car-${n}`,
  name: `2019 Mazda CX-5 Maxx ${n}`,
  slug: `2019-mazda-cx-5-maxx-${n}`,
  make: 'Mazda',
  model: 'CX-5',
  primaryImageUrl: null,
});

// The lists of one site are kept for the whole window, as on a real page: each test has its own.
let siteCount = 0;
const newSite = () => `toggles-site-${++siteCount}`;

const stored = (site: string, kind: SavedCarKind): SavedCarEntry[] =>
  JSON.parse(localStorage.getItem(savedCarsStorageKey(site, kind)) ?? '[]') as SavedCarEntry[];

const store = (site: string, kind: SavedCarKind, entries: SavedCarEntry[]) =>
  localStorage.setItem(savedCarsStorageKey(site, kind), JSON.stringify(entries));

const renderToggles = ({
  site,
  car = {},
  features = { favourites: true, compare: true },
}: {
  site: string;
  car?: Partial<typeof CAR>;
  features?: SaveToggleFeatures;
}) =>
  renderWithRelay<CarSaveTogglesTestQuery>({
    query,
    resolvers: { Car: () => ({ ...CAR, ...car }) },
    render: (data) =>
      data.car && <CarSaveToggles car={data.car} siteSlug={site} features={features} />,
  });

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

afterEach(() => {
  localStorage.clear();
  resetMetaPixelForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('CarSaveToggles analytics', () => {
  it('records one favouriting (event 39) and one AddToWishlist per save, none on removal', async () => {
    startMetaPixel('123456789');
    const site = newSite();
    const user = userEvent.setup();
    const { environment } = await renderToggles({ site });

    await user.click(screen.getByRole('button', { name: /^Save .* to favourites$/ }));
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([
      { eventId: ANALYTICS_EVENTS.SAVE_TO_FAVOURITES, carId: CAR_ID },
    ]);
    const wishes = () =>
      window.fbq!.queue.filter(
        ([command, event]) => command === 'track' && event === 'AddToWishlist',
      );
    expect(wishes()).toEqual([
      [
        'track',
        'AddToWishlist',
        { content_type: 'vehicle', content_ids: ['hilux-1'], make: 'Toyota', model: 'Hilux' },
      ],
    ]);

    await user.click(screen.getByRole('button', { name: /^Remove .* from favourites$/ }));
    expect(pendingOperations(environment, 'useTrackEventMutation')).toHaveLength(1);
    expect(wishes()).toHaveLength(1);
  });

  it('records nothing for compare', async () => {
    const site = newSite();
    const user = userEvent.setup();
    const { environment } = await renderToggles({ site });
    await user.click(screen.getByRole('button', { name: /^Compare / }));
    expect(pendingOperations(environment, 'useTrackEventMutation')).toEqual([]);
  });
});

describe('CarSaveToggles', () => {
  it('saves the car to favourites and keeps it in this browser', async () => {
    const site = newSite();
    const user = userEvent.setup();
    await renderToggles({ site });

    const save = screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' });
    expect(pressed(save)).toBe('false');
    await user.click(save);

    const remove = screen.getByRole('button', {
      name: 'Remove 2021 Toyota Hilux SR5 from favourites',
    });
    expect(pressed(remove)).toBe('true');
    expect(stored(site, 'favourites')).toEqual([
      {
        id: CAR_ID,
        name: '2021 Toyota Hilux SR5',
        slug: '2021-toyota-hilux-sr5',
        make: 'Toyota',
        model: 'Hilux',
        primaryImageUrl: 'https://img.example/hilux.jpg',
      },
    ]);

    await user.click(remove);
    expect(pressed(screen.getByRole('button', { name: /^Save .* to favourites$/ }))).toBe('false');
    expect(stored(site, 'favourites')).toEqual([]);
  });

  it('adds the car to compare and takes it off again', async () => {
    const site = newSite();
    const user = userEvent.setup();
    await renderToggles({ site });

    await user.click(screen.getByRole('button', { name: 'Compare 2021 Toyota Hilux SR5' }));
    const remove = screen.getByRole('button', {
      name: 'Remove 2021 Toyota Hilux SR5 from compare',
    });
    expect(pressed(remove)).toBe('true');
    expect(stored(site, 'compare').map((entry) => entry.id)).toEqual([CAR_ID]);
    // Favourites are a separate list.
    expect(stored(site, 'favourites')).toEqual([]);

    await user.click(remove);
    expect(stored(site, 'compare')).toEqual([]);
  });

  it('shows a saved car as pressed when the page opens', async () => {
    const site = newSite();
    store(site, 'favourites', [{ ...savedEntry(1), id: CAR_ID }]);
    await renderToggles({ site });

    const button = screen.getByRole('button', {
      name: 'Remove 2021 Toyota Hilux SR5 from favourites',
    });
    expect(pressed(button)).toBe('true');
  });

  it('offers no toggles on a car that cannot be saved', async () => {
    await renderToggles({ site: newSite(), car: { canSave: false } });

    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the pressed toggle of a sold car already saved, so the shopper can remove it', async () => {
    const site = newSite();
    const user = userEvent.setup();
    store(site, 'favourites', [{ ...savedEntry(1), id: CAR_ID }]);
    await renderToggles({ site, car: { canSave: false } });

    const remove = screen.getByRole('button', {
      name: 'Remove 2021 Toyota Hilux SR5 from favourites',
    });
    expect(pressed(remove)).toBe('true');
    // It is not in compare, and cannot be added now.
    expect(screen.queryByRole('button', { name: /compare/i })).toBeNull();

    await user.click(remove);
    expect(stored(site, 'favourites')).toEqual([]);
    // Once removed, a sold car cannot be saved again.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it(`says politely that compare holds ${COMPARE_LIMIT} cars when the list is full`, async () => {
    const site = newSite();
    const user = userEvent.setup();
    const full = Array.from({ length: COMPARE_LIMIT }, (_, i) => savedEntry(i + 1));
    store(site, 'compare', full);
    await renderToggles({ site });

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    const compare = screen.getByRole('button', { name: 'Compare 2021 Toyota Hilux SR5' });
    await user.click(compare);

    expect(status.textContent).toBe('You can compare up to 4 cars');
    expect(pressed(compare)).toBe('false');
    expect(stored(site, 'compare')).toEqual(full);
  });

  it('clears the compare message once the car fits in the list', async () => {
    const site = newSite();
    const user = userEvent.setup();
    store(
      site,
      'compare',
      Array.from({ length: COMPARE_LIMIT }, (_, i) => savedEntry(i + 1)),
    );
    await renderToggles({ site });
    await user.click(screen.getByRole('button', { name: 'Compare 2021 Toyota Hilux SR5' }));
    expect(screen.getByRole('status').textContent).toBe('You can compare up to 4 cars');

    // Another tab takes a car off the list; this one hears of it when it tries again.
    store(
      site,
      'compare',
      Array.from({ length: COMPARE_LIMIT - 1 }, (_, i) => savedEntry(i + 1)),
    );
    await user.click(screen.getByRole('button', { name: 'Compare 2021 Toyota Hilux SR5' }));

    expect(screen.getByRole('status').textContent).toBe('');
    expect(
      pressed(screen.getByRole('button', { name: 'Remove 2021 Toyota Hilux SR5 from compare' })),
    ).toBe('true');
  });

  it('shows only the toggles the site switches on', async () => {
    await renderToggles({ site: newSite(), features: { favourites: false, compare: true } });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Compare 2021 Toyota Hilux SR5' })).toBeTruthy();
    cleanup();

    await renderToggles({ site: newSite(), features: { favourites: true, compare: false } });
    expect(screen.queryByRole('button', { name: /compare/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' }),
    ).toBeTruthy();
  });

  it('shows nothing when the site offers neither list', async () => {
    await renderToggles({ site: newSite(), features: { favourites: false, compare: false } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
