import { act, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimilarCarsStripTestQuery } from '../../__generated__/SimilarCarsStripTestQuery.graphql';
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { pendingOperations } from '../../testing/pending-operations';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { SimilarCarsStrip } from './SimilarCarsStrip';

const query = graphql`
  query SimilarCarsStripTestQuery @relay_test_operation {
    car(slug: "2019-toyota-hilux-sr5") {
      ...SimilarCarsStrip_car
    }
    site {
      ...SimilarCarsStrip_site
    }
  }
`;

const STRIP_QUERY = 'SimilarCarsStripQuery';
const SLUG = '2019-toyota-hilux-sr5';
const SEARCH_URL = '/search/toyota/hilux?range[price]=14990:34990';

const HILUX = {
  id: 'Q2FyOmhpbHV4LTE=',
  slug: SLUG,
  make: 'Toyota',
  model: 'Hilux',
  carType: 'USED',
  body: 'Ute',
  similarPriceBand: { min: 14990, max: 34990 },
};

const SIMILAR_NAMES = ['2020 Toyota Hilux SR', '2018 Toyota Hilux Rogue'];

/** The card options of a site with every button and the finance estimate. */
const EVERY_CARD_OPTION = {
  finance: true,
  favourites: true,
  compare: true,
  watchlist: true,
  reserveButton: true,
};

const renderStrip = ({
  similarVehicles = true,
  lazyLoad = false,
  vehicleType = 'Car',
  cardOptions = EVERY_CARD_OPTION,
}: {
  similarVehicles?: boolean;
  lazyLoad?: boolean;
  vehicleType?: string;
  cardOptions?: Partial<typeof EVERY_CARD_OPTION>;
} = {}) =>
  renderWithRelay<SimilarCarsStripTestQuery>({
    query,
    resolvers: {
      Car: () => HILUX,
      Site: () => ({
        features: { ...EVERY_CARD_OPTION, ...cardOptions, similarVehicles },
        similarVehiclesLazyLoad: lazyLoad,
        similarVehiclesMatch: 'MAKE_MODEL',
        labels: { vehicleType },
        search: { defaultSort: 'MOST_RELEVANT' },
      }),
    },
    render: (data) => data.car && <SimilarCarsStrip car={data.car} site={data.site} />,
  });

type Environment = Awaited<ReturnType<typeof renderStrip>>['environment'];

/** Answers the strip's query with vehicles of these names. */
function answerWith(environment: Environment, names: readonly string[]) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        Car: (context) => {
          // The page's own vehicle, as the server answers it again.
          if (context.name === 'car') return { ...HILUX, similarCars: names.map(() => ({})) };
          // A similar vehicle: its place in the list is the last step of its path.
          const index = Number(context.path?.at(-1));
          return { id: `similar-${index}`, name: names[index], path: `/cars/similar-${index}` };
        },
      }),
    ),
  );
}

const placeholders = () => document.querySelectorAll('.similar-cars__placeholder');
/** How many grey parts of a kind (`action`, `finance`…) the first placeholder has. */
const greyParts = (kind: string) =>
  placeholders()[0]!.querySelectorAll(`.similar-cars__bone--${kind}`).length;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('SimilarCarsStrip', () => {
  it('shows 6 placeholders while it loads, then the similar vehicles as cards', async () => {
    const { environment } = await renderStrip();

    expect(screen.getByRole('heading', { name: 'Similar Cars' })).toBeTruthy();
    expect(placeholders()).toHaveLength(6);
    expect(pendingOperations(environment, STRIP_QUERY)).toEqual([{ slug: SLUG }]);

    answerWith(environment, SIMILAR_NAMES);

    const cards = await screen.findAllByRole('article');
    expect(placeholders()).toHaveLength(0);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      SIMILAR_NAMES,
    );
  });

  it('draws its placeholders with the site’s rows of card buttons and finance estimate', async () => {
    await renderStrip();
    // The save toggles share a row; the watchlist and Reserve have one each.
    expect(greyParts('action')).toBe(3);
    expect(greyParts('finance')).toBe(1);
  });

  it('draws no grey button or finance line for what the site leaves off its cards', async () => {
    await renderStrip({
      cardOptions: { finance: false, favourites: false, watchlist: false, reserveButton: false },
    });
    // Compare alone still takes the save toggles' row.
    expect(greyParts('action')).toBe(1);
    expect(greyParts('finance')).toBe(0);
  });

  it('names the vehicles in the site’s own word', async () => {
    await renderStrip({ vehicleType: 'Vehicle' });

    expect(screen.getByRole('heading', { name: 'Similar Vehicles' })).toBeTruthy();
  });

  it('links to the matching search when there is no similar vehicle', async () => {
    const { environment } = await renderStrip();

    answerWith(environment, []);

    const link = await screen.findByRole('link', { name: 'See similar cars for sale' });
    expect(placeholders()).toHaveLength(0);
    expect(screen.queryByRole('article')).toBeNull();
    expect(link.getAttribute('href')).toBe(SEARCH_URL);
  });

  it('only logs a failed load and links to the matching search instead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { environment } = await renderStrip();

    act(() => environment.mock.rejectMostRecentOperation(new Error('Search unavailable')));

    const link = await screen.findByRole('link', { name: 'See similar cars for sale' });
    expect(link.getAttribute('href')).toBe(SEARCH_URL);
    expect(placeholders()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Search unavailable/)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Could not load similar vehicles', expect.any(Error));
  });

  it('waits until the strip comes within 500 px of view on a site that loads it lazily', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { environment } = await renderStrip({ lazyLoad: true });

    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('500px');
    expect(observer?.observed).toEqual([screen.getByRole('region', { name: 'Similar Cars' })]);
    expect(placeholders()).toHaveLength(6);
    expect(pendingOperations(environment, STRIP_QUERY)).toEqual([]);

    observer!.report(false);
    expect(pendingOperations(environment, STRIP_QUERY)).toEqual([]);

    observer!.report(true);
    expect(pendingOperations(environment, STRIP_QUERY)).toEqual([{ slug: SLUG }]);
    expect(observer!.disconnected).toBe(true);

    answerWith(environment, SIMILAR_NAMES);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('loads at once, watching nothing, on a site that does not load it lazily', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { environment } = await renderStrip({ lazyLoad: false });

    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(pendingOperations(environment, STRIP_QUERY)).toEqual([{ slug: SLUG }]);
  });

  it('shows nothing and loads nothing on a site without the strip', async () => {
    const { container, environment } = await renderStrip({ similarVehicles: false });

    expect(container.textContent).toBe('');
    expect(pendingOperations(environment, STRIP_QUERY)).toEqual([]);
  });
});
