import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from '../../routing/create-router';
import { RouterProvider } from '../../routing/RouterProvider';
import { render } from '@testing-library/react';
import { SearchNavigationProvider } from './search-navigation';
import type { SearchScope } from '../../search-url/search-state';
import { DistanceFilter } from './DistanceFilter';
import { POSTCODE_COOKIE } from '../../search-url/remembered-postcode';

const ALL_STOCK: SearchScope = { carTypes: [], make: null, model: null, body: null };
const PATH = '/search/new-used-and-demo-cars';

function renderFilter(url: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'page',
        path: '*',
        Component: () => (
          <SearchNavigationProvider scope={ALL_STOCK} defaultSort="mostRelevant">
            <DistanceFilter />
          </SearchNavigationProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const postcodeBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Your postcode' });
const withinSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Within' });

afterEach(() => {
  document.cookie = `${POSTCODE_COOKIE}=; path=/; max-age=0`;
});

describe('DistanceFilter', () => {
  it('offers any distance and 25 to 500 km', () => {
    renderFilter(PATH);
    expect([...withinSelect().options].map((option) => option.textContent)).toEqual([
      'Any distance',
      '25 km',
      '50 km',
      '100 km',
      '250 km',
      '500 km',
    ]);
  });

  it('puts the postcode and radius in the URL from page 1, keeping the rest of the search', async () => {
    const router = renderFilter(`${PATH}?refinementList[fuel][0]=Diesel&page=3`);
    await userEvent.type(postcodeBox(), '4000');
    await userEvent.selectOptions(withinSelect(), '100 km');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe(
      '?refinementList[fuel][0]=Diesel&postcode=4000&within=100',
    );
    expect(document.cookie).toContain(`${POSTCODE_COOKIE}=4000`);
  });

  it('says what is wrong with a postcode that is not 4 digits, and stays put', async () => {
    const router = renderFilter(PATH);
    await userEvent.type(postcodeBox(), '40a');
    // The script checks too, for browsers that do not check the pattern.
    postcodeBox().form!.noValidate = true;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a postcode of 4 digits.');
    expect(postcodeBox().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it('drops the radius and the nearest sort when the postcode is cleared', async () => {
    const router = renderFilter(`${PATH}?postcode=4000&within=50&sortBy=nearest`);
    expect(postcodeBox().value).toBe('4000');
    expect(withinSelect().value).toBe('50');
    await userEvent.clear(postcodeBox());
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('');
  });

  it('is a GET form carrying the other search parameters, for browsers without JavaScript', () => {
    renderFilter(`${PATH}?refinementList[fuel][0]=Diesel&postcode=4000&within=25&sortBy=nearest`);
    const form = postcodeBox().form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(PATH);
    expect([...new FormData(form)]).toEqual([
      ['refinementList[fuel][0]', 'Diesel'],
      ['sortBy', 'nearest'],
      ['postcode', '4000'],
      ['within', '25'],
    ]);
  });

  it('offers the remembered postcode without applying it', () => {
    document.cookie = `${POSTCODE_COOKIE}=2000; path=/`;
    const router = renderFilter(PATH);
    expect(postcodeBox().value).toBe('2000');
    expect(router.state.location.search).toBe('');
  });
});
