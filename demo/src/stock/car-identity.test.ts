import { describe, expect, it } from 'vitest';
import { carSlug, idPrefix, regoPlate, vin, vinCheckDigit } from './car-identity.js';
import { SeededRandom } from './seeded-random.js';

describe('vinCheckDigit', () => {
  it('matches published VIN check digits', () => {
    // The worked example of the North American VIN standard, and an all-ones VIN.
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });
});

describe('vin', () => {
  it("starts with the make's code, carries the model-year code and never I, O or Q", () => {
    const rng = new SeededRandom(7);
    for (let i = 0; i < 200; i++) {
      const value = vin(rng, 'JTM', 2026);
      expect(value).toMatch(/^JTM[A-HJ-NPR-Z0-9]{14}$/);
      expect(value[9]).toBe('T');
      expect(value[8]).toBe(vinCheckDigit(value));
    }
    expect(vin(new SeededRandom(1), 'KMH', 2019)[9]).toBe('K');
    expect(vin(new SeededRandom(1), 'KMH', 2005)[9]).toBe('5');
  });
});

describe('regoPlate', () => {
  it('follows the standard sequence of each state', () => {
    const rng = new SeededRandom(3);
    expect(regoPlate(rng, 'QLD')).toMatch(/^\d{3}[A-Z]{3}$/);
    expect(regoPlate(rng, 'NSW')).toMatch(/^[A-Z]{2}\d{2}[A-Z]{2}$/);
    expect(regoPlate(rng, 'VIC')).toMatch(/^\d[A-Z]{2}\d[A-Z]{2}$/);
    expect(regoPlate(rng, 'SA')).toMatch(/^S\d{3}[A-Z]{3}$/);
  });
});

describe('ids and slugs', () => {
  it('prefixes ids with the initials of the site slug', () => {
    expect(idPrefix('coastal-motor-group')).toBe('cmg');
    expect(idPrefix('outback-caravans')).toBe('oc');
  });

  it('slugifies year, make, model, badge and id', () => {
    const slug = carSlug({
      year: 2024,
      make: 'Mercedes-Benz',
      model: 'A-Class',
      badge: 'A35 AMG 4MATIC',
      id: 'cmg-000042',
    });
    expect(slug).toBe('2024-mercedes-benz-a-class-a35-amg-4matic-cmg-000042');
    expect(
      carSlug({ year: 2020, make: 'KTM', model: '390 Duke', badge: undefined, id: 'x-1' }),
    ).toBe('2020-ktm-390-duke-x-1');
  });
});
