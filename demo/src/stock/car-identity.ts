import type { AUSTRALIAN_STATES, CarType } from '@forecourt/tenants/stock/car-record.schema';
import { REGO_PLATE_FORMATS } from './catalogue/rego-plate-formats.js';
import type { SeededRandom } from './seeded-random.js';
import { slugify } from '@forecourt/tenants/slugify';

/** Stock ids read like `cmg-000123`: the initials of the site's slug, then a sequence number. */
const ID_DIGITS = 6;
const STOCK_NUMBER_START = 10_000;
const STOCK_NUMBER_PREFIX: Readonly<Record<CarType, string>> = { new: 'N', demo: 'D', used: 'U' };

export function idPrefix(siteSlug: string): string {
  return siteSlug
    .split('-')
    .map((word) => word[0])
    .join('');
}

export function carId(prefix: string, index: number): string {
  return `${prefix}-${String(index + 1).padStart(ID_DIGITS, '0')}`;
}

export function stockNumber(carType: CarType, index: number): string {
  return `${STOCK_NUMBER_PREFIX[carType]}${STOCK_NUMBER_START + index}`;
}

export function carSlug(parts: {
  year: number;
  make: string;
  model: string;
  badge: string | undefined;
  id: string;
}): string {
  return slugify(
    [parts.year, parts.make, parts.model, parts.badge, parts.id].filter(Boolean).join('-'),
  );
}

// ISO 3779: VINs never use I, O or Q; position 10 encodes the model year in a 30-year cycle.
const VIN_CHARACTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_YEAR_CYCLE_START = 1980;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const VIN_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((letter, i) => [
    letter,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!,
  ]),
);

function vinCharacterValue(character: string): number {
  return /\d/.test(character) ? Number(character) : VIN_VALUES[character]!;
}

/** ISO 3779 check digit (position 9) of a 17-character VIN; position 9 itself is ignored. */
export function vinCheckDigit(vinText: string): string {
  let sum = 0;
  for (let i = 0; i < vinText.length; i++) sum += vinCharacterValue(vinText[i]!) * VIN_WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A well-formed VIN: the make's manufacturer code, a check digit and the model-year code. */
export function vin(rng: SeededRandom, wmi: string, year: number): string {
  let descriptor = '';
  for (let i = 0; i < 5; i++) descriptor += rng.pick(VIN_CHARACTERS);
  const yearCode = VIN_YEAR_CODES[(year - VIN_YEAR_CYCLE_START) % VIN_YEAR_CODES.length]!;
  const plant = rng.pick(VIN_CHARACTERS);
  const serial = String(rng.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

export function regoPlate(rng: SeededRandom, state: (typeof AUSTRALIAN_STATES)[number]): string {
  return rng.pattern(rng.pick(REGO_PLATE_FORMATS[state])).toUpperCase();
}
