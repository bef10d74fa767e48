import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  FALLBACK_LITRES_PER_100KM,
  usesFuel,
  weeklyFuelCost,
} from './fuel-cost.js';

describe('weeklyFuelCost', () => {
  it('costs 250 km a week at 10 L/100km and $1.70 a litre $42.50', () => {
    // 250 / 100 = 2.5; 2.5 × 10 L = 25 L; 25 L × $1.70 = $42.50
    expect(
      weeklyFuelCost(DEFAULT_KM_PER_WEEK, FALLBACK_LITRES_PER_100KM, DEFAULT_FUEL_PRICE_PER_LITRE),
    ).toBeCloseTo(42.5, 10);
  });

  it('scales with the car’s consumption', () => {
    // 400 / 100 = 4; 4 × 6.2 L = 24.8 L; 24.8 × $2.05 = $50.84
    expect(weeklyFuelCost(400, 6.2, 2.05)).toBeCloseTo(50.84, 10);
  });
});

describe('usesFuel', () => {
  it('is false only for electric vehicles', () => {
    expect(usesFuel('Electric')).toBe(false);
    expect(usesFuel('Hybrid')).toBe(true);
    expect(usesFuel(null)).toBe(true);
  });
});
