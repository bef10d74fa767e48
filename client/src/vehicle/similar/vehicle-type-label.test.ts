import { describe, expect, it } from 'vitest';
import { pluralOfVehicleType, vehicleTypeInSentence } from './vehicle-type-label';

describe('vehicleTypeInSentence', () => {
  it('lower-cases a plain capitalised word', () => {
    expect(vehicleTypeInSentence('Car')).toBe('car');
    expect(vehicleTypeInSentence('Vehicle')).toBe('vehicle');
  });

  it('keeps an abbreviation, a number or several words as the site writes them', () => {
    expect(vehicleTypeInSentence('SUV')).toBe('SUV');
    expect(vehicleTypeInSentence('4WD')).toBe('4WD');
    expect(vehicleTypeInSentence('Ute Range')).toBe('Ute Range');
    expect(vehicleTypeInSentence('car')).toBe('car');
  });
});

describe('pluralOfVehicleType', () => {
  it('adds s, es or ies as English does', () => {
    expect(pluralOfVehicleType('Car')).toBe('Cars');
    expect(pluralOfVehicleType('vehicle')).toBe('vehicles');
    expect(pluralOfVehicleType('Bus')).toBe('Buses');
    expect(pluralOfVehicleType('4x4')).toBe('4x4s');
    expect(pluralOfVehicleType('Lorry')).toBe('Lorries');
    expect(pluralOfVehicleType('Ute')).toBe('Utes');
    expect(pluralOfVehicleType('SUV')).toBe('SUVs');
  });
});
