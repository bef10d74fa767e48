import { describe, expect, it } from 'vitest';
import { starFills, starsLabel } from './review-stars.js';

describe('starFills', () => {
  it('fills at most four stars whole and the fifth in part', () => {
    expect(starFills(4.7)).toEqual([1, 1, 1, 1, 0.7]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0]);
  });

  it('leaves the stars past a lower rating empty', () => {
    expect(starFills(3.25)).toEqual([1, 1, 1, 0.25, 0]);
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0]);
  });

  it('clamps what is out of range', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });

  it('labels the stars for a screen reader', () => {
    expect(starsLabel('4.7')).toBe('Rated 4.7 out of 5');
  });
});
