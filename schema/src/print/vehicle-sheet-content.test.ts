import { describe, expect, it } from 'vitest';
import {
  formatOdometer,
  PDF_SHEET_SPECS,
  PRINT_PAGE_SPECS,
  sheetAddressLines,
  sheetSpecs,
  type SheetSpecFacts,
} from './vehicle-sheet-content.js';

const hilux: SheetSpecFacts = {
  year: 2021,
  km: 12345,
  transmission: 'Automatic',
  body: 'Ute',
  fuel: 'Diesel',
  drive: '4x4',
  engineSizeLitres: 2.8,
  engineSizeCc: 2755,
  colour: 'White',
  seats: 5,
  doors: 4,
  stockNumber: 'NS-0001',
  vin: 'MR0FA3CD100123456',
  regPlate: '123ABC',
};

describe('sheetSpecs', () => {
  it('lists the PDF’s specs in its order', () => {
    expect(sheetSpecs(hilux, PDF_SHEET_SPECS)).toEqual([
      { label: 'Year', value: '2021' },
      { label: 'Odometer', value: '12,345 kms' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'Ute' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Engine', value: '2.8 L' },
      { label: 'Colour', value: 'White' },
      { label: 'Stock number', value: 'NS-0001' },
      { label: 'VIN', value: 'MR0FA3CD100123456' },
      { label: 'Rego', value: '123ABC' },
    ]);
  });

  it('lists the print page’s specs in its order', () => {
    expect(sheetSpecs(hilux, PRINT_PAGE_SPECS).map((spec) => spec.label)).toEqual([
      'Odometer',
      'Transmission',
      'Fuel',
      'Body',
      'Drive',
      'Engine',
      'Colour',
      'Seats',
      'Doors',
      'Stock number',
      'VIN',
      'Rego',
    ]);
  });

  it('gives a spec both print-outs list the same label and value on each', () => {
    const pdf = sheetSpecs(hilux, PDF_SHEET_SPECS);
    const page = sheetSpecs(hilux, PRINT_PAGE_SPECS);
    const onBoth = pdf.filter((spec) => page.some((other) => other.label === spec.label));
    expect(onBoth.map((spec) => spec.label)).toEqual([
      'Odometer',
      'Transmission',
      'Body',
      'Fuel',
      'Engine',
      'Colour',
      'Stock number',
      'VIN',
      'Rego',
    ]);
    expect(page).toEqual(expect.arrayContaining(onBoth));
  });

  it('leaves out what the vehicle lacks, empty text included', () => {
    const motorbike: SheetSpecFacts = { year: 2022, km: 0, fuel: 'Petrol', body: '', vin: null };
    expect(sheetSpecs(motorbike, PRINT_PAGE_SPECS)).toEqual([
      { label: 'Odometer', value: '0 kms' },
      { label: 'Fuel', value: 'Petrol' },
    ]);
  });

  it('writes the engine from litres or cc, whichever the side has', () => {
    const fromCc = sheetSpecs({ engineSizeCc: 1987 }, ['engine']);
    expect(fromCc).toEqual([{ label: 'Engine', value: '2.0 L' }]);
    expect(sheetSpecs({ engineSizeLitres: 0.6, engineSizeCc: 649 }, ['engine'])).toEqual([
      { label: 'Engine', value: '649 cc' },
    ]);
  });
});

describe('the sheet’s words', () => {
  it('writes the odometer with thousands and kms', () => {
    expect(formatOdometer(123456)).toBe('123,456 kms');
  });

  it('prints the street, then town, state and postcode', () => {
    expect(
      sheetAddressLines({
        street: '1 Test Street',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      }),
    ).toEqual(['1 Test Street', 'Sydney NSW 2000']);
  });
});
