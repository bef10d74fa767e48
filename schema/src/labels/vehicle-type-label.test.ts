import { describe, expect, it } from 'vitest';
import {
  pluralOfVehicleType,
  vehicleTypeInSentence,
  withVehicleType,
} from './vehicle-type-label.js';

describe('the site’s vehicle type in texts', () => {
  it('lower-cases a plain word inside a sentence and keeps the dealer’s own spelling otherwise', () => {
    expect(vehicleTypeInSentence('Car')).toBe('car');
    expect(vehicleTypeInSentence(' Caravan ')).toBe('caravan');
    expect(vehicleTypeInSentence('SUV')).toBe('SUV');
    expect(vehicleTypeInSentence('Ute Range')).toBe('Ute Range');
  });

  it('makes the English plural', () => {
    expect(pluralOfVehicleType('caravan')).toBe('caravans');
    expect(pluralOfVehicleType('Bus')).toBe('Buses');
    expect(pluralOfVehicleType('Lorry')).toBe('Lorries');
    expect(pluralOfVehicleType('SUV')).toBe('SUVs');
  });

  it('fills each {type} of a text with the label as it reads in a sentence', () => {
    expect(withVehicleType('Your {type}, and only your {type}.', 'Caravan')).toBe(
      'Your caravan, and only your caravan.',
    );
    expect(withVehicleType('No placeholder here.', 'Caravan')).toBe('No placeholder here.');
  });
});
