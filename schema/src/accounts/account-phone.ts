import { parseAuPhone } from '../phone/parse-au-phone.js';

/**
 * The mobile a shopper adds to their account (spec 1 §4: saving to the watchlist needs one): an
 * Australian mobile (04XX XXX XXX, or +61 4XX XXX XXX), kept in E.164 (+614XXXXXXXX).
 */
export function auMobileE164(raw: string): string | null {
  if (raw.length > 40) return null;
  const parsed = parseAuPhone(raw);
  if (!parsed || parsed.country !== 'AU' || !parsed.isValid()) return null;
  const national = parsed.nationalNumber;
  if (national.length !== 9 || !national.startsWith('4')) return null;
  return parsed.number;
}

export const MOBILE_REFUSED_MESSAGE = 'Enter an Australian mobile number, like 0412 345 678.';
