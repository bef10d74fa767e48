import { describe, expect, it } from 'vitest';
import { hitIds, orderedIds, stockQuery, type PortSuiteContext } from '../port-suite-context.js';

/** Free-text search: typos, several words, stock numbers, tenant scope. */
export function describeTextSearch(ctx: PortSuiteContext): void {
  describe('text search', () => {
    it('finds a model despite a typo', async () => {
      const result = await ctx.harbour().search(stockQuery({ text: 'corola' }));
      expect(hitIds(result)).toEqual(['hm-corolla-ascent', 'hm-corolla-hybrid', 'hm-corolla-sold']);
      const outback = await ctx.outback().search(stockQuery({ text: 'corola' }));
      expect(hitIds(outback)).toEqual(['ou-corolla']);
    });

    it('needs every word to match', async () => {
      const result = await ctx.harbour().search(stockQuery({ text: 'hilux sr5' }));
      expect(hitIds(result)).toEqual(['hm-hilux-sr5']);
      const hybrid = await ctx.harbour().search(stockQuery({ text: 'Corolla Hybrid' }));
      expect(hitIds(hybrid)).toEqual(['hm-corolla-hybrid']);
    });

    it('finds a car by its stock number first', async () => {
      const [cx5] = await ctx.harbour().findByIds(['hm-cx5-maxx']);
      const result = await ctx.harbour().search(stockQuery({ text: cx5!.stockNumber }));
      expect(orderedIds(result)[0]).toBe('hm-cx5-maxx');
    });

    it("searches only the site's visible cars", async () => {
      expect((await ctx.harbour().search(stockQuery({ text: 'navara' }))).totalCount).toBe(0);
      expect(hitIds(await ctx.outback().search(stockQuery({ text: 'navara' })))).toEqual([
        'ou-navara-sold',
      ]);
      expect((await ctx.harbour().search(stockQuery({ text: 'camry' }))).totalCount).toBe(0);
    });

    it('answers an empty result for words no car has', async () => {
      const result = await ctx.harbour().search(stockQuery({ text: 'lamborghini aventador' }));
      expect(result.totalCount).toBe(0);
      expect(result.hits).toEqual([]);
    });
  });
}
