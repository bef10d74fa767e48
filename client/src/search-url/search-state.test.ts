import { sortEnumName, sortOptionName } from '@forecourt/schema/search/search-vocabulary';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH_STATE,
  parseSearchParams,
  searchStateToUrl,
  withScope,
  type SearchScope,
  type SearchState,
} from './search-state';
import {
  clearRefinements,
  setPage,
  setQuery,
  setRange,
  setSort,
  toggleRefinement,
} from './search-state-updates';
import { searchVariablesFromUrl } from './search-variables';

const options = { defaultSort: 'mostRelevant' } as const;
const NO_SCOPE: SearchScope = { carTypes: [], make: null, model: null, body: null };

const state = (overrides: Partial<SearchState>): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  ...overrides,
});
const withRefinements = (refinements: Record<string, readonly string[]>) => state({ refinements });

/** What the shopper sees at a URL, serialised again. */
function canonical(pathAndQuery: string, scope: SearchScope = NO_SCOPE): string {
  const url = new URL(pathAndQuery, 'https://dealer.example');
  return searchStateToUrl(withScope(parseSearchParams(url.search), scope), options);
}

describe('parseSearchParams', () => {
  it('reads the query, list refinements, ranges, sort and page', () => {
    const parsed = parseSearchParams(
      '?query=hilux%20sr5&refinementList[make][0]=Toyota&refinementList[make][1]=Mazda' +
        '&refinementList[car_type][0]=used&refinementList[status][0]=in_stock' +
        '&refinementList[dealership_name][0]=City%20Motors&refinementList[seats][0]=7' +
        '&range[price]=:20000&range[subscription_price]=100:300&sortBy=lowestPrice&page=3',
    );
    expect(parsed).toEqual({
      query: 'hilux sr5',
      refinements: {
        make: ['Toyota', 'Mazda'],
        carType: ['USED'],
        status: ['IN_STOCK'],
        dealershipName: ['City Motors'],
        seats: ['7'],
      },
      ranges: { price: { min: null, max: 20000 }, subscriptionPrice: { min: 100, max: 300 } },
      sortBy: 'lowestPrice',
      page: 3,
      postcode: '',
      withinKm: null,
    });
  });

  it('accepts URLSearchParams and percent-encoded brackets in keys', () => {
    const params = new URLSearchParams('refinementList%5Bbody%5D%5B0%5D=SUV&query=ute+tray');
    expect(parseSearchParams(params)).toEqual(
      state({ query: 'ute tray', refinements: { body: ['SUV'] } }),
    );
  });

  it('orders values by their index and drops repeats', () => {
    const parsed = parseSearchParams(
      'refinementList[make][1]=Mazda&refinementList[make][0]=Toyota&refinementList[make][2]=Mazda',
    );
    expect(parsed.refinements).toEqual({ make: ['Toyota', 'Mazda'] });
  });

  it('ignores unknown keys, malformed values, bad pages and unknown sorts without throwing', () => {
    const parsed = parseSearchParams(
      'utm_source=mail&refinementList[colourz][0]=Red&refinementList[carType][0]=used' +
        '&refinementList[car_type][0]=spaceship&refinementList[status][0]=' +
        '&refinementList[seats][0]=seven&refinementList[years][0]=2019.5' +
        '&refinementList[certified][0]=maybe&refinementList[make][x]=Kia' +
        '&range[price]=cheap&range[km]=10:abc&range[year]=:&range[weight]=1:2' +
        '&sortBy=cheapest&page=0',
    );
    expect(parsed).toEqual(EMPTY_SEARCH_STATE);
  });

  it.each(['page=-2', 'page=2.5', 'page=abc', 'page=', 'page=99999999999'])(
    'treats %s as page 1',
    (search) => {
      expect(parseSearchParams(search).page).toBe(1);
    },
  );

  it('keeps the well-formed side of a hand-edited URL', () => {
    const parsed = parseSearchParams(
      'refinementList[fuel][0]=Diesel&refinementList[seats][0]=eight&refinementList[seats][1]=08' +
        '&range[km]=:50000&sortBy=LOWEST_PRICE&page=2',
    );
    expect(parsed).toEqual(
      state({
        refinements: { fuel: ['Diesel'], seats: ['8'] },
        ranges: { km: { min: null, max: 50000 } },
        page: 2,
      }),
    );
  });

  it('takes refinements without an index after the indexed ones', () => {
    expect(
      parseSearchParams('refinementList[colour]=Red&refinementList[colour][0]=Blue').refinements,
    ).toEqual({ colour: ['Blue', 'Red'] });
  });

  it('gives the empty state for an empty query string', () => {
    expect(parseSearchParams('')).toEqual(EMPTY_SEARCH_STATE);
    expect(parseSearchParams('?')).toEqual(EMPTY_SEARCH_STATE);
  });
});

describe('withScope', () => {
  it('fills the fields the query string leaves unset from the path', () => {
    const parsed = parseSearchParams('refinementList[colour][0]=Red');
    expect(
      withScope(parsed, { carTypes: [], make: 'Toyota', model: 'Corolla', body: null }).refinements,
    ).toEqual({ colour: ['Red'], make: ['Toyota'], model: ['Corolla'] });
    expect(
      withScope(parsed, { carTypes: ['NEW', 'DEMO'], make: null, model: null, body: null })
        .refinements,
    ).toEqual({ colour: ['Red'], carType: ['NEW', 'DEMO'] });
    expect(withScope(parsed, { ...NO_SCOPE, body: 'SUV' }).refinements).toEqual({
      colour: ['Red'],
      body: ['SUV'],
    });
  });

  it('lets what the shopper set win over the path', () => {
    const parsed = parseSearchParams(
      'refinementList[make][0]=Mazda&refinementList[car_type][0]=used',
    );
    const scoped = withScope(parsed, {
      carTypes: ['NEW'],
      make: 'Toyota',
      model: null,
      body: null,
    });
    expect(scoped.refinements).toEqual({ make: ['Mazda'], carType: ['USED'] });
  });

  it('adds nothing for the all-stock path', () => {
    const parsed = parseSearchParams('query=ranger&page=2');
    expect(withScope(parsed, NO_SCOPE)).toEqual(parsed);
  });
});

describe('searchStateToUrl', () => {
  it('gives the all-stock path with no query string for the empty state', () => {
    expect(searchStateToUrl(EMPTY_SEARCH_STATE, options)).toBe('/search/new-used-and-demo-cars');
  });

  it.each([
    [['NEW', 'DEMO'], '/search/new-and-demo-cars'],
    [['DEMO', 'NEW'], '/search/new-and-demo-cars'],
    [['USED'], '/search/used-cars'],
    [['NEW'], '/search/new-cars'],
    [['DEMO'], '/search/demo-cars'],
  ])('puts car types %j in the path %s', (carType, path) => {
    expect(searchStateToUrl(withRefinements({ carType, make: ['Toyota'] }), options)).toBe(
      `${path}?refinementList[make][0]=Toyota`,
    );
  });

  it('keeps car types no route stands for in the query string', () => {
    expect(searchStateToUrl(withRefinements({ carType: ['USED', 'DEMO'] }), options)).toBe(
      '/search/new-used-and-demo-cars?refinementList[car_type][0]=used&refinementList[car_type][1]=demo',
    );
  });

  it('puts a single make in the path', () => {
    expect(
      searchStateToUrl(withRefinements({ make: ['Mercedes-Benz'], body: ['SUV'] }), options),
    ).toBe('/search/mercedes-benz?refinementList[body][0]=SUV');
  });

  it('puts a single make and model in the path', () => {
    expect(
      searchStateToUrl(
        withRefinements({ make: ['Toyota'], model: ['LandCruiser 70'], colour: ['White'] }),
        options,
      ),
    ).toBe('/search/toyota/landcruiser-70?refinementList[colour][0]=White');
  });

  it('keeps several models in the query string under the make path', () => {
    expect(
      searchStateToUrl(withRefinements({ make: ['Toyota'], model: ['Corolla', 'Camry'] }), options),
    ).toBe('/search/toyota?refinementList[model][0]=Corolla&refinementList[model][1]=Camry');
  });

  it('puts a single body in the path when no car type or make is chosen', () => {
    expect(searchStateToUrl(withRefinements({ body: ['Cab Chassis'] }), options)).toBe(
      '/search/cab-chassis',
    );
  });

  it('falls back to the all-stock path for several makes, with the body in the query', () => {
    expect(
      searchStateToUrl(withRefinements({ make: ['Toyota', 'Mazda'], body: ['SUV'] }), options),
    ).toBe(
      '/search/new-used-and-demo-cars?refinementList[body][0]=SUV' +
        '&refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
    );
  });

  it('falls back to the all-stock path for a model without a make', () => {
    expect(searchStateToUrl(withRefinements({ model: ['Hilux'] }), options)).toBe(
      '/search/new-used-and-demo-cars?refinementList[model][0]=Hilux',
    );
  });

  it('does not use a path a type route already owns', () => {
    expect(searchStateToUrl(withRefinements({ make: ['Used Cars'] }), options)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Used%20Cars',
    );
  });

  it('orders keys: query, refinements by field, ranges, sort, page', () => {
    const full = state({
      query: 'tow bar',
      refinements: {
        status: ['IN_STOCK'],
        certified: ['true'],
        makeModel: ['Toyota|Hilux'],
        make: ['Toyota', 'Ford'],
        seats: ['5', '7'],
      },
      ranges: { year: { min: 2018, max: null }, price: { min: 10000, max: 30000 } },
      sortBy: 'lowestKm',
      page: 4,
    });
    expect(searchStateToUrl(full, options)).toBe(
      '/search/new-used-and-demo-cars?query=tow%20bar' +
        '&refinementList[certified][0]=true' +
        '&refinementList[make][0]=Toyota&refinementList[make][1]=Ford' +
        '&refinementList[make_model][0]=Toyota%7CHilux' +
        '&refinementList[seats][0]=5&refinementList[seats][1]=7' +
        '&refinementList[status][0]=in_stock' +
        '&range[price]=10000:30000&range[year]=2018:' +
        '&sortBy=lowestKm&page=4',
    );
  });

  it('percent-encodes spaces, ampersands and brackets in values but not in keys', () => {
    const url = searchStateToUrl(
      state({
        query: 'a&b [c]',
        refinements: { features: ['Tow bar & hitch', 'Roof [racks]'], make: ['A', 'B'] },
      }),
      options,
    );
    expect(url).toBe(
      '/search/new-used-and-demo-cars?query=a%26b%20%5Bc%5D' +
        '&refinementList[features][0]=Tow%20bar%20%26%20hitch' +
        '&refinementList[features][1]=Roof%20%5Bracks%5D' +
        '&refinementList[make][0]=A&refinementList[make][1]=B',
    );
    expect(parseSearchParams(new URL(url, 'https://dealer.example').search)).toEqual(
      state({
        query: 'a&b [c]',
        refinements: { features: ['Tow bar & hitch', 'Roof [racks]'], make: ['A', 'B'] },
      }),
    );
  });

  it('leaves out the default sort, page 1 and a blank query', () => {
    const quiet = state({ query: '   ', sortBy: 'latest', page: 1 });
    expect(searchStateToUrl(quiet, { defaultSort: 'latest' })).toBe(
      '/search/new-used-and-demo-cars',
    );
    expect(searchStateToUrl(quiet, { defaultSort: 'mostRelevant' })).toBe(
      '/search/new-used-and-demo-cars?sortBy=latest',
    );
    expect(searchStateToUrl(state({ page: 2 }), options)).toBe(
      '/search/new-used-and-demo-cars?page=2',
    );
  });
});

describe('round trips', () => {
  it.each<[string, SearchScope]>([
    ['/search/new-used-and-demo-cars', NO_SCOPE],
    [
      '/search/used-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
      { ...NO_SCOPE, carTypes: ['USED'] },
    ],
    [
      '/search/new-used-and-demo-cars?query=tow%20bar&refinementList[car_type][0]=new' +
        '&refinementList[car_type][1]=used&range[km]=:100000&sortBy=highestPrice&page=2',
      NO_SCOPE,
    ],
    [
      '/search/new-used-and-demo-cars?refinementList[certified][0]=false' +
        '&refinementList[item_type][0]=motorcycle&refinementList[years][0]=2021' +
        '&range[subscription_price]=200:',
      NO_SCOPE,
    ],
    ['/search/mazda?refinementList[weekly_price_range][0]=100-150', { ...NO_SCOPE, make: 'Mazda' }],
  ])('keeps %s as it is', (url, scope) => {
    expect(canonical(url, scope)).toBe(url);
  });

  it('keeps a make and model page with its scope', () => {
    const url = '/search/toyota/corolla?refinementList[fuel][0]=Hybrid&page=2';
    expect(canonical(url, { carTypes: [], make: 'Toyota', model: 'Corolla', body: null })).toBe(
      url,
    );
  });

  it('keeps a body page with its scope', () => {
    expect(canonical('/search/suv?sortBy=newestYear', { ...NO_SCOPE, body: 'SUV' })).toBe(
      '/search/suv?sortBy=newestYear',
    );
  });

  it('keeps a type page with its scope', () => {
    const url = '/search/new-and-demo-cars?refinementList[body][0]=Ute';
    expect(canonical(url, { ...NO_SCOPE, carTypes: ['NEW', 'DEMO'] })).toBe(url);
  });

  it('moves a single make from the query string into the path', () => {
    expect(canonical('/search/new-used-and-demo-cars?refinementList[make][0]=Kia')).toBe(
      '/search/kia',
    );
  });

  it('makes a hand-edited URL canonical', () => {
    expect(
      canonical(
        '/search/new-used-and-demo-cars?page=1&sortBy=mostRelevant&utm_campaign=x' +
          '&refinementList[colour][]=Red&query=+ute+&refinementList[car_type][0]=USED',
      ),
    ).toBe('/search/used-cars?query=ute&refinementList[colour][0]=Red');
  });
});

describe('searchVariablesFromUrl', () => {
  it('passes the path and types the filters as CarFilters takes them', () => {
    const url = new URL(
      'https://dealer.example/search/toyota?query=%20hilux%20' +
        '&refinementList[seats][0]=5&refinementList[seats][1]=7' +
        '&refinementList[years][0]=2020&refinementList[certified][0]=true' +
        '&refinementList[car_type][0]=used&refinementList[status][0]=coming_soon' +
        '&refinementList[item_type][0]=car&refinementList[make_model][0]=Toyota%7CHilux' +
        '&range[price]=:20000&range[km]=5000:90000&sortBy=lowestPrice&page=2',
    );
    expect(searchVariablesFromUrl(url)).toEqual({
      path: '/search/toyota',
      query: 'hilux',
      filters: {
        seats: [5, 7],
        years: [2020],
        certified: true,
        carType: ['USED'],
        status: ['COMING_SOON'],
        itemType: ['CAR'],
        makeModel: ['Toyota|Hilux'],
        price: { max: 20000 },
        km: { min: 5000, max: 90000 },
      },
      sort: 'LOWEST_PRICE',
      page: 2,
    });
  });

  it('gives nulls and no filters for a bare path', () => {
    expect(searchVariablesFromUrl(new URL('https://dealer.example/search/used-cars'))).toEqual({
      path: '/search/used-cars',
      query: null,
      filters: {},
      sort: null,
      page: null,
    });
  });

  it('reads certified false, and leaves certified unset when both are chosen', () => {
    const only = new URL('https://dealer.example/search/x?refinementList[certified][0]=false');
    expect(searchVariablesFromUrl(only).filters).toEqual({ certified: false });
    const both = new URL(
      'https://dealer.example/search/x?refinementList[certified][0]=true&refinementList[certified][1]=false',
    );
    expect(searchVariablesFromUrl(both).filters).toEqual({});
  });

  it('leaves out page 1 and an unknown sort', () => {
    const url = new URL('https://dealer.example/search/used-cars?page=1&sortBy=random');
    expect(searchVariablesFromUrl(url)).toMatchObject({ sort: null, page: null });
  });
});

describe('sort names', () => {
  it('maps URL sort names to CarSort values and back', () => {
    expect(sortEnumName('lowestPrice')).toBe('LOWEST_PRICE');
    expect(sortEnumName('mostRelevant')).toBe('MOST_RELEVANT');
    expect(sortEnumName('latest')).toBe('LATEST');
    expect(sortOptionName('HIGHEST_KM')).toBe('highestKm');
    expect(sortOptionName('NEWEST_YEAR')).toBe('newestYear');
    expect(sortOptionName('CHEAPEST')).toBeNull();
  });
});

describe('state updates', () => {
  const onPage3 = state({ query: 'ute', page: 3, sortBy: 'latest' });

  it('toggles a value on and off, back to page 1', () => {
    const added = toggleRefinement(onPage3, 'make', 'Toyota');
    expect(added).toEqual({ ...onPage3, refinements: { make: ['Toyota'] }, page: 1 });
    const second = toggleRefinement(added, 'make', 'Mazda');
    expect(second.refinements).toEqual({ make: ['Toyota', 'Mazda'] });
    const removed = toggleRefinement(setPage(second, 2), 'make', 'Toyota');
    expect(removed.refinements).toEqual({ make: ['Mazda'] });
    expect(removed.page).toBe(1);
    expect(toggleRefinement(removed, 'make', 'Mazda').refinements).toEqual({});
  });

  it('leaves the scoped page when its make is toggled off', () => {
    const scoped = withScope(parseSearchParams(''), { ...NO_SCOPE, make: 'Toyota' });
    expect(searchStateToUrl(toggleRefinement(scoped, 'make', 'Toyota'), options)).toBe(
      '/search/new-used-and-demo-cars',
    );
    expect(searchStateToUrl(toggleRefinement(scoped, 'make', 'Kia'), options)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Kia',
    );
  });

  it('sets and removes a range, back to page 1', () => {
    const ranged = setRange(onPage3, 'price', { min: 5000, max: null });
    expect(ranged).toEqual({ ...onPage3, ranges: { price: { min: 5000, max: null } }, page: 1 });
    expect(setRange(setPage(ranged, 2), 'price', { min: null, max: null })).toEqual({
      ...onPage3,
      ranges: {},
      page: 1,
    });
  });

  it('rounds range bounds to whole numbers', () => {
    expect(setRange(onPage3, 'km', { min: 1499.6, max: Number.NaN }).ranges).toEqual({
      km: { min: 1500, max: null },
    });
  });

  it('sets the sort and the query back on page 1', () => {
    expect(setSort(onPage3, 'highestPrice')).toEqual({
      ...onPage3,
      sortBy: 'highestPrice',
      page: 1,
    });
    expect(setQuery(onPage3, 'hilux')).toEqual({ ...onPage3, query: 'hilux', page: 1 });
  });

  it('sets the page, treating anything but a whole number from 1 as page 1', () => {
    expect(setPage(onPage3, 5).page).toBe(5);
    expect(setPage(onPage3, 0).page).toBe(1);
    expect(setPage(onPage3, 2.5).page).toBe(1);
  });

  it('clears filters and the page but keeps the query and sort', () => {
    const busy = state({
      query: 'ute',
      refinements: { make: ['Ford'], carType: ['USED'] },
      ranges: { price: { min: 1, max: 2 } },
      sortBy: 'lowestPrice',
      page: 4,
    });
    expect(clearRefinements(busy)).toEqual(state({ query: 'ute', sortBy: 'lowestPrice', page: 1 }));
    expect(searchStateToUrl(clearRefinements(busy), options)).toBe(
      '/search/new-used-and-demo-cars?query=ute&sortBy=lowestPrice',
    );
  });

  it('does not change the state it was given', () => {
    const before = state({ refinements: { make: ['Ford'] }, page: 2 });
    toggleRefinement(before, 'make', 'Ford');
    setRange(before, 'km', { min: 1, max: 2 });
    expect(before).toEqual(state({ refinements: { make: ['Ford'] }, page: 2 }));
  });
});
