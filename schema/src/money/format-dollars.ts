import { formatNumber } from '../numbers/format-number.js';

/** Whole Australian dollars as shoppers read them: 24990 → "$24,990". */
export function formatDollars(amount: number): string {
  return formatNumber(amount, { currency: true });
}
