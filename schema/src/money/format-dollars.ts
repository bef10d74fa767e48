const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** Whole Australian dollars as shoppers read them: 24990 → "$24,990". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
