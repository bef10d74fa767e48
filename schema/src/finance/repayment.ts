/**
 * Loan repayment maths shared by the finance calculator (browser) and the stock feed and
 * finance estimates (server), so both show the same number for the same car.
 */

/** Spec 1 §3/§9: repayment frequencies and their payments per year. */
export const PAYMENTS_PER_YEAR = { week: 52, fortnight: 26, month: 12 } as const;
export type RepaymentFrequency = keyof typeof PAYMENTS_PER_YEAR;

export interface RepaymentInput {
  /** Amount financed: price minus deposit plus establishment fees. */
  principal: number;
  annualRatePercent: number;
  years: number;
  paymentsPerYear: number;
  /** Balloon (residual) still owed after the last payment. */
  residual?: number;
  /** Spec 1 §9: repayments are rounded up to the whole dollar; some lender variants round down. */
  round?: 'up' | 'down';
}

/**
 * Floating-point noise must not push an exact amount (e.g. 800) to the next dollar
 * (800.0000000001 → 801), so amounts this close to a whole dollar count as whole.
 */
const WHOLE_DOLLAR_TOLERANCE = 1e-6;

function assertFinite(name: string, value: number, min: number, inclusive: boolean): void {
  const ok = Number.isFinite(value) && (inclusive ? value >= min : value > min);
  if (!ok) {
    const bound = inclusive ? `at least ${min}` : `more than ${min}`;
    throw new RangeError(`${name}: must be a number ${bound}, got ${value}`);
  }
}

/**
 * The standard amortised payment per period with a balloon:
 * (principal − residual / (1 + r)^n) · r / (1 − (1 + r)^−n), r the rate per period and n the
 * number of periods; with no interest, (principal − residual) / n. Never negative: a residual
 * larger than the principal leaves nothing to repay.
 */
export function repayment({
  principal,
  annualRatePercent,
  years,
  paymentsPerYear,
  residual = 0,
  round = 'up',
}: RepaymentInput): number {
  assertFinite('principal', principal, 0, true);
  assertFinite('annualRatePercent', annualRatePercent, 0, true);
  assertFinite('years', years, 0, false);
  assertFinite('paymentsPerYear', paymentsPerYear, 0, false);
  assertFinite('residual', residual, 0, true);

  const periods = Math.round(years * paymentsPerYear);
  if (periods < 1) throw new RangeError(`years: ${years} years is less than one payment`);
  const rate = annualRatePercent / 100 / paymentsPerYear;
  const exact =
    rate === 0
      ? (principal - residual) / periods
      : ((principal - residual / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods);
  if (exact <= 0) return 0;
  return round === 'up'
    ? Math.ceil(exact - WHOLE_DOLLAR_TOLERANCE)
    : Math.floor(exact + WHOLE_DOLLAR_TOLERANCE);
}

/** Spec 1 §9: total repayments are the periods times the repayment, plus fees paid on top. */
export function totalRepayments({
  payment,
  years,
  paymentsPerYear,
  fees = 0,
}: {
  payment: number;
  years: number;
  paymentsPerYear: number;
  fees?: number;
}): number {
  return Math.round(years * paymentsPerYear) * payment + fees;
}
