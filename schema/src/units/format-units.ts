/**
 * Vehicle measurements in the units Australian shoppers read (spec 1 §9: L/100km, L, kg, mm, Nm;
 * engine in litres with one decimal or in cc; spec 2 §9: caravan feet to metres at 0.3048).
 * Isomorphic: the server and the browser format the same way.
 */

import { formatCount } from '../numbers/format-count.js';
import { formatNumber } from '../numbers/format-number.js';

/** Spec 2 §9: caravan sizes come in feet. */
export const METRES_PER_FOOT = 0.3048;

/** Engines of a litre or more read in litres ("2.8 L"); smaller ones, motorcycles mostly, in cc. */
export const CC_PER_LITRE = 1000;

const upToOneDecimal = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });
const oneDecimal = (n: number) => formatNumber(n, { minimumFractionDigits: 1 });
const upToTwoDecimals = (n: number) => formatNumber(n, { maximumFractionDigits: 2 });

/** Combined fuel consumption: 7.4 → "7.4 L/100km", 8 → "8.0 L/100km". */
export function formatLitresPer100Km(litres: number): string {
  return `${oneDecimal(litres)} L/100km`;
}

/** A volume such as the fuel tank: 60 → "60 L", 80.5 → "80.5 L". */
export function formatLitres(litres: number): string {
  return `${upToOneDecimal(litres)} L`;
}

/** A mass: 2510 → "2,510 kg". */
export function formatKg(kg: number): string {
  return `${formatCount(kg)} kg`;
}

/** A length: 4795 → "4,795 mm". */
export function formatMm(mm: number): string {
  return `${formatCount(mm)} mm`;
}

/** Peak torque: 500 → "500 Nm". */
export function formatNm(nm: number): string {
  return `${formatCount(nm)} Nm`;
}

/**
 * Engine capacity from the variant's litres and cc, either of which may be missing:
 * (2.8, 2755) → "2.8 L", (null, 1998) → "2.0 L", (0.6, 649) → "649 cc"; null when neither is known.
 */
export function formatEngineSize(
  litres: number | null | undefined,
  cc: number | null | undefined,
): string | null {
  const capacityCc = cc ?? (litres == null ? null : litres * CC_PER_LITRE);
  if (capacityCc == null || capacityCc <= 0) return null;
  if (capacityCc < CC_PER_LITRE) return `${formatCount(capacityCc)} cc`;
  return `${oneDecimal(litres ?? capacityCc / CC_PER_LITRE)} L`;
}

/** Feet to metres at the spec's factor: 22 → 6.7056. */
export function feetToMetres(feet: number): number {
  return feet * METRES_PER_FOOT;
}

/** A length in metres to the centimetre: 6.7056 → "6.71 m". */
export function formatMetres(metres: number): string {
  return `${upToTwoDecimals(metres)} m`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A YYYY-MM-DD date (a longer ISO timestamp keeps its date part) as Australians write it:
 * "2026-03-07" → "07/03/2026". Read from the text rather than through Date, so no time zone can
 * move it a day. Null for anything else.
 */
export function formatAuDate(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match;
  if (!inRange(Number(month), 1, 12) || !inRange(Number(day), 1, 31)) return null;
  return `${day}/${month}/${year}`;
}

function inRange(n: number, min: number, max: number): boolean {
  return n >= min && n <= max;
}
