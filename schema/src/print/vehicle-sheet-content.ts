import { formatCount } from '../numbers/format-count.js';
import { formatEngineSize } from '../units/format-units.js';

/**
 * What a vehicle's print-outs say, shared by the server-made PDF and the browser's print page so
 * both word the sheet alike: the headings, which key specs appear, in what order, with what
 * labels and formats, the dealer's address lines and the phone's label. Plain data in, text out:
 * each side draws it its own way (pdfkit calls, HTML).
 */

export const SHEET_HEADINGS = {
  features: 'Features',
  /** Above the features a second PDF page carries on with. */
  featuresContinued: 'Features (continued)',
  contact: 'Contact the dealer',
} as const;

/** Put before the dealer's number: "Phone 07 5555 1234". */
export const SHEET_PHONE_LABEL = 'Phone';

/** The facts of a vehicle the key specs are made of; a fact a side does not have is left out. */
export interface SheetSpecFacts {
  year?: number | null;
  km?: number | null;
  transmission?: string | null;
  body?: string | null;
  fuel?: string | null;
  drive?: string | null;
  engineSizeLitres?: number | null;
  engineSizeCc?: number | null;
  colour?: string | null;
  seats?: number | null;
  doors?: number | null;
  stockNumber?: string | null;
  vin?: string | null;
  regPlate?: string | null;
}

/** One line of the key specifications. */
export interface SheetSpec {
  label: string;
  value: string;
}

const count = (n: number | null | undefined) => (n == null ? null : String(n));

/** Odometer as the site shows it (spec 1 §9): 12345 → "12,345 kms". */
export function formatOdometer(km: number): string {
  return `${formatCount(km)} kms`;
}

/** Each key spec's label and how its value is written; null when the vehicle lacks it. */
const SPEC_ROWS = {
  year: { label: 'Year', value: (car: SheetSpecFacts) => count(car.year) },
  odometer: {
    label: 'Odometer',
    value: (car: SheetSpecFacts) => (car.km == null ? null : formatOdometer(car.km)),
  },
  transmission: { label: 'Transmission', value: (car: SheetSpecFacts) => car.transmission },
  fuel: { label: 'Fuel', value: (car: SheetSpecFacts) => car.fuel },
  body: { label: 'Body', value: (car: SheetSpecFacts) => car.body },
  drive: { label: 'Drive', value: (car: SheetSpecFacts) => car.drive },
  engine: {
    label: 'Engine',
    value: (car: SheetSpecFacts) => formatEngineSize(car.engineSizeLitres, car.engineSizeCc),
  },
  colour: { label: 'Colour', value: (car: SheetSpecFacts) => car.colour },
  seats: { label: 'Seats', value: (car: SheetSpecFacts) => count(car.seats) },
  doors: { label: 'Doors', value: (car: SheetSpecFacts) => count(car.doors) },
  stockNumber: { label: 'Stock number', value: (car: SheetSpecFacts) => car.stockNumber },
  vin: { label: 'VIN', value: (car: SheetSpecFacts) => car.vin },
  rego: { label: 'Rego', value: (car: SheetSpecFacts) => car.regPlate },
} satisfies Record<
  string,
  { label: string; value: (car: SheetSpecFacts) => string | null | undefined }
>;

export type SheetSpecKey = keyof typeof SPEC_ROWS;

/*
 * The two print-outs list different specs today: the PDF has the year but no drive, seats or
 * doors, and swaps body and fuel. One list for both would change what either prints, so each
 * keeps its own here, side by side, over the same rows.
 */

/** The PDF's key specs, in order. */
export const PDF_SHEET_SPECS: readonly SheetSpecKey[] = [
  'year',
  'odometer',
  'transmission',
  'body',
  'fuel',
  'engine',
  'colour',
  'stockNumber',
  'vin',
  'rego',
];

/** The print page's key specs, in order: what a shopper compares, then the dealer's numbers. */
export const PRINT_PAGE_SPECS: readonly SheetSpecKey[] = [
  'odometer',
  'transmission',
  'fuel',
  'body',
  'drive',
  'engine',
  'colour',
  'seats',
  'doors',
  'stockNumber',
  'vin',
  'rego',
];

/** The specs `keys` name, in their order; a spec the vehicle lacks leaves no empty row. */
export function sheetSpecs(car: SheetSpecFacts, keys: readonly SheetSpecKey[]): SheetSpec[] {
  return keys.flatMap((key) => {
    const { label, value } = SPEC_ROWS[key];
    const text = value(car);
    return text ? [{ label, value: text }] : [];
  });
}

export interface SheetAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
}

/** The address as the sheet prints it: the street, then "City STATE postcode". */
export function sheetAddressLines(address: SheetAddress): [string, string] {
  return [address.street, `${address.city} ${address.state} ${address.postcode}`];
}
