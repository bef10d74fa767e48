import { describe, expect, it } from 'vitest';
import {
  HARBOUR_VISIBLE_IDS,
  OUTBACK_VISIBLE_IDS,
  SHARED_CAR,
  unimportedSite,
} from '../../../../stock/testing/fixture-sites.js';
import {
  daysFromNow,
  facetCounts,
  hitIds,
  stockQuery,
  type PortSuiteContext,
} from '../port-suite-context.js';

/** Tenant isolation and each site's scope: stock filter, website flag, recently-sold window. */
export function describeSiteScope(ctx: PortSuiteContext): void {
  describe('site scope', () => {
    it('lists exactly the cars each site shows', async () => {
      const harbour = await ctx.harbour().search(stockQuery());
      expect(hitIds(harbour)).toEqual([...HARBOUR_VISIBLE_IDS].sort());
      expect(harbour.totalCount).toBe(HARBOUR_VISIBLE_IDS.length);
      expect(harbour.totalCountCapped).toBe(false);

      const outback = await ctx.outback().search(stockQuery());
      expect(hitIds(outback)).toEqual([...OUTBACK_VISIBLE_IDS].sort());
      expect(outback.totalCount).toBe(OUTBACK_VISIBLE_IDS.length);
    });

    it('gives each site its own car under a shared id and slug', async () => {
      const [harbourBySlug] = await ctx.harbour().findBySlugs([SHARED_CAR.slug]);
      const [outbackBySlug] = await ctx.outback().findBySlugs([SHARED_CAR.slug]);
      expect(harbourBySlug).toMatchObject({ siteSlug: 'harbour-motors', price: 79990 });
      expect(outbackBySlug).toMatchObject({ siteSlug: 'outback-used-cars', price: 65990 });

      const [harbourById] = await ctx.harbour().findByIds([SHARED_CAR.id]);
      const [outbackById] = await ctx.outback().findByIds([SHARED_CAR.id]);
      expect(harbourById).toMatchObject({ locationName: 'Harbour Toyota Brisbane', km: 65000 });
      expect(outbackById).toMatchObject({ locationName: 'Outback Used Cars Perth', km: 90000 });

      const harbour = await ctx
        .harbour()
        .search(stockQuery({ filters: { model: ['LandCruiser'] } }));
      expect(harbour.hits.map((hit) => hit.price)).toEqual([79990]);
    });

    it("answers null for another site's cars, keeping the order asked", async () => {
      expect(
        (await ctx.harbour().findByIds(['ou-patrol', 'hm-cx5-maxx', 'no-such-car'])).map(
          (car) => car?.id ?? null,
        ),
      ).toEqual([null, 'hm-cx5-maxx', null]);
      expect(
        (await ctx.outback().findBySlugs(['hm-mazda3-pure', 'ou-pajero'])).map(
          (car) => car?.id ?? null,
        ),
      ).toEqual([null, 'ou-pajero']);
      const text = await ctx.harbour().search(stockQuery({ text: 'navara' }));
      expect(text.totalCount).toBe(0);
    });

    it('shows only the car types of a used-only site', async () => {
      const outback = await ctx.outback().search(stockQuery());
      expect(facetCounts(outback, 'carType')).toEqual({ used: OUTBACK_VISIBLE_IDS.length });
      expect(await ctx.outback().findByIds(['ou-hilux-new', 'ou-navara-demo'])).toEqual([
        null,
        null,
      ]);
      expect(await ctx.outback().findBySlugs(['ou-hilux-new'])).toEqual([null]);
    });

    it('hides cars kept off dealer websites unless the site lists them', async () => {
      expect(await ctx.harbour().findByIds(['hm-camry-hidden'])).toEqual([null]);
      expect(await ctx.harbour().findBySlugs(['hm-camry-hidden'])).toEqual([null]);
      const [triton] = await ctx.outback().findByIds(['ou-triton-offsite']);
      expect(triton?.showOnDealerWebsite).toBe(false);
    });

    it("keeps sold cars for the site's recently-sold days", async () => {
      const harbour = ctx.harbour();
      const found = await harbour.findBySlugs([
        'hm-corolla-sold',
        'hm-focus-sold',
        'hm-mazda3-sold-old',
        'hm-tucson-sold-old',
      ]);
      expect(found.map((car) => car?.id ?? null)).toEqual([
        'hm-corolla-sold',
        'hm-focus-sold',
        null,
        null,
      ]);
      const sold = await harbour.search(stockQuery({ filters: { status: ['sold'] } }));
      expect(hitIds(sold)).toEqual(['hm-corolla-sold', 'hm-focus-sold']);

      // Sold 10 days ago: gone from a 3-day site, still on the 14-day one.
      const outbackSold = await ctx.outback().search(stockQuery({ filters: { status: ['sold'] } }));
      expect(hitIds(outbackSold)).toEqual(['ou-navara-sold']);
      expect(await ctx.outback().findByIds(['ou-patrol-sold-old'])).toEqual([null]);
    });

    it('moves the sold window with the clock given to forSite', async () => {
      const harbourLater = ctx.harbour(daysFromNow(3));
      const sold = await harbourLater.search(stockQuery({ filters: { status: ['sold'] } }));
      expect(sold.totalCount).toBe(0);
      expect(await harbourLater.findByIds(['hm-corolla-sold', 'hm-cx5-maxx'])).toEqual([
        null,
        expect.objectContaining({ id: 'hm-cx5-maxx' }),
      ]);
      const all = await harbourLater.search(stockQuery());
      expect(all.totalCount).toBe(HARBOUR_VISIBLE_IDS.length - 2);

      expect(await ctx.outback(daysFromNow(5)).findBySlugs(['ou-navara-sold'])).toEqual([null]);
    });

    it('shows coming-soon cars', async () => {
      const result = await ctx
        .harbour()
        .search(stockQuery({ filters: { status: ['coming_soon'] } }));
      expect(hitIds(result)).toEqual(['hm-sorento-coming']);
      const [found] = await ctx.harbour().findBySlugs(['hm-sorento-coming']);
      expect(found?.status).toBe('coming_soon');
    });

    it('returns complete documents with the site enrichment', async () => {
      const [cx5] = await ctx.harbour().findByIds(['hm-cx5-maxx']);
      expect(cx5).toMatchObject({
        siteSlug: 'harbour-motors',
        name: '2020 Mazda CX-5 Maxx Sport',
        makeModel: 'Mazda|CX-5',
        locationName: 'Harbour Mazda Sydney',
        city: 'Sydney',
        state: 'NSW',
        dealershipName: 'Harbour Mazda',
        features: ['Apple CarPlay', 'Reversing Camera'],
        weeklyPrice: 120,
      });
    });

    it('answers empty for a site without imported stock', async () => {
      const stock = ctx.adapter().forSite(unimportedSite);
      const result = await stock.search(stockQuery());
      expect(result.totalCount).toBe(0);
      expect(result.hits).toEqual([]);
      expect(await stock.findByIds([SHARED_CAR.id])).toEqual([null]);
    });
  });
}
