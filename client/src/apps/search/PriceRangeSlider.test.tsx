import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { graphql } from 'react-relay/hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceRangeSliderTestQuery } from '../../__generated__/PriceRangeSliderTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { PriceRangeSlider } from './PriceRangeSlider';
import { SearchNavigationProvider } from './search-navigation';
import type { SearchScope } from '../../search-url/search-state';

beforeAll(() => {
  // Radix measures the thumbs; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const query = graphql`
  query PriceRangeSliderTestQuery @relay_test_operation {
    site {
      ...PriceRangeSlider_site
    }
  }
`;

const ALL_STOCK: SearchScope = { carTypes: [], make: null, model: null, body: null };
const PATH = '/search/new-used-and-demo-cars';

function renderSlider(url: string) {
  return renderWithRelay<PriceRangeSliderTestQuery>({
    query,
    url,
    resolvers: {
      Site: () => ({ search: { priceSlider: { min: 5000, max: 250000, step: 500 } } }),
    },
    render: (data) => (
      <SearchNavigationProvider scope={ALL_STOCK} defaultSort="mostRelevant">
        <div data-testid="relay-test-ready">
          <PriceRangeSlider site={data.site} />
        </div>
      </SearchNavigationProvider>
    ),
  });
}

// Radix shows the thumbs once it has registered them, right after mounting.
const thumb = (name: 'Minimum price' | 'Maximum price') => screen.findByRole('slider', { name });

const priceParam = (search: string) => new URLSearchParams(search).get('range[price]');

describe('PriceRangeSlider', () => {
  it('labels both thumbs and spans the whole price range when none is chosen', async () => {
    await renderSlider(PATH);

    const min = await thumb('Minimum price');
    const max = await thumb('Maximum price');
    expect(min.getAttribute('aria-valuenow')).toBe('5000');
    expect(max.getAttribute('aria-valuenow')).toBe('250000');
    expect(min.getAttribute('aria-valuemin')).toBe('5000');
    expect(max.getAttribute('aria-valuemax')).toBe('250000');
    expect(screen.getByText('$5,000')).not.toBeNull();
    expect(screen.getByText('$250,000+')).not.toBeNull();
  });

  it('refines to a minimum price when the lower thumb moves a step with the keyboard', async () => {
    const { router } = await renderSlider(PATH);

    const min = await thumb('Minimum price');
    act(() => min.focus());
    await userEvent.keyboard('{ArrowRight}');

    expect(router.state.location.pathname).toBe(PATH);
    expect(priceParam(router.state.location.search)).toBe('5500:');
    expect(min.getAttribute('aria-valuenow')).toBe('5500');
    expect(screen.getByText('$5,500')).not.toBeNull();
  });

  it('shows the range from the URL and drops a bound moved back to the slider’s end', async () => {
    const { router } = await renderSlider(`${PATH}?range[price]=10000:40000`);

    const min = await thumb('Minimum price');
    expect(min.getAttribute('aria-valuenow')).toBe('10000');
    expect((await thumb('Maximum price')).getAttribute('aria-valuenow')).toBe('40000');
    expect(screen.getByText('$10,000')).not.toBeNull();
    expect(screen.getByText('$40,000')).not.toBeNull();

    act(() => min.focus());
    await userEvent.keyboard('{Home}');
    expect(priceParam(router.state.location.search)).toBe(':40000');
  });

  it('refines to a maximum price when the upper thumb moves down', async () => {
    const { router } = await renderSlider(PATH);

    const max = await thumb('Maximum price');
    act(() => max.focus());
    await userEvent.keyboard('{ArrowLeft}');

    expect(priceParam(router.state.location.search)).toBe(':249500');
    expect(screen.getByText('$249,500')).not.toBeNull();
  });

  it('keeps the thumbs at least one step apart', async () => {
    const { router } = await renderSlider(`${PATH}?range[price]=20000:20500`);

    const min = await thumb('Minimum price');
    act(() => min.focus());
    await userEvent.keyboard('{ArrowRight}');

    expect(min.getAttribute('aria-valuenow')).toBe('20000');
    expect(priceParam(router.state.location.search)).toBe('20000:20500');
  });

  it('follows the URL when the shopper goes back', async () => {
    const { router } = await renderSlider(PATH);

    const min = await thumb('Minimum price');
    act(() => min.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(priceParam(router.state.location.search)).toBe('6000:');

    await act(() => router.navigate(-1));
    expect(priceParam(router.state.location.search)).toBe('5500:');
    expect(min.getAttribute('aria-valuenow')).toBe('5500');
    expect(screen.getByText('$5,500')).not.toBeNull();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(min.getAttribute('aria-valuenow')).toBe('5000');
    expect(screen.getByText('$5,000')).not.toBeNull();
  });
});
