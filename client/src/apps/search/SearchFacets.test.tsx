import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMemoryRouter } from '../../routing/create-router';
import { RouterProvider } from '../../routing/RouterProvider';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchFacetsTestQuery } from '../../__generated__/SearchFacetsTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { FiltersDialog, filtersSheet } from './FiltersDialog';
import SearchPageQuery from '../../__generated__/SearchPageQuery.graphql';
import { SearchFacets, SECTION_ORDER } from './SearchFacets';
import { SearchNavigationProvider } from './search-navigation';
import type { SearchScope } from '../../search-url/search-state';

// The sheet's code loads on the first tap in the page; here it is loaded before the tests.
beforeAll(() => filtersSheet.load());

beforeAll(() => {
  // The price slider measures its thumbs; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const query = graphql`
  query SearchFacetsTestQuery @relay_test_operation {
    carSearch {
      ...SearchFacets_search
    }
    site {
      ...SearchFacets_site
    }
  }
`;

interface Value {
  value: string;
  label?: string;
  count: number;
  selected?: boolean;
}

const values = (list: Value[]) =>
  list.map(({ value, label = value, count, selected = false }) => ({
    value,
    label,
    count,
    selected,
  }));

const facet = (
  attribute: string,
  label: string,
  filterField: string,
  list: Value[],
  popular: Value[] = [],
) => ({
  attribute,
  label,
  filterField,
  values: values(list),
  popular: values(popular),
  stats: null,
});

const priceFacet = {
  attribute: 'PRICE',
  label: 'Price',
  filterField: 'price',
  values: [],
  popular: [],
  stats: { min: 9990, max: 89990 },
};

const makeFacet = (selected: string[] = [], counts: Record<string, number> = {}) => {
  const make = (value: string, count: number) => ({
    value,
    count: counts[value] ?? count,
    selected: selected.includes(value),
  });
  return facet(
    'MAKE',
    'Make',
    'make',
    [make('Hyundai', 3), make('Kia', 5), make('Mazda', 8), make('Toyota', 12)],
    [make('Toyota', 12), make('Mazda', 8), make('Kia', 5)],
  );
};

const ALL_STOCK: SearchScope = { carTypes: [], make: null, model: null, body: null };
const TOYOTA: SearchScope = { ...ALL_STOCK, make: 'Toyota' };

const resolversFor = (facets: unknown[]) => ({
  CarSearchConnection: () => ({ facets }),
  Site: () => ({ search: { priceSlider: { min: 5000, max: 250000, step: 500 } } }),
});

/** The facets in the sidebar, in the small-screen dialog, or in both as the search page has them. */
type Layout = 'sidebar' | 'dialog' | 'page';

function Facets({
  data,
  scope,
  layout,
}: {
  data: SearchFacetsTestQuery['response'];
  scope: SearchScope;
  layout: Layout;
}): ReactNode {
  const facets = <SearchFacets search={data.carSearch} site={data.site} />;
  return (
    <SearchNavigationProvider scope={scope} defaultSort="mostRelevant">
      <div data-testid="relay-test-ready">
        {layout !== 'sidebar' && <FiltersDialog>{facets}</FiltersDialog>}
        {layout !== 'dialog' && <aside aria-label="Filters">{facets}</aside>}
      </div>
    </SearchNavigationProvider>
  );
}

function renderFacets({
  url,
  scope = ALL_STOCK,
  facets,
  layout = 'sidebar',
}: {
  url: string;
  scope?: SearchScope;
  facets: unknown[];
  layout?: Layout;
}) {
  return renderWithRelay<SearchFacetsTestQuery>({
    query,
    url,
    resolvers: resolversFor(facets),
    render: (data) => <Facets data={data} scope={scope} layout={layout} />,
  });
}

/** A facet value: a link announced as a checkbox, with the state a checkbox would have. */
const checkbox = (element: HTMLElement) => ({
  checked: element.getAttribute('aria-checked') === 'true',
  disabled: element.getAttribute('aria-disabled') === 'true',
  href: element.getAttribute('href'),
});

const optionTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('checkbox')
    .map((checkbox) => checkbox.textContent);

/** The section's disclosure, opened and closed by pressing its heading. */
const disclosureOf = (heading: HTMLElement) => heading.closest('details')!;

/** Each facet section's heading, and whether it is open. */
const sectionStates = (container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => [heading.textContent, disclosureOf(heading).open]);

describe('SearchFacets', () => {
  it('shows the sections with values in the set order, opening Condition, Make, Price and selected ones', async () => {
    await renderFacets({
      url: '/search/new-used-and-demo-cars?refinementList[colour][0]=White',
      facets: [
        facet('COLOUR', 'Colour', 'colour', [{ value: 'White', count: 4, selected: true }]),
        facet('BODY', 'Body type', 'body', [{ value: 'SUV', count: 9 }]),
        facet('BADGE', 'Badge', 'badge', [{ value: 'GXL', count: 2 }]),
        priceFacet,
        facet('FUEL', 'Fuel', 'fuel', []),
        makeFacet(),
        facet('CAR_TYPE', 'Condition', 'carType', [{ value: 'USED', label: 'Used', count: 20 }]),
      ],
    });

    expect(sectionStates()).toEqual([
      ['Distance', true],
      ['Condition', true],
      ['Make', true],
      ['Price', true],
      ['Body type', false],
      ['Colour', true],
    ]);
    expect(checkbox(screen.getByRole('checkbox', { name: 'White (4)' })).checked).toBe(true);
  });

  it('offers the dealership filter only where there is a choice or one is chosen', async () => {
    const dealership = (list: Value[]) =>
      facet('DEALERSHIP_SLUG', 'Dealership', 'dealershipSlug', list);
    await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: [dealership([{ value: 'bayside', label: 'Bayside Motors', count: 9 }])],
    });
    expect(screen.queryByRole('region', { name: 'Dealership' })).toBeNull();
    cleanup();

    await renderFacets({
      url: '/search/new-used-and-demo-cars?refinementList[dealership_slug][0]=bayside',
      facets: [
        dealership([{ value: 'bayside', label: 'Bayside Motors', count: 9, selected: true }]),
      ],
    });
    const chosen = screen.getByRole('checkbox', { name: 'Bayside Motors (9)' });
    expect(checkbox(chosen).checked).toBe(true);
    expect(checkbox(chosen).href).toBe('/search/new-used-and-demo-cars');
  });

  it('names each section’s region by its heading', async () => {
    await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: [makeFacet(), facet('FUEL', 'Fuel', 'fuel', [{ value: 'Diesel', count: 7 }])],
    });

    const make = screen.getByRole('region', { name: 'Make' });
    expect(within(make).getByRole('heading', { level: 3 }).textContent).toBe('Make');
    expect(within(make).queryByRole('group', { name: 'All makes' })).not.toBeNull();
    const fuel = screen.getByRole('region', { name: 'Fuel' });
    expect(within(fuel).queryByRole('checkbox', { name: 'Diesel (7)' })).not.toBeNull();
    expect(within(fuel).queryByRole('group', { name: 'All makes' })).toBeNull();
  });

  it('leaves a section open or closed as the shopper set it while the results change', async () => {
    const fuelFacets = (selected: boolean) => [
      makeFacet(),
      facet('FUEL', 'Fuel', 'fuel', [{ value: 'Diesel', count: 7, selected }]),
    ];
    const { environment } = await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: fuelFacets(false),
    });
    // The results the server sends back after each tick.
    const operation = createOperationDescriptor(getRequest(query), {});
    const resultsArrive = (facets: unknown[]) =>
      act(() =>
        environment.commitPayload(
          operation,
          MockPayloadGenerator.generate(operation, resolversFor(facets)).data!,
        ),
      );

    await userEvent.click(screen.getByRole('heading', { name: 'Make' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Fuel' }));
    const diesel = () => screen.getByRole('checkbox', { name: 'Diesel (7)' });
    await userEvent.click(diesel());
    resultsArrive(fuelFacets(true));
    expect(checkbox(diesel()).checked).toBe(true);
    await userEvent.click(diesel());
    resultsArrive(fuelFacets(false));

    expect(checkbox(diesel()).checked).toBe(false);
    expect(sectionStates()).toEqual([
      ['Distance', true],
      ['Make', false],
      ['Fuel', true],
    ]);
  });

  it('lists the popular makes before all makes', async () => {
    await renderFacets({ url: '/search/new-used-and-demo-cars', facets: [makeFacet()] });

    const popular = screen.getByRole('group', { name: 'Popular makes' });
    const all = screen.getByRole('group', { name: 'All makes' });
    expect(optionTexts(popular)).toEqual(['Toyota (12)', 'Mazda (8)', 'Kia (5)']);
    expect(optionTexts(all)).toEqual(['Hyundai (3)', 'Kia (5)', 'Mazda (8)', 'Toyota (12)']);
    expect(popular.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes to the make’s page when a make is ticked', async () => {
    const { router } = await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: [makeFacet()],
    });

    const all = screen.getByRole('group', { name: 'All makes' });
    await userEvent.click(within(all).getByRole('checkbox', { name: 'Toyota (12)' }));

    expect(router.state.location.pathname).toBe('/search/toyota');
    expect(router.state.location.search).toBe('');
  });

  it('links each value to the search with it toggled, so it works without JavaScript', async () => {
    const { router } = await renderFacets({
      url: '/search/toyota?sortBy=lowestPrice',
      scope: TOYOTA,
      facets: [
        makeFacet(['Toyota']),
        facet('FUEL', 'Fuel', 'fuel', [{ value: 'Diesel', count: 7 }]),
      ],
    });

    const all = screen.getByRole('group', { name: 'All makes' });
    expect(checkbox(within(all).getByRole('checkbox', { name: 'Toyota (12)' })).href).toBe(
      '/search/new-used-and-demo-cars?sortBy=lowestPrice',
    );
    const diesel = screen.getByRole('checkbox', { name: 'Diesel (7)', hidden: true });
    expect(decodeURI(checkbox(diesel).href!)).toBe(
      '/search/toyota?refinementList[fuel][0]=Diesel&sortBy=lowestPrice',
    );
    expect(diesel.getAttribute('rel')).toBe('nofollow');

    within(all).getByRole('checkbox', { name: 'Kia (5)' }).focus();
    await userEvent.keyboard(' ');
    expect(decodeURI(router.state.location.search)).toBe(
      '?refinementList[make][0]=Toyota&refinementList[make][1]=Kia&sortBy=lowestPrice',
    );
  });

  it('moves both makes into the query string when a second make is ticked', async () => {
    const { router } = await renderFacets({
      url: '/search/toyota',
      scope: TOYOTA,
      facets: [makeFacet(['Toyota'])],
    });

    const popular = screen.getByRole('group', { name: 'Popular makes' });
    expect(checkbox(within(popular).getByRole('checkbox', { name: 'Toyota (12)' })).checked).toBe(
      true,
    );
    await userEvent.click(within(popular).getByRole('checkbox', { name: 'Mazda (8)' }));

    expect(router.state.location.pathname).toBe('/search/new-used-and-demo-cars');
    expect(decodeURI(router.state.location.search)).toBe(
      '?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
    );
  });

  it('keeps a selected value that matches nothing, enabled so it can be unticked', async () => {
    const { router } = await renderFacets({
      url: '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
      facets: [makeFacet(['Toyota', 'Mazda'], { Mazda: 0, Hyundai: 0 })],
    });

    const all = screen.getByRole('group', { name: 'All makes' });
    const mazda = within(all).getByRole('checkbox', { name: 'Mazda (0)' });
    expect(checkbox(mazda).checked).toBe(true);
    expect(checkbox(mazda).disabled).toBe(false);
    expect(checkbox(within(all).getByRole('checkbox', { name: 'Hyundai (0)' })).disabled).toBe(
      true,
    );

    await userEvent.click(mazda);
    expect(router.state.location.pathname).toBe('/search/toyota');
  });

  it('shows the first 10 values of a long list until "Show all" is pressed', async () => {
    const colours = Array.from({ length: 12 }, (_, i) => ({
      value: `Colour ${i + 1}`,
      count: 30 - i,
    }));
    await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: [facet('COLOUR', 'Colour', 'colour', colours)],
    });

    const heading = screen.getByRole('heading', { name: 'Colour' });
    expect(disclosureOf(heading).open).toBe(false);
    await userEvent.click(heading);
    expect(disclosureOf(heading).open).toBe(true);
    const region = screen.getByRole('region', { name: 'Colour' });
    expect(within(region).getAllByRole('checkbox')).toHaveLength(10);

    await userEvent.click(within(region).getByRole('button', { name: 'Show all 12' }));
    expect(within(region).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(region).queryByRole('checkbox', { name: 'Colour 12 (19)' })).not.toBeNull();
  });

  it('offers "Clear all" only when something is refined', async () => {
    await renderFacets({
      url: '/search/toyota?range[price]=10000:40000',
      scope: TOYOTA,
      facets: [makeFacet(['Toyota']), priceFacet],
    });
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    );
  });

  it('has no "Clear all" when nothing is refined', async () => {
    await renderFacets({ url: '/search/new-used-and-demo-cars', facets: [makeFacet()] });
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });
});

describe('FiltersDialog', () => {
  it('opens the filters in a dialog from a button counting the active refinements', async () => {
    await renderFacets({
      url: '/search/toyota?range[price]=10000:',
      scope: TOYOTA,
      facets: [makeFacet(['Toyota']), priceFacet],
      layout: 'dialog',
    });

    expect(screen.queryByRole('group', { name: 'All makes' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).queryByRole('group', { name: 'All makes' })).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: [makeFacet()],
      layout: 'dialog',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', {
        name: 'Close filters',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the Filters button when it closes', async () => {
    await renderFacets({
      url: '/search/new-used-and-demo-cars',
      facets: [makeFacet()],
      layout: 'dialog',
    });
    const button = screen.getByRole('button', { name: 'Filters' });

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('server rendering', () => {
  it('hydrates the server HTML without changes, sections already open and the dialog closed', async () => {
    const url = '/search/toyota?refinementList[body][0]=SUV';
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(getRequest(query), {});
    const payload = MockPayloadGenerator.generate(
      operation,
      resolversFor([
        makeFacet(['Toyota']),
        priceFacet,
        facet('BODY', 'Body type', 'body', [{ value: 'SUV', count: 9, selected: true }]),
        facet('FUEL', 'Fuel', 'fuel', [{ value: 'Diesel', count: 7 }]),
      ]),
    );
    environment.commitPayload(operation, payload.data!);
    function Page() {
      const data = useLazyLoadQuery<SearchFacetsTestQuery>(
        query,
        {},
        { fetchPolicy: 'store-only' },
      );
      return <Facets data={data} scope={TOYOTA} layout="page" />;
    }
    // Server and browser each have their own router at the same URL, as on a real page.
    const page = () => (
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider
          router={createMemoryRouter([{ id: 'page', path: '*', Component: Page }], {
            initialEntries: [url],
          })}
        />
      </RelayEnvironmentProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const sections = within(container)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => disclosureOf(heading));
    expect(sectionStates(container)).toEqual([
      ['Distance', true],
      ['Make', true],
      ['Price', true],
      ['Body type', true],
      ['Fuel', false],
    ]);
    expect(within(container).getByRole('button', { name: 'Filters (2)' })).not.toBeNull();
    expect(within(container).queryByRole('dialog')).toBeNull();

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The server's elements are kept: the same sections, still in the same state.
    expect(sections.every((details) => container.contains(details))).toBe(true);
    expect(sections.map((details) => details.open)).toEqual([true, true, true, true, false]);
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

/** The literal `facets` argument of the query's `results` field (Relay's compiled operation). */
function requestedFacets(node: unknown): unknown {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = requestedFacets(child);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const field = node as { kind?: string; name?: string; args?: unknown[]; selections?: unknown };
  if (field.kind === 'LinkedField' && field.name === 'results') {
    const argument = (field.args as { kind: string; name: string; value?: unknown }[]).find(
      (arg) => arg.name === 'facets' && arg.kind === 'Literal',
    );
    return argument?.value;
  }
  return requestedFacets(field.selections);
}

describe('the search page’s query', () => {
  it('asks the server for exactly the facets the sections show', () => {
    expect(requestedFacets(SearchPageQuery.operation.selections)).toEqual([...SECTION_ORDER]);
  });
});
