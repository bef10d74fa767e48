import { describe, expect, it } from 'vitest';
import { HARBOUR_VISIBLE_IDS } from '../../../../stock/testing/fixture-sites.js';
import { hitIds, stockQuery, type PortSuiteContext } from '../port-suite-context.js';
import type { StockQuery } from '../../../../stock/stock-search.port.js';

/** Every filter kind: list facets (OR within, AND across), multi-valued facets, ranges. */
export function describeFilters(ctx: PortSuiteContext): void {
  const ids = async (changes: Partial<StockQuery>) =>
    hitIds(await ctx.harbour().search(stockQuery(changes)));

  describe('filters', () => {
    it('ORs the values of one facet', async () => {
      expect(await ids({ filters: { make: ['Mazda', 'Ford'] } })).toEqual([
        'hm-cx5-akera',
        'hm-cx5-maxx',
        'hm-focus-sold',
        'hm-mazda3-pure',
        'hm-ranger-wildtrak',
        'hm-ranger-xlt',
      ]);
    });

    it('ANDs different facets', async () => {
      expect(await ids({ filters: { make: ['Toyota'], fuel: ['Diesel'] } })).toEqual([
        'hm-hilux-sr5',
        'hm-hilux-workmate',
        'shared-landcruiser',
      ]);
      expect(
        await ids({ filters: { make: ['Toyota', 'Ford'], body: ['Ute'], colour: ['Blue'] } }),
      ).toEqual(['hm-ranger-xlt']);
    });

    it('matches a multi-valued facet when any of its values is selected', async () => {
      expect(await ids({ filters: { features: ['Tow Bar'] } })).toEqual([
        'hm-hilux-sr5',
        'hm-hilux-workmate',
        'hm-ranger-xlt',
      ]);
      expect(await ids({ filters: { features: ['Tow Bar', 'Apple CarPlay'] } })).toEqual([
        'hm-corolla-hybrid',
        'hm-cx5-maxx',
        'hm-hilux-sr5',
        'hm-hilux-workmate',
        'hm-ranger-xlt',
      ]);
      expect(await ids({ filters: { features: ['Apple CarPlay'], make: ['Mazda'] } })).toEqual([
        'hm-cx5-maxx',
      ]);
      expect(await ids({ filters: { categories: ['Family'] } })).toEqual([
        'hm-corolla-ascent',
        'hm-cx5-maxx',
      ]);
    });

    it('filters facets whose values are written as strings', async () => {
      expect(await ids({ filters: { year: ['2021'] } })).toEqual([
        'hm-corolla-ascent',
        'hm-mt07',
        'hm-ranger-xlt',
      ]);
      expect(await ids({ filters: { certified: ['true'] } })).toEqual([
        'hm-corolla-hybrid',
        'hm-hilux-sr5',
      ]);
      expect(await ids({ filters: { seats: ['7'] } })).toEqual([
        'hm-sorento-coming',
        'shared-landcruiser',
      ]);
      expect(await ids({ filters: { itemType: ['motorcycle'] } })).toEqual(['hm-mt07']);
      expect(await ids({ filters: { carType: ['demo'] } })).toEqual(['hm-cx5-akera', 'hm-rav4-gx']);
      expect(await ids({ filters: { makeModel: ['Toyota|Corolla'] } })).toEqual([
        'hm-corolla-ascent',
        'hm-corolla-hybrid',
        'hm-corolla-sold',
      ]);
      expect(await ids({ filters: { priceRange: ['20000-25000'] } })).toEqual([
        'hm-corolla-ascent',
      ]);
      expect(await ids({ filters: { weeklyPriceRange: ['100-150'] } })).toEqual(['hm-cx5-maxx']);
      expect(await ids({ filters: { state: ['NSW'], model: ['CX-5', 'i30'] } })).toEqual([
        'hm-cx5-akera',
        'hm-cx5-maxx',
        'hm-i30-active',
      ]);
      expect(
        await ids({ filters: { dealershipName: ['Harbour Mazda'], body: ['Hatch'] } }),
      ).toEqual(['hm-focus-sold', 'hm-i30-active', 'hm-mazda3-pure']);
    });

    it('treats range bounds as inclusive', async () => {
      expect(await ids({ ranges: { price: { min: 24990, max: 32990 } } })).toEqual([
        'hm-corolla-ascent',
        'hm-corolla-hybrid',
        'hm-cx5-maxx',
        'hm-hilux-workmate',
      ]);
      expect(await ids({ ranges: { km: { max: 100 } } })).toEqual([
        'hm-rav4-cruiser',
        'hm-sorento-coming',
      ]);
    });

    it('leaves a range open on the side without a bound', async () => {
      expect(await ids({ ranges: { price: { min: 59990 } } })).toEqual([
        'hm-ranger-wildtrak',
        'hm-sorento-coming',
        'shared-landcruiser',
      ]);
      expect(await ids({ ranges: { price: { max: 9990 } } })).toEqual([
        'hm-mt07',
        'hm-sportage-poa',
      ]);
      expect(await ids({ ranges: { year: { min: 2023 } } })).toEqual([
        'hm-corolla-hybrid',
        'hm-cx5-akera',
        'hm-ranger-wildtrak',
        'hm-rav4-cruiser',
        'hm-sorento-coming',
      ]);
      expect(await ids({ ranges: { price: {} } })).toEqual([...HARBOUR_VISIBLE_IDS].sort());
    });

    it('leaves out cars without the value of a bounded range', async () => {
      expect(await ids({ ranges: { subscriptionPrice: { max: 1000 } } })).toEqual([
        'hm-corolla-ascent',
        'hm-cx5-maxx',
        'hm-i30-active',
      ]);
      expect(await ids({ ranges: { subscriptionPrice: { min: 100 } } })).toEqual([
        'hm-corolla-ascent',
        'hm-cx5-maxx',
      ]);
    });

    it('combines ranges with facets', async () => {
      expect(
        await ids({ filters: { make: ['Toyota'] }, ranges: { price: { max: 30000 } } }),
      ).toEqual(['hm-corolla-ascent', 'hm-corolla-sold', 'hm-hilux-workmate']);
      expect(
        await ids({ ranges: { price: { min: 30000 }, km: { max: 20000 }, year: { max: 2024 } } }),
      ).toEqual([
        'hm-corolla-hybrid',
        'hm-cx5-akera',
        'hm-ranger-wildtrak',
        'hm-rav4-gx',
        'hm-sorento-coming',
      ]);
    });

    it('leaves out cars priced 0 when asked', async () => {
      const all = await ctx.harbour().search(stockQuery());
      expect(hitIds(all)).toContain('hm-sportage-poa');
      const priced = await ctx.harbour().search(stockQuery({ excludeZeroPrice: true }));
      expect(hitIds(priced)).not.toContain('hm-sportage-poa');
      expect(priced.totalCount).toBe(HARBOUR_VISIBLE_IDS.length - 1);
      expect(priced.stats.price?.min).toBe(9990);
    });

    it('leaves out the cars asked, from hits and counts alike', async () => {
      const corollas = { filters: { make: ['Toyota'], model: ['Corolla'] } };
      const result = await ctx
        .harbour()
        .search(stockQuery({ ...corollas, excludeIds: ['hm-corolla-hybrid', 'not-a-car'] }));
      expect(hitIds(result)).toEqual(['hm-corolla-ascent', 'hm-corolla-sold']);
      expect(result.totalCount).toBe(2);
      expect(result.facets.model).toContainEqual({ value: 'Corolla', count: 2 });
    });

    it('rejects a query it cannot answer, naming the field', async () => {
      const harbour = ctx.harbour();
      const unknownFacet = { filters: { colours: ['Red'] } } as unknown as Partial<StockQuery>;
      await expect(harbour.search(stockQuery(unknownFacet))).rejects.toThrow('filters.colours');
      const unknownRange = { ranges: { weight: { min: 1 } } } as unknown as Partial<StockQuery>;
      await expect(harbour.search(stockQuery(unknownRange))).rejects.toThrow('ranges.weight');
      await expect(
        harbour.search(stockQuery({ ranges: { price: { min: Number.NaN } } })),
      ).rejects.toThrow('price.min');
      await expect(harbour.search(stockQuery({ offset: -1 }))).rejects.toThrow('offset');
      await expect(harbour.search(stockQuery({ limit: 1.5 }))).rejects.toThrow('limit');
    });

    it('answers an empty result when nothing matches', async () => {
      const result = await ctx.harbour().search(stockQuery({ filters: { make: ['Lamborghini'] } }));
      expect(result.hits).toEqual([]);
      expect(result.totalCount).toBe(0);
      const none = await ctx
        .harbour()
        .search(stockQuery({ filters: { make: ['Kia'], fuel: ['Electric'] } }));
      expect(none.totalCount).toBe(0);
      expect(none.hits).toEqual([]);
    });
  });
}
