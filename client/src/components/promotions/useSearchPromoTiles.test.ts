import { describe, expect, it } from 'vitest';
import { tilePositions } from './useSearchPromoTiles';

describe('tilePositions', () => {
  it('puts a tile after every n-th card', () => {
    expect(tilePositions(24, 2, 6)).toEqual([5, 11]);
  });

  it('puts the tiles a short page cannot space out after its last card', () => {
    expect(tilePositions(8, 2, 6)).toEqual([5, 7]);
    expect(tilePositions(3, 2, 6)).toEqual([2, 2]);
  });

  it('places nothing without tiles', () => {
    expect(tilePositions(24, 0, 6)).toEqual([]);
  });
});
