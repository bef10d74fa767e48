import { describe, expect, it } from 'vitest';
import { similarSearchUrl, type SimilarSearchCar } from './similar-search-url';

const HILUX: SimilarSearchCar = {
  make: 'Toyota',
  model: 'Hilux',
  carType: 'USED',
  body: 'Ute',
  similarPriceBand: { min: 14990, max: 34990 },
};

describe('similarSearchUrl', () => {
  it('searches the same make and model within the price band', () => {
    expect(similarSearchUrl(HILUX, 'MAKE_MODEL', 'mostRelevant')).toBe(
      '/search/toyota/hilux?range[price]=14990:34990',
    );
  });

  it('searches the same car type and body when the site matches by those', () => {
    expect(similarSearchUrl(HILUX, 'CAR_TYPE_BODY', 'mostRelevant')).toBe(
      '/search/used-cars?refinementList[body][0]=Ute&range[price]=14990:34990',
    );
  });

  it('leaves the price out for a vehicle without a price, and a body it does not have', () => {
    const car = { ...HILUX, body: null, similarPriceBand: null };
    expect(similarSearchUrl(car, 'MAKE_MODEL', 'mostRelevant')).toBe('/search/toyota/hilux');
    expect(similarSearchUrl(car, 'CAR_TYPE_BODY', 'mostRelevant')).toBe('/search/used-cars');
  });

  it('keeps price bounds whole numbers, as the search URL takes them', () => {
    const car = { ...HILUX, similarPriceBand: { min: 0, max: 10999.5 } };
    expect(similarSearchUrl(car, 'MAKE_MODEL', 'latest')).toBe(
      '/search/toyota/hilux?range[price]=0:11000',
    );
  });
});
