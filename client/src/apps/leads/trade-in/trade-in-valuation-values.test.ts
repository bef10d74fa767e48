import { LEAD_FIELD_MESSAGES } from '@forecourt/schema/leads/form-messages';
import {
  MAX_VEHICLE_NAME_LENGTH,
  TRADE_IN_VEHICLE_MESSAGES as VEHICLE,
} from '@forecourt/schema/leads/trade-in-vehicle.schema';
import { describe, expect, it } from 'vitest';
import {
  carErrors,
  checkVehicle,
  conditionErrors,
  isValuableVehicle,
  regoLookupErrors,
  TRADE_IN_VALUATION_MESSAGES,
  VALUATION_YEAR_COUNT,
  valuationYears,
  vehicleFacts,
  vehicleName,
  type LookedUpVehicle,
  type TradeInCarValues,
} from './trade-in-valuation-values';

const YEAR = 2025;
/** A car dealer's check, with a car's example (Toyota Corolla) as the messages' default. */
const CAR = { currentYear: YEAR, vehicleType: 'car' };

const HILUX: LookedUpVehicle = {
  year: 2019,
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR5',
  body: 'Ute',
  fuel: 'Diesel',
  transmission: 'Automatic',
};

function car(vehicle: Partial<TradeInCarValues['vehicle']> = {}, rego = ''): TradeInCarValues {
  return {
    rego,
    regoState: '',
    vehicle: {
      year: '2019',
      make: 'Toyota',
      model: 'Hilux',
      badge: '',
      km: '45,000 kms',
      ...vehicle,
    },
  };
}

describe('the valuation steps’ values', () => {
  it('offers the last 30 years, this year first', () => {
    const years = valuationYears(YEAR);
    expect(years).toHaveLength(VALUATION_YEAR_COUNT);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1996);
  });

  it('needs a rego and its state to look a car up', () => {
    expect(regoLookupErrors({ rego: '', regoState: '' })).toEqual([
      { name: 'rego', message: VEHICLE.regoRequired },
      { name: 'regoState', message: TRADE_IN_VALUATION_MESSAGES.regoStateRequired },
    ]);
    expect(regoLookupErrors({ rego: 'ABC-12345678', regoState: 'XYZ' })).toEqual([
      { name: 'rego', message: LEAD_FIELD_MESSAGES.regoInvalid },
      { name: 'regoState', message: LEAD_FIELD_MESSAGES.regoStateUnknown },
    ]);
    expect(regoLookupErrors({ rego: 'abc 123', regoState: 'qld' })).toEqual([]);
  });

  it('needs the year, make, model and odometer of the car; the badge and rego may be left out', () => {
    expect(carErrors(car(), CAR)).toEqual([]);
    expect(carErrors(car({ year: '', make: ' ', model: '', km: '' }), CAR)).toEqual([
      { name: 'vehicle.year', message: VEHICLE.yearRequired },
      { name: 'vehicle.make', message: VEHICLE.makeRequired },
      { name: 'vehicle.model', message: VEHICLE.modelRequired },
      { name: 'vehicle.km', message: VEHICLE.kmRequired },
    ]);
  });

  it('names the vehicle as the site does, with a make and model of the site’s as the example', () => {
    const caravan = { currentYear: YEAR, vehicleType: 'caravan' };
    const example = { make: 'Jayco', model: 'Journey' };
    const errors = carErrors(car({ year: '', make: '', model: '' }), { ...caravan, example });
    expect(errors).toEqual([
      {
        name: 'vehicle.year',
        message: 'Please enter the year your caravan was built, such as 2019.',
      },
      { name: 'vehicle.make', message: 'Please enter your caravan’s make, such as Jayco.' },
      { name: 'vehicle.model', message: 'Please enter your caravan’s model, such as Journey.' },
    ]);
    expect(JSON.stringify(errors)).not.toMatch(/Toyota|Corolla/);
  });

  it('gives no example where the site has none, rather than a car’s', () => {
    const none = { currentYear: YEAR, vehicleType: 'caravan', example: null };
    expect(carErrors(car({ make: '', model: '' }), none)).toEqual([
      { name: 'vehicle.make', message: 'Please enter your caravan’s make.' },
      { name: 'vehicle.model', message: 'Please enter your caravan’s model.' },
    ]);
  });

  it('reads the odometer as typed, with separators and unit, and refuses what is not a distance', () => {
    expect(checkVehicle(car({ km: '123,456 kms' }).vehicle, CAR).vehicle?.km).toBe(123_456);
    expect(checkVehicle(car({ km: '45000' }).vehicle, CAR).vehicle?.km).toBe(45_000);
    expect(carErrors(car({ km: 'about 45k' }), CAR)).toEqual([
      { name: 'vehicle.km', message: VEHICLE.kmRequired },
    ]);
    expect(carErrors(car({ km: '9,999,999' }), CAR)).toEqual([
      { name: 'vehicle.km', message: VEHICLE.kmTooLarge },
    ]);
  });

  it('refuses names longer than a make, model or badge has, and a rego that is not one', () => {
    const long = 'x'.repeat(MAX_VEHICLE_NAME_LENGTH + 1);
    expect(carErrors(car({ badge: long }, 'NOT A REGO!'), CAR)).toEqual([
      { name: 'rego', message: LEAD_FIELD_MESSAGES.regoInvalid },
      { name: 'vehicle.badge', message: VEHICLE.nameTooLong },
    ]);
  });

  it('sends the car as the server takes it: numbers, and no badge as null', () => {
    expect(checkVehicle(car({ badge: ' ' }).vehicle, CAR).vehicle).toEqual({
      year: 2019,
      make: 'Toyota',
      model: 'Hilux',
      badge: null,
      km: 45_000,
    });
  });

  it('needs every question answered with one of its options', () => {
    const questions = [
      { id: 'service-history', values: ['full', 'partial', 'none'] },
      { id: 'condition', values: ['good', 'fair'] },
    ];
    expect(
      conditionErrors({ answers: { 'service-history': 'full', condition: 'mint' } }, questions),
    ).toEqual([{ name: 'answers.condition', message: TRADE_IN_VALUATION_MESSAGES.answerRequired }]);
    expect(conditionErrors({ answers: {} }, questions)).toHaveLength(2);
    expect(
      conditionErrors({ answers: { 'service-history': 'none', condition: 'fair' } }, questions),
    ).toEqual([]);
  });

  it('takes a found car only with what a valuation needs, and names it', () => {
    expect(isValuableVehicle(HILUX, YEAR)).toBe(true);
    expect(isValuableVehicle({ ...HILUX, model: null }, YEAR)).toBe(false);
    expect(isValuableVehicle({ ...HILUX, year: null }, YEAR)).toBe(false);
    expect(vehicleName(HILUX)).toBe('2019 Toyota Hilux SR5');
    expect(vehicleName({ ...HILUX, badge: null })).toBe('2019 Toyota Hilux');
    expect(vehicleFacts(HILUX)).toBe('Ute · Diesel · Automatic');
    expect(vehicleFacts({ ...HILUX, body: null, fuel: ' ' })).toBe('Automatic');
  });
});
