const dollarsAndCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in cents as a payment shows it, cents included: 20000 → "$200.00". Payments are
 * counted in cents (as payment providers take them); prices on cards are whole dollars
 * (format-dollars.ts).
 */
export function formatCents(amountCents: number): string {
  return dollarsAndCents.format(amountCents / 100);
}
