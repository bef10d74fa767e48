const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** A whole number as Australians read it: 12345 → "12,345". */
export function formatCount(n: number): string {
  return count.format(n);
}
