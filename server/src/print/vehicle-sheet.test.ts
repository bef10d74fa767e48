import { describe, expect, it } from 'vitest';
import type { Site } from '@forecourt/tenants/site';
import { harbourCars, harbourSite } from '../stock/testing/fixture-sites.js';
import { toStockDocument, type StockDocument } from '../stock/stock-document.js';
import { vehicleSheet } from './vehicle-sheet.js';

const PAGE = 'https://harbour.example.com/cars/hm-corolla-ascent';

function harbourCar(id: string, changes: Partial<StockDocument> = {}): StockDocument {
  const record = harbourCars.find((car) => car.id === id);
  if (!record) throw new Error(`no fixture car ${id}`);
  return { ...toStockDocument(record, harbourSite), ...changes };
}

function withConfig(changes: Partial<Site['config']>): Site {
  return { ...harbourSite, config: { ...harbourSite.config, ...changes } };
}

describe('vehicleSheet', () => {
  it('lists the key specs the car has, odometer in kms, engine from its capacity', () => {
    const car = harbourCar('hm-corolla-ascent', {
      km: 12345,
      variant: { engineSizeCc: 1987 },
      vin: 'JTDBR32E720123456',
      regPlate: '123ABC',
    });
    expect(vehicleSheet(car, harbourSite, PAGE).specs).toEqual([
      { label: 'Year', value: '2021' },
      { label: 'Odometer', value: '12,345 kms' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'Hatch' },
      { label: 'Fuel', value: 'Petrol' },
      { label: 'Engine', value: '2.0 L' },
      { label: 'Colour', value: 'White' },
      { label: 'Stock number', value: car.stockNumber },
      { label: 'VIN', value: 'JTDBR32E720123456' },
      { label: 'Rego', value: '123ABC' },
    ]);
  });

  it('leaves out what the car does not have', () => {
    const labels = vehicleSheet(harbourCar('hm-mt07'), harbourSite, PAGE).specs.map(
      (spec) => spec.label,
    );
    expect(labels).toEqual(['Year', 'Odometer', 'Transmission', 'Fuel', 'Colour', 'Stock number']);
  });

  it('shows the price as the site does, with its basis and the earlier price', () => {
    const reduced = harbourCar('hm-corolla-ascent', {
      beforePrice: 26990,
      priceType: 'Drive Away',
    });
    expect(vehicleSheet(reduced, harbourSite, PAGE).price).toEqual({
      text: '$24,990',
      priceType: 'Drive Away',
      wasText: '$26,990',
    });
    const subscriptions = withConfig({
      features: { ...harbourSite.config.features, subscriptions: true },
    });
    expect(vehicleSheet(reduced, subscriptions, PAGE).price.text).toBe('$129/wk');
    expect(vehicleSheet(harbourCar('hm-sportage-poa'), harbourSite, PAGE).price).toEqual({
      text: 'Enquire for price.',
      priceType: null,
      wasText: null,
    });
  });

  it('marks a sold car with the site’s sold tag', () => {
    expect(vehicleSheet(harbourCar('hm-corolla-sold'), harbourSite, PAGE).soldLabel).toBe(
      'JUST SOLD',
    );
    expect(vehicleSheet(harbourCar('hm-sorento-coming'), harbourSite, PAGE).soldLabel).toBeNull();
  });

  it('gives the car’s location to contact, with the site’s number for its type when set', () => {
    const car = harbourCar('hm-cx5-maxx');
    expect(vehicleSheet(car, harbourSite, PAGE).dealer).toEqual({
      name: 'Harbour Mazda Sydney',
      addressLines: ['1 Test Street', 'Sydney NSW 2000'],
      phone: '07 5555 1234',
      email: 'sales@harbour.example.com',
      dealerLicence: null,
    });
    const usedLine = withConfig({
      contact: { ...harbourSite.config.contact, phonesByCarType: { used: '+61 2 9999 0000' } },
    });
    expect(vehicleSheet(car, usedLine, PAGE).dealer.phone).toBe('02 9999 0000');
  });

  it('keeps every feature in order and the page address', () => {
    const sheet = vehicleSheet(harbourCar('hm-cx5-maxx'), harbourSite, PAGE);
    expect(sheet.features).toEqual(['Apple CarPlay', 'Reversing Camera']);
    expect(sheet.pageUrl).toBe(PAGE);
    expect(sheet.title).toBe('2020 Mazda CX-5 Maxx Sport');
    expect(sheet.subtitle).toBe('Used · Sydney');
    expect(sheet.siteName).toBe('Harbour Motors');
  });
});
