import { describe, expect, it } from 'vitest';
import { vehiclePixelData, type PixelVehicle } from './vehicle-pixel-data';

const HILUX: PixelVehicle = {
  internalId: 'nuc-000337',
  make: 'Toyota',
  model: 'Hilux',
  year: 2021,
  carType: 'USED',
  certified: false,
  colour: 'White',
  transmission: 'Automatic',
  body: 'Ute',
  fuel: 'Diesel',
  drive: '4x4',
  price: 52_990,
  km: 41_200,
  postcode: '4031',
};

describe('vehiclePixelData', () => {
  it('describes the vehicle as Meta’s vehicle catalogue does, in Australian dollars', () => {
    expect(vehiclePixelData(HILUX)).toEqual({
      content_type: 'vehicle',
      content_ids: ['nuc-000337'],
      country: 'Australia',
      postal_code: '4031',
      make: 'Toyota',
      model: 'Hilux',
      year: 2021,
      state_of_vehicle: 'Used',
      exterior_color: 'white',
      transmission: 'automatic',
      body_style: 'ute',
      fuel_type: 'diesel',
      drivetrain: '4x4',
      mileage: { value: 41_200, unit: 'KM' },
      value: 52_990,
      price: 52_990,
      currency: 'AUD',
    });
  });

  it('names new, certified and demonstrator vehicles by Meta’s states', () => {
    expect(vehiclePixelData({ ...HILUX, carType: 'NEW' }).state_of_vehicle).toBe('New');
    expect(vehiclePixelData({ ...HILUX, certified: true }).state_of_vehicle).toBe('CPO');
    expect(vehiclePixelData({ ...HILUX, carType: 'DEMO' }).state_of_vehicle).toBe('Used');
  });

  it('sends no price, value or currency for an unpriced car, and leaves out missing fields', () => {
    const data = vehiclePixelData({
      ...HILUX,
      price: 0,
      colour: null,
      drive: null,
      postcode: null,
    });
    expect(data).not.toHaveProperty('price');
    expect(data).not.toHaveProperty('value');
    expect(data).not.toHaveProperty('currency');
    expect(data).not.toHaveProperty('exterior_color');
    expect(data).not.toHaveProperty('drivetrain');
    expect(data).not.toHaveProperty('postal_code');
    expect(data.content_ids).toEqual(['nuc-000337']);
  });
});
