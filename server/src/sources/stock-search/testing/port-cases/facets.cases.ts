import { describe, expect, it } from 'vitest';
import { facetCounts, hitIds, stockQuery, type PortSuiteContext } from '../port-suite-context.js';

const ALL_MAKES = { Toyota: 8, Mazda: 3, Ford: 3, Hyundai: 1, Tesla: 1, Kia: 2, Yamaha: 1 };
const ALL_TAGS = {
  'New Arrival': 2,
  'JUST SOLD': 2,
  Reserved: 1,
  Hybrid: 1,
  Electric: 1,
  'Certified Pre-Owned': 1,
  'Runout Sale': 1,
  'Coming Soon': 1,
};
const ALL_FEATURES = { Bluetooth: 3, 'Reversing Camera': 2, 'Apple CarPlay': 2, 'Tow Bar': 3 };

/** Facet counts (disjunctive), the computed tag facet and range stats. */
export function describeFacetsAndStats(ctx: PortSuiteContext): void {
  describe('facets', () => {
    it("counts every facet over the site's cars", async () => {
      const result = await ctx.harbour().search(stockQuery());
      expect(facetCounts(result, 'make')).toEqual(ALL_MAKES);
      expect(facetCounts(result, 'fuel')).toEqual({
        Petrol: 11,
        Diesel: 6,
        Hybrid: 1,
        Electric: 1,
      });
      expect(facetCounts(result, 'features')).toEqual(ALL_FEATURES);
      expect(facetCounts(result, 'certified')).toEqual({ true: 2, false: 17 });
      expect(facetCounts(result, 'carType')).toEqual({ used: 15, demo: 2, new: 2 });
      expect(facetCounts(result, 'city')).toEqual({ Brisbane: 12, Sydney: 7 });
      expect(facetCounts(result, 'seats')).toEqual({ '2': 1, '5': 7, '7': 2 });
      expect(facetCounts(result, 'status')).toEqual({ in_stock: 16, coming_soon: 1, sold: 2 });
      expect(facetCounts(result, 'weeklyPriceRange')).toEqual({ '0-100': 1, '100-150': 1 });
      expect(facetCounts(result, 'year')['2021']).toBe(3);
    });

    it('counts only the facets asked for, with the same counts', async () => {
      const result = await ctx
        .harbour()
        .search(stockQuery({ facets: ['make', 'fuel'], filters: { fuel: ['Diesel'] } }));
      expect(Object.keys(result.facets).sort()).toEqual(['fuel', 'make']);
      const everyFacet = await ctx.harbour().search(stockQuery({ filters: { fuel: ['Diesel'] } }));
      expect(facetCounts(result, 'make')).toEqual(facetCounts(everyFacet, 'make'));
      expect(facetCounts(result, 'fuel')).toEqual(facetCounts(everyFacet, 'fuel'));
      expect(result.totalCount).toBe(everyFacet.totalCount);
    });

    it('tags cars by the site rules, new arrivals and recently sold included', async () => {
      const result = await ctx.harbour().search(stockQuery());
      expect(facetCounts(result, 'tag')).toEqual(ALL_TAGS);

      const newArrivals = await ctx
        .harbour()
        .search(stockQuery({ filters: { tag: ['New Arrival'] } }));
      expect(hitIds(newArrivals)).toEqual(['hm-ranger-wildtrak', 'hm-rav4-gx']);
      const soldOrReserved = await ctx
        .harbour()
        .search(stockQuery({ filters: { tag: ['JUST SOLD', 'Reserved'] } }));
      expect(hitIds(soldOrReserved)).toEqual([
        'hm-corolla-sold',
        'hm-focus-sold',
        'hm-hilux-workmate',
      ]);
    });

    it("keeps a selected facet's other values and narrows the other facets", async () => {
      const result = await ctx.harbour().search(stockQuery({ filters: { make: ['Mazda'] } }));
      expect(result.totalCount).toBe(3);
      expect(facetCounts(result, 'make')).toEqual(ALL_MAKES);
      expect(facetCounts(result, 'fuel')).toEqual({ Petrol: 3 });
      expect(facetCounts(result, 'city')).toEqual({ Sydney: 3 });
    });

    it('counts each selected facet under the selections of the others', async () => {
      const result = await ctx
        .harbour()
        .search(stockQuery({ filters: { make: ['Mazda'], fuel: ['Diesel'] } }));
      expect(result.totalCount).toBe(0);
      expect(facetCounts(result, 'make')).toEqual({ Toyota: 3, Ford: 2, Kia: 1 });
      expect(facetCounts(result, 'fuel')).toEqual({ Petrol: 3 });
      expect(facetCounts(result, 'city')).toEqual({});
    });

    it('counts multi-valued and tag facets disjunctively too', async () => {
      const towBar = await ctx.harbour().search(stockQuery({ filters: { features: ['Tow Bar'] } }));
      expect(facetCounts(towBar, 'features')).toEqual(ALL_FEATURES);
      expect(facetCounts(towBar, 'make')).toEqual({ Toyota: 2, Ford: 1 });

      const newArrivals = await ctx
        .harbour()
        .search(stockQuery({ filters: { tag: ['New Arrival'] } }));
      expect(facetCounts(newArrivals, 'tag')).toEqual(ALL_TAGS);
      expect(facetCounts(newArrivals, 'make')).toEqual({ Toyota: 1, Ford: 1 });
    });

    it('narrows the facets by ranges and text', async () => {
      const result = await ctx.harbour().search(stockQuery({ ranges: { price: { min: 50000 } } }));
      expect(facetCounts(result, 'make')).toEqual({ Toyota: 2, Ford: 2, Kia: 1 });
      const text = await ctx
        .harbour()
        .search(stockQuery({ text: 'toyota', filters: { fuel: ['Diesel'] } }));
      expect(hitIds(text)).toEqual(['hm-hilux-sr5', 'hm-hilux-workmate', 'shared-landcruiser']);
      expect(facetCounts(text, 'fuel')).toEqual({ Petrol: 4, Hybrid: 1, Diesel: 3 });
    });

    it('leaves out facets and stats without data', async () => {
      const result = await ctx.outback().search(stockQuery());
      expect(result.facets.weeklyPriceRange ?? []).toEqual([]);
      expect(result.stats.subscriptionPrice).toBeUndefined();
      expect(facetCounts(result, 'tag')).toEqual({ 'JUST SOLD': 1 });
    });
  });

  describe('stats', () => {
    it('gives min and max of every range over the matching cars', async () => {
      const result = await ctx.harbour().search(stockQuery());
      expect(result.stats).toEqual({
        price: { min: 0, max: 79990 },
        km: { min: 10, max: 150000 },
        year: { min: 2016, max: 2025 },
        subscriptionPrice: { min: 99, max: 149 },
      });
      const mazda = await ctx.harbour().search(stockQuery({ filters: { make: ['Mazda'] } }));
      expect(mazda.stats.price).toEqual({ min: 18990, max: 49990 });
    });

    it("ignores a range's own bounds in its stats", async () => {
      const result = await ctx.harbour().search(stockQuery({ ranges: { price: { min: 30000 } } }));
      expect(result.totalCount).toBe(11);
      expect(result.stats.price).toEqual({ min: 0, max: 79990 });
      expect(result.stats.km).toEqual({ min: 10, max: 80000 });
      expect(result.stats.year).toEqual({ min: 2019, max: 2025 });
      expect(result.stats.subscriptionPrice).toEqual({ min: 149, max: 149 });

      const mazda = await ctx
        .harbour()
        .search(stockQuery({ filters: { make: ['Mazda'] }, ranges: { price: { min: 30000 } } }));
      expect(mazda.stats.price).toEqual({ min: 18990, max: 49990 });
      expect(mazda.stats.km).toEqual({ min: 5000, max: 60000 });
    });
  });
}
