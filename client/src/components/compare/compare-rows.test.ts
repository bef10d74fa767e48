import { describe, expect, it } from 'vitest';
import { compareRows, engineText, type ComparedCar } from './compare-rows';

const car = (overrides: Partial<ComparedCar> = {}): ComparedCar => ({
  priceText: '$25,990',
  perWeek: 120,
  year: 2021,
  km: 45000,
  body: 'Sedan',
  engineSizeLitres: 2,
  cylinders: 4,
  induction: null,
  fuel: 'Petrol',
  transmission: 'Automatic',
  features: ['Cruise control', 'Reversing camera'],
  ...overrides,
});

const differing = (cars: ComparedCar[]) =>
  compareRows(cars)
    .filter((row) => row.differs)
    .map((row) => row.key);

describe('compareRows', () => {
  it('marks only the rows where the cars disagree', () => {
    expect(differing([car(), car({ priceText: '$19,990', km: 80000 })])).toEqual(['price', 'km']);
  });

  it('treats the same features in another order as no difference', () => {
    const reordered = car({ features: ['Reversing camera', 'Cruise control'] });
    expect(differing([car(), reordered])).toEqual([]);
    expect(differing([car(), car({ features: ['Cruise control'] })])).toEqual(['features']);
  });

  it('marks nothing for a single car', () => {
    expect(differing([car()])).toEqual([]);
  });

  it('tells a missing value from a known one', () => {
    const rows = compareRows([car(), car({ body: null, perWeek: null })]);
    expect(rows.find((row) => row.key === 'body')).toMatchObject({
      values: ['Sedan', null],
      differs: true,
    });
    expect(rows.find((row) => row.key === 'weekly')?.values).toEqual(['$120 a week', null]);
  });

  it('words the engine from what the feed gives', () => {
    expect(engineText(car({ induction: 'Turbo' }))).toBe('2.0 L 4-cylinder Turbo');
    expect(engineText(car({ engineSizeLitres: null, cylinders: null }))).toBeNull();
  });
});
