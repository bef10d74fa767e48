/**
 * Showing an already formatted phone number: masked, or as a tel: link. Kept free of the phone
 * library (see format-au-phone.ts), so a page that only shows numbers does not download it.
 */

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
