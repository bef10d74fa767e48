import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, parseSearchParams, searchStateToUrl } from './search-state';
import { clearRefinements, refinementCount, setNearPostcode } from './search-state-updates';
import { searchVariablesFromUrl } from './search-variables';
import { distanceAwayText } from './near-postcode';
import { rememberedPostcode } from './remembered-postcode';

const options = { defaultSort: 'mostRelevant' } as const;
const PATH = '/search/new-used-and-demo-cars';

describe('the postcode in a search URL', () => {
  it('reads the postcode, the radius and the nearest sort', () => {
    const state = parseSearchParams('?postcode=4000&within=100&sortBy=nearest&page=2');
    expect(state).toEqual({
      ...EMPTY_SEARCH_STATE,
      postcode: '4000',
      withinKm: 100,
      sortBy: 'nearest',
      page: 2,
    });
    expect(searchStateToUrl(state, options)).toBe(
      `${PATH}?postcode=4000&within=100&sortBy=nearest&page=2`,
    );
  });

  it('ignores a malformed postcode, and a radius or nearest sort without a postcode', () => {
    expect(parseSearchParams('?postcode=40000&within=100&sortBy=nearest')).toEqual(
      EMPTY_SEARCH_STATE,
    );
    expect(parseSearchParams('?postcode=abcd').postcode).toBe('');
    expect(parseSearchParams('?postcode=%204000%20').postcode).toBe('4000');
  });

  it('ignores a radius the API would refuse', () => {
    for (const within of ['0', '5001', '-5', '2.5', 'far', '']) {
      expect(parseSearchParams(`?postcode=4000&within=${within}`).withinKm).toBeNull();
    }
    expect(parseSearchParams('?postcode=4000&within=5000').withinKm).toBe(5000);
  });

  it('sends the postcode as filters.near and nearest as NEAREST', () => {
    const url = new URL(`https://dealer.example${PATH}?postcode=4000&within=250&sortBy=nearest`);
    const variables = searchVariablesFromUrl(url);
    expect(variables.filters).toEqual({ near: { postcode: '4000', withinKm: 250 } });
    expect(variables.sort).toBe('NEAREST');
    const anyDistance = searchVariablesFromUrl(
      new URL(`https://dealer.example${PATH}?postcode=2000`),
    );
    expect(anyDistance.filters).toEqual({ near: { postcode: '2000', withinKm: null } });
  });

  it('counts the radius as a filter; clearing filters keeps the postcode', () => {
    const near = setNearPostcode(EMPTY_SEARCH_STATE, '4000', 100);
    expect(refinementCount(near)).toBe(1);
    expect(clearRefinements(near)).toEqual({ ...near, withinKm: null });
  });

  it('drops the radius and the nearest sort with the postcode', () => {
    const near = {
      ...setNearPostcode(EMPTY_SEARCH_STATE, '4000', 100),
      sortBy: 'nearest' as const,
      page: 3,
    };
    expect(setNearPostcode(near, '', 100)).toEqual(EMPTY_SEARCH_STATE);
  });
});

describe('distanceAwayText', () => {
  it('reads whole km, with thousands grouped', () => {
    expect(distanceAwayText(123)).toBe('123 km away');
    expect(distanceAwayText(1234)).toBe('1,234 km away');
    expect(distanceAwayText(0)).toBe('Under 1 km away');
  });
});

describe('rememberedPostcode', () => {
  it('reads a well-formed postcode from the cookie header and nothing else', () => {
    expect(rememberedPostcode('a=1; forecourt_postcode=4000; b=2')).toBe('4000');
    expect(rememberedPostcode('forecourt_postcode=<script>')).toBe('');
    expect(rememberedPostcode('')).toBe('');
  });
});
