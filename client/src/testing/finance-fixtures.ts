/**
 * Test data: a finance calculator as the server sends it for the common site (the spec's default
 * bounds), opening on $30,000 at 10% over 5 years, monthly.
 */
export const FINANCE_CALCULATOR = {
  loan: { min: 1000, max: 100_000, step: 500 },
  term: {
    min: 1,
    max: 7,
    step: 0.5,
    options: [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7],
  },
  interest: { min: 0.5, max: 15, step: 0.5, locked: false },
  deposit: { min: 0, max: 250_000, step: 0.5 },
  residual: { min: 0, max: 250_000, step: 0.5 },
  defaults: {
    loanAmount: 30_000,
    termYears: 5,
    interestRate: 10,
    deposit: 0,
    residual: 0,
    frequency: 'MONTH',
  },
  frequencies: [
    { frequency: 'WEEK', label: 'Weekly', abbreviation: 'wk', paymentsPerYear: 52 },
    { frequency: 'FORTNIGHT', label: 'Fortnightly', abbreviation: 'fn', paymentsPerYear: 26 },
    { frequency: 'MONTH', label: 'Monthly', abbreviation: 'mo', paymentsPerYear: 12 },
  ],
  rounding: 'UP',
  establishmentFee: 0,
  lenderName: 'Stratton Finance' as string | null,
  disclaimer: 'Repayments are indicative only.' as string | null,
  disclaimerCollapseAt: null as number | null,
  openingNote: null as string | null,
};

export type FinanceCalculatorFixture = typeof FINANCE_CALCULATOR;
