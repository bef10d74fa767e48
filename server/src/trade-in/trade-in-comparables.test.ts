import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStockSearch } from '../testing/test-stock-search.js';
import type { StockSearch } from '../stock/stock-search.port.js';
import {
  harbourCars,
  harbourSite,
  outbackCars,
  outbackSite,
} from '../stock/testing/fixture-sites.js';
import { tradeInComparables } from './trade-in-comparables.js';

let search: StockSearch;
beforeAll(async () => {
  search = createTestStockSearch();
  await search.replaceSiteStock(harbourSite, harbourCars);
  await search.replaceSiteStock(outbackSite, outbackCars);
});
afterAll(async () => {
  await search.close();
});

const harbour = () => search.forSite(harbourSite);
const sortedByPrice = <T extends { price: number }>(list: T[]) =>
  [...list].sort((a, b) => a.price - b.price);

describe('tradeInComparables', () => {
  it('finds the site’s cars of the same make and model, a year either side, listed or sold', async () => {
    const found = await tradeInComparables(harbour(), {
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      km: 40_000,
    });
    // The 2023 hybrid is too new; the other site's Corolla is not this site's market.
    expect(sortedByPrice(found)).toEqual([
      { price: 19_990, year: 2019, km: 60_000 },
      { price: 24_990, year: 2021, km: 35_000 },
    ]);
  });

  it('reads the make and model as the shopper types them', async () => {
    const found = await tradeInComparables(harbour(), {
      make: ' mazda',
      model: 'cx5',
      year: 2021,
      km: 55_000,
    });
    expect(found).toEqual([{ price: 31_990, year: 2020, km: 60_000 }]);
  });

  it('finds nothing for a make or model the site has never listed', async () => {
    const car = { year: 2020, km: 40_000 };
    expect(await tradeInComparables(harbour(), { ...car, make: 'Lada', model: 'Niva' })).toEqual(
      [],
    );
    expect(
      await tradeInComparables(harbour(), { ...car, make: 'Toyota', model: 'Patrol' }),
    ).toEqual([]);
  });

  it('never reads another site’s stock', async () => {
    const found = await tradeInComparables(search.forSite(outbackSite), {
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      km: 40_000,
    });
    expect(found).toEqual([]);
  });
});
