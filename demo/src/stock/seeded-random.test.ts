import { describe, expect, it } from 'vitest';
import { SeededRandom, weightedTable } from './seeded-random.js';

describe('SeededRandom', () => {
  it('repeats its draws for the same seed and differs for another', () => {
    const draws = (seed: number) => {
      const rng = new SeededRandom(seed);
      return [rng.next(), rng.int(1, 6), rng.pattern('###??'), rng.float(0, 10)];
    };
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('keeps integers within their inclusive bounds and reaches both ends', () => {
    const rng = new SeededRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(rng.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('draws weighted items in proportion to their weights', () => {
    const rng = new SeededRandom(5);
    const table = weightedTable(
      [
        ['a', 1],
        ['b', 3],
        ['never', 0],
      ],
      'letters',
    );
    const counts = { a: 0, b: 0, never: 0 };
    for (let i = 0; i < 40_000; i++) counts[rng.weighted(table) as keyof typeof counts]++;
    expect(counts.never).toBe(0);
    expect(counts.b / counts.a).toBeCloseTo(3, 0);
  });

  it('refuses a table without a positive weight, naming it', () => {
    expect(() => weightedTable([['a', 0]], 'stock.carTypes')).toThrow(
      'stock.carTypes: nothing to choose from',
    );
  });

  it('samples the asked number of items in their original order', () => {
    const rng = new SeededRandom(9);
    const items = Array.from({ length: 30 }, (_, i) => i);
    for (let round = 0; round < 50; round++) {
      const sample = rng.sampleInOrder(items, 8);
      expect(sample).toHaveLength(8);
      expect([...sample].sort((a, b) => a - b)).toEqual(sample);
    }
    expect(rng.sampleInOrder(items.slice(0, 3), 8)).toEqual([0, 1, 2]);
  });
});
