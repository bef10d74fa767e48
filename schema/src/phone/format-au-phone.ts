import { parseAuPhone } from './parse-au-phone.js';

/**
 * Spec 1 §9: a phone shows as 0X XXXX XXXX (+61 becomes 0, digits grouped 2-4-4). The library
 * validates and normalises the number; the 2-4-4 grouping is the product's own display rule
 * (the library's national format groups mobiles 4-3-3).
 */
export function formatAuPhone(raw: string): string | null {
  const parsed = parseAuPhone(raw);
  if (!parsed || parsed.country !== 'AU' || !parsed.isPossible()) return null;
  const national = `0${parsed.nationalNumber}`;
  if (national.length !== 10) {
    // 13 / 1300 / 1800 numbers keep the library's grouping.
    return parsed.formatNational();
  }
  return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
}

/** A landline or mobile a person can be called back on: 0X XXXX XXXX (not 13 / 1300 / 1800). */
export const CALLABLE_AU_PHONE = /^0\d \d{4} \d{4}$/;

/** What a shopper typed as a number of `shape` (by default any callable one), or null. */
export function callableAuPhone(raw: string, shape: RegExp = CALLABLE_AU_PHONE): string | null {
  const formatted = formatAuPhone(raw);
  return formatted !== null && shape.test(formatted) ? formatted : null;
}
