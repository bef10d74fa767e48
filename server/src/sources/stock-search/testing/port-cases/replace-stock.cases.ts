import { describe, expect, it } from 'vitest';
import { carRecordSchema } from '@forecourt/tenants/stock/car-record.schema';
import type { StockSearch } from '../../../../stock/stock-search.port.js';
import {
  OUTBACK_VISIBLE_IDS,
  SHARED_CAR,
  daysAgo,
  harbourCars,
  harbourSite,
} from '../../../../stock/testing/fixture-sites.js';
import { IMPORT_TIMEOUT_MS, hitIds, stockQuery, withFixtureSites } from '../port-suite-context.js';

/** replaceSiteStock swaps one site's stock and leaves the others alone. */
export function describeReplaceSiteStock(createAdapter: () => Promise<StockSearch>): void {
  describe('replaceSiteStock', () => {
    const ctx = withFixtureSites(createAdapter);

    it(
      "replaces a site's cars without touching another site",
      async () => {
        const corolla = harbourCars.find((car) => car.id === 'hm-corolla-ascent')!;
        const newCar = carRecordSchema.parse({
          id: 'hm-kluger-new',
          slug: '2024-toyota-kluger-grande',
          status: 'in_stock',
          carType: 'used',
          make: 'Toyota',
          model: 'Kluger',
          badge: 'Grande',
          year: 2024,
          price: 71990,
          km: 9000,
          stockNumber: 'K2001',
          createdAt: daysAgo(30),
          updatedAt: daysAgo(1),
          locationId: 'hm-brisbane',
        });
        await ctx.adapter().replaceSiteStock(harbourSite, [{ ...corolla, price: 23990 }, newCar]);

        const harbour = ctx.harbour();
        const result = await harbour.search(stockQuery());
        expect(hitIds(result)).toEqual(['hm-corolla-ascent', 'hm-kluger-new']);
        expect(result.totalCount).toBe(2);
        expect(result.stats.price).toEqual({ min: 23990, max: 71990 });
        expect(await harbour.findByIds(['hm-cx5-maxx', SHARED_CAR.id])).toEqual([null, null]);
        expect(await harbour.findBySlugs(['hm-corolla-ascent'])).toEqual([
          expect.objectContaining({ price: 23990 }),
        ]);
        expect(hitIds(await harbour.search(stockQuery({ text: 'kluger' })))).toEqual([
          'hm-kluger-new',
        ]);
        expect((await harbour.search(stockQuery({ text: 'hilux' }))).totalCount).toBe(0);

        const outback = await ctx.outback().search(stockQuery());
        expect(hitIds(outback)).toEqual([...OUTBACK_VISIBLE_IDS].sort());
        const [shared] = await ctx.outback().findBySlugs([SHARED_CAR.slug]);
        expect(shared?.price).toBe(65990);

        await ctx.adapter().replaceSiteStock(harbourSite, []);
        const emptied = await harbour.search(stockQuery());
        expect(emptied.totalCount).toBe(0);
        expect(emptied.hits).toEqual([]);
        expect(await harbour.findByIds(['hm-corolla-ascent'])).toEqual([null]);
        expect((await ctx.outback().search(stockQuery())).totalCount).toBe(
          OUTBACK_VISIBLE_IDS.length,
        );
      },
      IMPORT_TIMEOUT_MS,
    );
  });
}
