import { describe, expect, it } from 'vitest';
import type { SearchResponse } from 'meilisearch';
import type { QueryRole } from './compile-query.js';
import { MAX_TOTAL_HITS } from './index-settings.js';
import { mergeResults } from './merge-results.js';

function response(fields: Partial<SearchResponse>): SearchResponse {
  return { hits: [], processingTimeMs: 0, query: '', ...fields };
}

describe('mergeResults', () => {
  it('reports a total that reached the index limit as capped', () => {
    const result = mergeResults([{ kind: 'main' }], [response({ totalHits: MAX_TOTAL_HITS })]);
    expect(result).toMatchObject({ totalCount: MAX_TOTAL_HITS, totalCountCapped: true });
    expect(mergeResults([{ kind: 'main' }], [response({ totalHits: 3 })]).totalCountCapped).toBe(
      false,
    );
  });

  it('takes the exact total from the count query when the main query paged by offset', () => {
    const result = mergeResults(
      [{ kind: 'main' }, { kind: 'count' }],
      [response({ estimatedTotalHits: 40 }), response({ totalHits: 37 })],
    );
    expect(result.totalCount).toBe(37);
  });

  it('refuses an answer without an exact total or with a missing result', () => {
    expect(() => mergeResults([{ kind: 'main' }], [response({ estimatedTotalHits: 4 })])).toThrow(
      'no exact total',
    );
    expect(() => mergeResults([{ kind: 'main' }, { kind: 'count' }], [response({})])).toThrow(
      '1 results for 2 queries',
    );
  });

  it('lets selection queries override the main counts and stats, and drops empty facets', () => {
    const roles: QueryRole[] = [
      { kind: 'main' },
      { kind: 'facet', attribute: 'make' },
      { kind: 'stats', attribute: 'price' },
      { kind: 'newArrivals', label: 'New Arrival' },
      { kind: 'pastNewArrival' },
    ];
    const result = mergeResults(roles, [
      response({
        totalHits: 2,
        facetDistribution: {
          model: { Corolla: 2, Camry: 0 },
          colour: {},
          tagLeading: { 'New Arrival': 1 },
        },
        facetStats: { km: { min: 1, max: 9 }, price: { min: 5, max: 6 } },
      }),
      response({ totalHits: 9, facetDistribution: { make: { Toyota: 2, Kia: 7 } } }),
      response({ totalHits: 0, facetDistribution: { price: {} }, facetStats: {} }),
      response({ totalHits: 3 }),
      response({ totalHits: 4, facetDistribution: { tagTrailing: { 'JUST SOLD': 4 } } }),
    ]);
    expect(result.facets).toEqual({
      model: [{ value: 'Corolla', count: 2 }],
      make: [
        { value: 'Toyota', count: 2 },
        { value: 'Kia', count: 7 },
      ],
      // A custom tag reusing the new-arrival label adds to the real new arrivals.
      tag: [
        { value: 'New Arrival', count: 4 },
        { value: 'JUST SOLD', count: 4 },
      ],
    });
    expect(result.stats).toEqual({ km: { min: 1, max: 9 } });
  });
});
