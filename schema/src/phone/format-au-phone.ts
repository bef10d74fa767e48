import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Spec 1 §9: a phone shows as 0X XXXX XXXX (+61 becomes 0, digits grouped 2-4-4). The library
 * validates and normalises the number; the 2-4-4 grouping is the product's own display rule
 * (the library's national format groups mobiles 4-3-3).
 */
export function formatAuPhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, 'AU');
  if (!parsed || parsed.country !== 'AU' || !parsed.isPossible()) return null;
  const national = `0${parsed.nationalNumber}`;
  if (national.length !== 10) {
    // 13 / 1300 / 1800 numbers keep the library's grouping.
    return parsed.formatNational();
  }
  return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
}

/** Spec 1 §4: a masked phone shows its first 5 characters, the rest as asterisks. */
export const MASKED_PHONE_VISIBLE_CHARACTERS = 5;

export function maskPhone(formatted: string): string {
  return (
    formatted.slice(0, MASKED_PHONE_VISIBLE_CHARACTERS) +
    formatted.slice(MASKED_PHONE_VISIBLE_CHARACTERS).replace(/\d/g, '*')
  );
}

/** A tel: link for a displayed number ("07 3359 4800" → "tel:0733594800"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
