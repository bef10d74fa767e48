import { describe, expect, it } from 'vitest';
import { PAYMENTS_PER_YEAR, repayment, totalRepayments } from './repayment.js';

// Expected values were worked out independently (arbitrary-precision arithmetic, and the
// textbook loans $30,000 @ 10% over 5 years = $637.41/month and $200,000 @ 6% over 30 years =
// $1,199.10/month), then written here as literals.
describe('repayment', () => {
  it('rounds the textbook monthly payments up to the whole dollar', () => {
    const base = { principal: 30_000, annualRatePercent: 10, years: 5 };
    expect(repayment({ ...base, paymentsPerYear: PAYMENTS_PER_YEAR.month })).toBe(638);
    expect(
      repayment({ principal: 200_000, annualRatePercent: 6, years: 30, paymentsPerYear: 12 }),
    ).toBe(1200);
  });

  it('rounds down when asked', () => {
    const loan = { principal: 30_000, annualRatePercent: 10, years: 5, paymentsPerYear: 12 };
    expect(repayment({ ...loan, round: 'down' })).toBe(637);
  });

  it('computes weekly and fortnightly payments', () => {
    const base = { principal: 30_000, annualRatePercent: 10, years: 5 };
    // exact 146.733… and 293.684…
    expect(repayment({ ...base, paymentsPerYear: PAYMENTS_PER_YEAR.week })).toBe(147);
    expect(repayment({ ...base, paymentsPerYear: PAYMENTS_PER_YEAR.fortnight })).toBe(294);
  });

  it('lowers the payment by a balloon', () => {
    const loan = { principal: 45_000, annualRatePercent: 8.99, years: 5, residual: 9_000 };
    // exact 187.58… weekly and 814.55… monthly
    expect(repayment({ ...loan, paymentsPerYear: 52 })).toBe(188);
    expect(repayment({ ...loan, paymentsPerYear: 12 })).toBe(815);
  });

  it('handles a term of part years', () => {
    // 54 monthly payments; exact 859.418…
    expect(
      repayment({
        principal: 50_000,
        annualRatePercent: 7.5,
        years: 4.5,
        paymentsPerYear: 12,
        residual: 15_000,
      }),
    ).toBe(860);
  });

  it('splits the principal evenly at zero interest, without a spurious extra dollar', () => {
    const loan = { principal: 12_000, annualRatePercent: 0, years: 1, paymentsPerYear: 12 };
    expect(repayment(loan)).toBe(1000);
    expect(repayment({ ...loan, round: 'down' })).toBe(1000);
    expect(repayment({ ...loan, residual: 2_400 })).toBe(800);
  });

  it('is zero when the balloon covers the whole principal', () => {
    expect(
      repayment({
        principal: 10_000,
        annualRatePercent: 9,
        years: 3,
        paymentsPerYear: 12,
        residual: 20_000,
      }),
    ).toBe(0);
  });

  it('pays the loan down to the balloon: rounding up clears it, rounding down falls short', () => {
    const loan = { principal: 38_750, annualRatePercent: 11.25, years: 6, paymentsPerYear: 26 };
    const residual = 7_500;
    const balanceAfter = (payment: number): number => {
      let balance = loan.principal;
      for (let period = 0; period < loan.years * loan.paymentsPerYear; period++) {
        balance = balance * (1 + loan.annualRatePercent / 100 / loan.paymentsPerYear) - payment;
      }
      return balance;
    };
    const up = repayment({ ...loan, residual });
    const down = repayment({ ...loan, residual, round: 'down' });
    expect(up - down).toBe(1);
    expect(balanceAfter(up)).toBeLessThanOrEqual(residual);
    expect(balanceAfter(down)).toBeGreaterThan(residual);
  });

  it('names the field of an impossible input', () => {
    const loan = { principal: 30_000, annualRatePercent: 10, years: 5, paymentsPerYear: 12 };
    expect(() => repayment({ ...loan, principal: -1 })).toThrow(/principal: .*at least 0/);
    expect(() => repayment({ ...loan, years: 0 })).toThrow(/years: .*more than 0/);
    expect(() => repayment({ ...loan, annualRatePercent: Number.NaN })).toThrow(
      /annualRatePercent/,
    );
    expect(() => repayment({ ...loan, years: 0.01 })).toThrow(/years: .*less than one payment/);
  });
});

describe('totalRepayments', () => {
  it('multiplies the payment by the number of periods and adds fees', () => {
    expect(totalRepayments({ payment: 638, years: 5, paymentsPerYear: 12 })).toBe(38_280);
    expect(totalRepayments({ payment: 147, years: 5, paymentsPerYear: 52, fees: 495 })).toBe(
      38_715,
    );
  });
});
