import {
  ENQUIRE_FOR_FINANCE_MAX,
  ENQUIRE_FOR_FINANCE_TEXT,
} from '@forecourt/schema/finance/finance-wording';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { formatKm } from '../cars/format-km';

/** What the compare table reads of a car to compare it. */
export interface ComparedCar {
  priceText: string;
  perWeek: number | null;
  year: number;
  km: number;
  body: string | null;
  engineSizeLitres: number | null;
  cylinders: number | null;
  induction: string | null;
  fuel: string | null;
  transmission: string | null;
  features: readonly string[];
}

export type CompareRowKey =
  'price' | 'weekly' | 'year' | 'km' | 'body' | 'engine' | 'fuel' | 'transmission' | 'features';

/** One row of the table: its label and, per car, the value compared (null when unknown). */
export interface CompareRow {
  key: CompareRowKey;
  label: string;
  values: (string | null)[];
  /** The cars do not all agree (only when two or more are compared). */
  differs: boolean;
}

/** "2.0 L 4-cylinder Turbo", or null when the feed says nothing of the engine. */
export function engineText(car: ComparedCar): string | null {
  const parts = [
    car.engineSizeLitres ? `${car.engineSizeLitres.toFixed(1)} L` : null,
    car.cylinders ? `${car.cylinders}-cylinder` : null,
    car.induction,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : null;
}

function weeklyText(perWeek: number | null): string | null {
  if (perWeek === null) return null;
  return perWeek <= ENQUIRE_FOR_FINANCE_MAX
    ? ENQUIRE_FOR_FINANCE_TEXT
    : `${formatDollars(perWeek)} a week`;
}

/** Features compare as a set: the same equipment listed in another order is no difference. */
const featuresKey = (features: readonly string[]) =>
  [...new Set(features.map((feature) => feature.trim().toLowerCase()))].sort().join('\n');

const ROWS: readonly {
  key: CompareRowKey;
  label: string;
  value: (car: ComparedCar) => string | null;
  same?: (car: ComparedCar) => string;
}[] = [
  { key: 'price', label: 'Price', value: (car) => car.priceText },
  { key: 'weekly', label: 'Weekly estimate', value: (car) => weeklyText(car.perWeek) },
  { key: 'year', label: 'Year', value: (car) => String(car.year) },
  { key: 'km', label: 'Odometer', value: (car) => formatKm(car.km) },
  { key: 'body', label: 'Body', value: (car) => car.body },
  { key: 'engine', label: 'Engine', value: engineText },
  { key: 'fuel', label: 'Fuel', value: (car) => car.fuel },
  { key: 'transmission', label: 'Transmission', value: (car) => car.transmission },
  {
    key: 'features',
    label: 'Key features',
    value: (car) => (car.features.length > 0 ? car.features.join(', ') : null),
    same: (car) => featuresKey(car.features),
  },
];

/** The table's rows, each marked where the cars differ. */
export function compareRows(cars: readonly ComparedCar[]): CompareRow[] {
  return ROWS.map(({ key, label, value, same }) => {
    const values = cars.map(value);
    const keys = cars.map((car, i) => (same ? same(car) : (values[i] ?? '')));
    return { key, label, values, differs: cars.length > 1 && new Set(keys).size > 1 };
  });
}
