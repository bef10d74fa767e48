import { describe, expect, it } from 'vitest';
import { requiredRegoField, tradeInVehicleSchema } from './trade-in-vehicle.schema.js';

function issues(input: unknown, currentYear = 2026) {
  const result = tradeInVehicleSchema({ currentYear }).safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const corolla = { year: 2021, make: ' Toyota ', model: 'Corolla', km: 45_000 };

describe('tradeInVehicleSchema', () => {
  it('takes the car trimmed, with no badge as null', () => {
    expect(tradeInVehicleSchema({ currentYear: 2026 }).parse(corolla)).toEqual({
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: null,
      km: 45_000,
    });
    expect(
      tradeInVehicleSchema({ currentYear: 2026 }).parse({ ...corolla, badge: 'Ascent Sport' })
        .badge,
    ).toBe('Ascent Sport');
  });

  it('takes next year’s model but no later one, and nothing before 1900', () => {
    expect(issues({ ...corolla, year: 2027 })).toEqual([]);
    expect(issues({ ...corolla, year: 2028 })).toEqual([
      'year: Please enter a year from 1900 to 2027.',
    ]);
    expect(issues({ ...corolla, year: 1899 })).toEqual([
      'year: Please enter a year from 1900 to 2027.',
    ]);
    expect(issues({ ...corolla, year: 2020.5 })).toEqual([
      'year: Please enter the year your car was built, such as 2019.',
    ]);
  });

  it('names a missing make and model, a negative or huge odometer', () => {
    expect(issues({ ...corolla, make: '  ', model: undefined, km: -1 })).toEqual([
      'make: Please enter your car’s make, such as Toyota.',
      'model: Please enter your car’s model, such as Corolla.',
      'km: Please enter the odometer reading in whole kilometres, such as 45,000.',
    ]);
    expect(issues({ ...corolla, km: 2_000_001 })).toEqual([
      'km: The odometer reading can be at most 2,000,000 km.',
    ]);
  });

  it('names the vehicle as the site does', () => {
    const result = tradeInVehicleSchema({ currentYear: 2026, vehicleType: 'caravan' }).safeParse({
      km: 12_000,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter the year your caravan was built, such as 2019.',
      'Please enter your caravan’s make, such as Toyota.',
      'Please enter your caravan’s model, such as Corolla.',
    ]);
  });

  it('gives the site’s own make and model as the example, or none', () => {
    const messages = (example: { make: string; model: string } | null) =>
      tradeInVehicleSchema({ currentYear: 2026, vehicleType: 'caravan', example })
        .safeParse({ year: 2020, make: '', model: ' ', km: 12_000 })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ make: 'Jayco', model: 'Journey' })).toEqual([
      'Please enter your caravan’s make, such as Jayco.',
      'Please enter your caravan’s model, such as Journey.',
    ]);
    expect(messages(null)).toEqual([
      'Please enter your caravan’s make.',
      'Please enter your caravan’s model.',
    ]);
  });
});

describe('requiredRegoField', () => {
  it('asks for a rego, then reads it as the form does: no spaces or hyphens, capitals', () => {
    expect(requiredRegoField().parse(' abc-12 3 ')).toBe('ABC123');
    expect(requiredRegoField().safeParse('').error?.issues[0]?.message).toBe(
      'Please enter your rego.',
    );
    expect(requiredRegoField().safeParse('ABC!23').error?.issues[0]?.message).toBe(
      'Please enter the rego as letters and digits only, at most 9 of them.',
    );
  });
});
