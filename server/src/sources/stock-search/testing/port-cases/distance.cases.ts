import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@forecourt/schema/geo/haversine';
import type { NearPoint, SiteStock, StockSearch } from '../../../../stock/stock-search.port.js';
import { SHOPPER, YARDS, geoCars, geoSite } from '../../../../stock/testing/geo-fixture-site.js';
import {
  IMPORT_TIMEOUT_MS,
  facetCounts,
  hitIds,
  orderedIds,
  stockQuery,
} from '../port-suite-context.js';

const near = (withinKm?: number): NearPoint => ({
  latitude: SHOPPER.lat,
  longitude: SHOPPER.long,
  ...(withinKm === undefined ? {} : { withinKm }),
});

/** The `near` filter and the `nearest` sort, on a site with yards at known places. */
export function describeDistance(createAdapter: () => Promise<StockSearch>): void {
  describe('distance from a point', () => {
    let adapter: StockSearch | undefined;
    beforeAll(async () => {
      adapter = await createAdapter();
      await adapter.replaceSiteStock(geoSite, geoCars);
    }, IMPORT_TIMEOUT_MS);
    afterAll(async () => {
      await adapter?.close();
    });
    const stock = (): SiteStock => adapter!.forSite(geoSite);

    it('sorts nearest first, ties in the dealer’s order, cars without coordinates last', async () => {
      const result = await stock().search(stockQuery({ near: near(), sort: 'nearest' }));
      expect(orderedIds(result)).toEqual([
        'gm-bne-hilux',
        'gm-bne-corolla',
        'gm-gc-camry',
        'gm-gc-cx5',
        'gm-syd-ranger',
        'gm-syd-mazda3',
        'gm-nt-landcruiser',
      ]);
      expect(result.totalCount).toBe(7);
    });

    it('pages through the nearest order without repeating a car', async () => {
      const pages = await Promise.all(
        [0, 3, 6].map((offset) =>
          stock().search(stockQuery({ near: near(), sort: 'nearest', offset, limit: 3 })),
        ),
      );
      expect(pages.flatMap(orderedIds)).toEqual(
        orderedIds(await stock().search(stockQuery({ near: near(), sort: 'nearest' }))),
      );
    });

    it('keeps a yard just inside the radius and drops one just outside', async () => {
      const goldCoastKm = haversineKm(SHOPPER, YARDS.goldCoast);
      const inside = await stock().search(stockQuery({ near: near(goldCoastKm + 0.5) }));
      expect(hitIds(inside)).toEqual([
        'gm-bne-corolla',
        'gm-bne-hilux',
        'gm-gc-camry',
        'gm-gc-cx5',
      ]);
      const outside = await stock().search(stockQuery({ near: near(goldCoastKm - 0.5) }));
      expect(hitIds(outside)).toEqual(['gm-bne-corolla', 'gm-bne-hilux']);
    });

    it('leaves cars without coordinates out of any radius but keeps them without one', async () => {
      const wide = await stock().search(stockQuery({ near: near(5000) }));
      expect(hitIds(wide)).not.toContain('gm-nt-landcruiser');
      expect(wide.totalCount).toBe(6);
      const anywhere = await stock().search(stockQuery({ near: near() }));
      expect(anywhere.totalCount).toBe(7);
    });

    it('combines the radius with filters, sorts and facet counts', async () => {
      const result = await stock().search(
        stockQuery({
          near: near(100),
          filters: { make: ['Toyota'] },
          ranges: { price: { max: 30000 } },
          sort: 'lowestPrice',
        }),
      );
      expect(orderedIds(result)).toEqual(['gm-gc-camry', 'gm-bne-corolla']);
      // Counts ignore the make selection but never a car beyond the radius.
      expect(facetCounts(result, 'make')).toEqual({ Toyota: 2 });
      expect(facetCounts(await stock().search(stockQuery({ near: near(100) })), 'make')).toEqual({
        Toyota: 3,
        Mazda: 1,
      });
      expect(result.stats.price).toEqual({ min: 22990, max: 44990 });
    });

    it('refuses the nearest sort without a point', async () => {
      await expect(stock().search(stockQuery({ sort: 'nearest' }))).rejects.toThrow(/near/);
    });
  });
}
