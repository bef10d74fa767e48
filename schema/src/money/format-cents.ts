import { formatNumber } from '../numbers/format-number.js';

/**
 * An amount in cents as a payment shows it, cents included: 20000 → "$200.00". Payments are
 * counted in cents (as payment providers take them); prices on cards are whole dollars
 * (format-dollars.ts).
 */
export function formatCents(amountCents: number): string {
  return formatNumber(amountCents / 100, { currency: true, minimumFractionDigits: 2 });
}
