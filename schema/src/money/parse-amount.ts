/**
 * Spec 1 §5: what a shopper types into a money or number field becomes a number — characters
 * other than digits, the decimal point and a minus sign are dropped ("$1,250.50" → 1250.5), a
 * negative entry becomes 0, and an empty or unreadable entry is 0.
 */
export function parseAmount(typed: string): number {
  const cleaned = typed.replace(/[^\d.-]/g, '');
  const negative = cleaned.startsWith('-');
  const [whole = '', ...fraction] = cleaned.replace(/-/g, '').split('.');
  const value = Number(fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole);
  return negative || !Number.isFinite(value) ? 0 : value;
}
