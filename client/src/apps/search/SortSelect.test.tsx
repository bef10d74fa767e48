import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMemoryRouter } from '../../routing/create-router';
import { RouterProvider } from '../../routing/RouterProvider';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { SortSelectTestQuery } from '../../__generated__/SortSelectTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { SearchNavigationProvider } from './search-navigation';
import type { SearchScope } from '../../search-url/search-state';
import { SortSelect } from './SortSelect';

const query = graphql`
  query SortSelectTestQuery @relay_test_operation {
    site {
      ...SortSelect_site
    }
  }
`;

const ALL_STOCK: SearchScope = { carTypes: [], make: null, model: null, body: null };
const PATH = '/search/new-used-and-demo-cars';

const resolvers = {
  Site: () => ({
    search: {
      sortOptions: ['MOST_RELEVANT', 'LATEST', 'HIGHEST_PRICE', 'LOWEST_PRICE'],
      defaultSort: 'MOST_RELEVANT',
    },
  }),
};

const Sort = ({ data }: { data: SortSelectTestQuery['response'] }) => (
  <SearchNavigationProvider scope={ALL_STOCK} defaultSort="mostRelevant">
    <div data-testid="relay-test-ready">
      <SortSelect site={data.site} />
    </div>
  </SearchNavigationProvider>
);

function renderSort(url: string) {
  return renderWithRelay<SortSelectTestQuery>({
    query,
    url,
    resolvers,
    render: (data) => <Sort data={data} />,
  });
}

const sortBy = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });

/** The sort the menu shows as chosen. */
const chosenSort = (select: HTMLElement) =>
  within(select).getByRole('option', { selected: true }).textContent;

describe('SortSelect', () => {
  it('shows the site’s default sort when the URL names none', async () => {
    await renderSort(PATH);
    expect(chosenSort(sortBy())).toBe('Most relevant');
  });

  it('lists the site’s sort options by readable names, in order', async () => {
    await renderSort(PATH);
    expect(
      within(sortBy())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most relevant', 'Latest', 'Price: high to low', 'Price: low to high']);
  });

  it('is a GET form carrying the other search parameters, for browsers without JavaScript', async () => {
    await renderSort(
      `${PATH}?refinementList[fuel][0]=Diesel&range[price]=:20000&sortBy=latest&page=3`,
    );
    const form = sortBy().closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(PATH);
    expect(sortBy().name).toBe('sortBy');
    // The fields submit in order: the same URL the script builds, from page 1.
    expect([...new FormData(form)]).toEqual([
      ['refinementList[fuel][0]', 'Diesel'],
      ['range[price]', ':20000'],
      ['sortBy', 'latest'],
    ]);
  });

  it('puts the chosen sort in the URL', async () => {
    const { router } = await renderSort(PATH);

    await userEvent.selectOptions(sortBy(), 'Price: low to high');

    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('?sortBy=lowestPrice');
    expect(chosenSort(sortBy())).toBe('Price: low to high');
  });

  it('leaves the default sort out of the URL and starts again from page 1', async () => {
    const { router } = await renderSort(`${PATH}?sortBy=highestPrice&page=3`);
    expect(chosenSort(sortBy())).toBe('Price: high to low');

    await userEvent.selectOptions(sortBy(), 'Most relevant');

    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('');
    expect(chosenSort(sortBy())).toBe('Most relevant');
  });

  it('follows the URL when the shopper goes back', async () => {
    const { router } = await renderSort(PATH);
    await userEvent.selectOptions(sortBy(), 'Latest');
    expect(chosenSort(sortBy())).toBe('Latest');

    await act(() => router.navigate(-1));

    expect(router.state.location.search).toBe('');
    expect(chosenSort(sortBy())).toBe('Most relevant');
  });

  it('offers Nearest first only once the search has a postcode', async () => {
    await renderSort(PATH);
    expect(within(sortBy()).queryByRole('option', { name: 'Nearest first' })).toBeNull();
  });

  it('sorts nearest first, keeping the postcode and radius in the URL', async () => {
    const { router } = await renderSort(`${PATH}?postcode=4000&within=100`);
    await userEvent.selectOptions(sortBy(), 'Nearest first');
    expect(router.state.location.search).toBe('?postcode=4000&within=100&sortBy=nearest');
    expect(chosenSort(sortBy())).toBe('Nearest first');
  });

  it('still shows a sort named in the URL that the site no longer offers', async () => {
    await renderSort(`${PATH}?sortBy=lowestKm`);
    expect(chosenSort(sortBy())).toBe('Kilometres: low to high');
  });
});

describe('SortSelect server rendering', () => {
  it('shows the chosen sort in the server HTML and hydrates it unchanged', async () => {
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(getRequest(query), {});
    environment.commitPayload(operation, MockPayloadGenerator.generate(operation, resolvers).data!);
    function Page() {
      const data = useLazyLoadQuery<SortSelectTestQuery>(query, {}, { fetchPolicy: 'store-only' });
      return <Sort data={data} />;
    }
    const page = () => (
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider
          router={createMemoryRouter([{ id: 'page', path: '*', Component: Page }], {
            initialEntries: [`${PATH}?sortBy=lowestPrice`],
          })}
        />
      </RelayEnvironmentProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const select = within(container).getByRole('combobox', { name: 'Sort by' });
    expect(chosenSort(select)).toBe('Price: low to high');

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('combobox', { name: 'Sort by' })).toBe(select);
    expect(chosenSort(select)).toBe('Price: low to high');
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
