import { describe, expect, it } from 'vitest';
import { adjustedPrice, estimateMarket, gaugeFill, percentile } from './market-estimate.js';

const SUBJECT = { year: 2021, km: 40_000 };
const sameAge = (price: number) => ({ price, year: 2021, km: 40_000 });

describe('percentile', () => {
  it('interpolates between the closest ranks', () => {
    // Rank 0.1 × 4 = 0.4: 40% of the way from 10 to 20.
    expect(percentile([10, 20, 30, 40, 50], 0.1)).toBeCloseTo(14, 10);
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 1)).toBe(50);
    expect(percentile([7], 0.9)).toBe(7);
  });
});

describe('adjustedPrice', () => {
  it('adds a tenth for each year older and 1.2% per 10,000 km more than the vehicle', () => {
    // A year older (×1.10) and 10,000 km further (×1.012): 20,000 × 1.1 × 1.012.
    expect(adjustedPrice({ price: 20_000, year: 2020, km: 50_000 }, SUBJECT)).toBeCloseTo(
      22_264,
      6,
    );
    // A year newer and 10,000 km less: 20,000 × 0.9 × 0.988.
    expect(adjustedPrice({ price: 20_000, year: 2022, km: 30_000 }, SUBJECT)).toBeCloseTo(
      17_784,
      6,
    );
    expect(adjustedPrice(sameAge(20_000), SUBJECT)).toBe(20_000);
  });
});

describe('estimateMarket', () => {
  it('takes the 10th–90th percentile of five agreeing prices, with middling confidence', () => {
    const estimate = estimateMarket(SUBJECT, [24_000, 20_000, 22_000, 23_000, 21_000].map(sameAge));
    // Sorted 20k…24k: rank 0.4 → 20,400; rank 3.6 → 23,600; middle 22,000.
    // Count: 1 − e^(−3/4) = 0.5276. Spread 3,200 / 22,000 = 0.1455 → agreement 1 − 0.1455/0.6 = 0.7576.
    // 0.5276 × 0.7576 = 0.3997.
    expect(estimate).toEqual({ min: 20_400, max: 23_600, confidence: 0.4, comparableCount: 5 });
  });

  it('is fully agreed with twelve equal prices, confidence then limited by the count', () => {
    // Spread 0 → agreement 1; count: 1 − e^(−10/4) = 0.9179.
    expect(
      estimateMarket(
        SUBJECT,
        Array.from({ length: 12 }, () => sameAge(18_990)),
      ),
    ).toEqual({
      min: 18_990,
      max: 18_990,
      confidence: 0.92,
      comparableCount: 12,
    });
  });

  it('has no confidence when the prices disagree widely', () => {
    // 10k, 20k, 30k: range 12,000–28,000 around 20,000 is 80% wide, beyond the 60% of no agreement.
    const estimate = estimateMarket(SUBJECT, [10_000, 20_000, 30_000].map(sameAge));
    expect(estimate).toEqual({ min: 12_000, max: 28_000, confidence: 0, comparableCount: 3 });
  });

  it('has no confidence under three comparables, and no estimate with none', () => {
    expect(estimateMarket(SUBJECT, [20_000, 30_000].map(sameAge))).toEqual({
      min: 21_000,
      max: 29_000,
      confidence: 0,
      comparableCount: 2,
    });
    expect(estimateMarket(SUBJECT, [])).toBeNull();
    expect(estimateMarket(SUBJECT, [sameAge(0)])).toBeNull();
  });

  it('adjusts older and newer comparables to the vehicle before taking the range', () => {
    // Adjusted: 22,264 (older, more km), 17,784 (newer, fewer km), 20,000 (same).
    // Sorted 17,784 / 20,000 / 22,264: rank 0.2 → 17,784 + 0.2 × 2,216 = 18,227.2;
    // rank 1.8 → 20,000 + 0.8 × 2,264 = 21,811.2. Middle 20,000: spread 0.1792, agreement 0.7013.
    // Count 1 − e^(−1/4) = 0.2212; confidence 0.2212 × 0.7013 = 0.1551.
    const estimate = estimateMarket(SUBJECT, [
      { price: 20_000, year: 2020, km: 50_000 },
      { price: 20_000, year: 2022, km: 30_000 },
      sameAge(20_000),
    ]);
    expect(estimate).toEqual({ min: 18_227, max: 21_811, confidence: 0.16, comparableCount: 3 });
  });
});

describe('gaugeFill', () => {
  it('is 1 at or below the minimum, 0 at or above the maximum, straight in between', () => {
    expect(gaugeFill(20_400, 20_400, 23_600)).toBe(1);
    expect(gaugeFill(19_000, 20_400, 23_600)).toBe(1);
    expect(gaugeFill(23_600, 20_400, 23_600)).toBe(0);
    expect(gaugeFill(25_000, 20_400, 23_600)).toBe(0);
    // 2,600 of 3,200 below the maximum.
    expect(gaugeFill(21_000, 20_400, 23_600)).toBe(0.813);
    expect(gaugeFill(22_000, 20_400, 23_600)).toBe(0.5);
  });

  it('is 1 or 0 when the range is a single price', () => {
    expect(gaugeFill(18_990, 18_990, 18_990)).toBe(1);
    expect(gaugeFill(19_990, 18_990, 18_990)).toBe(0);
  });
});
