import { formatNumber } from './format-number.js';

/** A whole number as Australians read it: 12345 → "12,345". */
export function formatCount(n: number): string {
  return formatNumber(n);
}
