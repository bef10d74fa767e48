import { describe, expect, it } from 'vitest';
import { calculateFinance, type FinanceCalculationInput } from './finance-calculation.js';
import {
  COMPARISON_RATE_BASIS,
  ENQUIRE_FOR_FINANCE_MAX,
  ENQUIRE_FOR_FINANCE_TEXT,
  FREQUENCY_ABBREVIATIONS,
  FREQUENCY_LABELS,
} from './finance-wording.js';
import type { RepaymentFrequency } from './repayment.js';

/**
 * The worked figures below were computed separately with 40-digit decimal arithmetic from
 * payment = (P − B/(1+r)^n) · r / (1 − (1+r)^−n), r = rate/100/periods-per-year, n = periods,
 * B the balloon, and written here as literals; the intermediate values are in each comment.
 */
describe('calculateFinance: worked examples', () => {
  const base = { amount: 30_000, annualRatePercent: 10, years: 5 };

  it('quotes the textbook $30,000 at 10% over 5 years for each frequency, rounded up', () => {
    // monthly: r = 0.1/12 = 0.00833333, n = 60, (1+r)^60 = 1.645309 → 637.4113 → $638
    expect(calculateFinance({ ...base, frequency: 'month' })).toEqual({
      repayment: 638,
      totalRepayments: 60 * 638,
      periods: 60,
      amountFinanced: 30_000,
    });
    // weekly: r = 0.1/52, n = 260 → 146.7333 → $147; total 260 × 147 = 38,220
    expect(calculateFinance({ ...base, frequency: 'week' })).toMatchObject({
      repayment: 147,
      totalRepayments: 38_220,
      periods: 260,
    });
    // fortnightly: r = 0.1/26, n = 130 → 293.6837 → $294; total 130 × 294 = 38,220
    expect(calculateFinance({ ...base, frequency: 'fortnight' })).toMatchObject({
      repayment: 294,
      totalRepayments: 38_220,
      periods: 130,
    });
  });

  it('finances the price less the deposit plus the establishment fee', () => {
    // P = 35,000 − 5,000 + 1,300 = 31,300 at 8.99% over 6 years.
    const loan = {
      amount: 35_000,
      deposit: 5_000,
      establishmentFee: 1_300,
      annualRatePercent: 8.99,
      years: 6,
    };
    // weekly: r = 0.0899/52 = 0.00172885, n = 312, (1+r)^312 = 1.714179 → 129.8822 → $130
    expect(calculateFinance({ ...loan, frequency: 'week' })).toEqual({
      repayment: 130,
      totalRepayments: 312 * 130,
      periods: 312,
      amountFinanced: 31_300,
    });
    // fortnightly: r = 0.00345769, n = 156, (1+r)^156 = 1.713383 → 259.9336 → $260
    expect(calculateFinance({ ...loan, frequency: 'fortnight' }).repayment).toBe(260);
    // monthly: n = 72 → 564.0440 → $565
    expect(calculateFinance({ ...loan, frequency: 'month' }).repayment).toBe(565);
  });

  it('lowers the repayment by a balloon still owed at the end', () => {
    const loan = { amount: 45_000, residual: 13_500, annualRatePercent: 7.5, years: 5 };
    // monthly: r = 0.00625, (1+r)^60 = 1.453294, B/(1+r)^60 = 9,289.24 → 715.5704 → $716
    expect(calculateFinance({ ...loan, frequency: 'month' })).toMatchObject({
      repayment: 716,
      totalRepayments: 60 * 716,
    });
    // weekly: r = 0.00144231, (1+r)^260 = 1.454598, B/(1+r)^260 = 9,280.91 → 164.8441 → $165
    expect(calculateFinance({ ...loan, frequency: 'week' }).repayment).toBe(165);
  });

  it('splits the loan evenly at zero interest', () => {
    const loan = { amount: 12_000, annualRatePercent: 0, years: 2 };
    // 12,000 / 24 = 500 exactly: no extra dollar from rounding up
    expect(calculateFinance({ ...loan, frequency: 'month' })).toMatchObject({
      repayment: 500,
      totalRepayments: 12_000,
    });
    // 12,000 / 104 = 115.3846 → $116
    expect(calculateFinance({ ...loan, frequency: 'week' }).repayment).toBe(116);
  });

  it('rounds down for a lender that does', () => {
    // 637.4113 (first example) → $637; 146.7333 → $146
    expect(calculateFinance({ ...base, frequency: 'month', round: 'down' })).toMatchObject({
      repayment: 637,
      totalRepayments: 60 * 637,
    });
    expect(calculateFinance({ ...base, frequency: 'week', round: 'down' }).repayment).toBe(146);
  });

  it('counts a part-year term in whole periods', () => {
    // 20,000 at 13.5% over 4.5 years: n = 54, r = 0.01125 → 496.2085 → $497
    expect(
      calculateFinance({ amount: 20_000, annualRatePercent: 13.5, years: 4.5, frequency: 'month' }),
    ).toMatchObject({ repayment: 497, periods: 54, totalRepayments: 54 * 497 });
  });
});

describe('calculateFinance: totals and fees', () => {
  it('adds fees paid on top to the total but not to the repayment', () => {
    const loan = { amount: 30_000, annualRatePercent: 10, years: 5, frequency: 'month' as const };
    const withFees = calculateFinance({ ...loan, feesOnTop: 480 });
    expect(withFees.repayment).toBe(638);
    expect(withFees.totalRepayments).toBe(38_280 + 480);
  });

  it('counts the financed establishment fee once, inside the repayments', () => {
    const loan = { amount: 30_000, annualRatePercent: 10, years: 5, frequency: 'month' as const };
    const withFee = calculateFinance({ ...loan, establishmentFee: 1_300 });
    expect(withFee.amountFinanced).toBe(31_300);
    // 31,300 at 10% monthly over 5 years: 665.0325 → $666
    expect(withFee.repayment).toBe(666);
    expect(withFee.totalRepayments).toBe(60 * 666);
  });
});

describe('calculateFinance: Enquire for Finance', () => {
  // At no interest over 52 weeks the weekly repayment is the amount / 52, so the boundary
  // amounts are easy to check by hand: 1,300 / 52 = 25 and 1,352 / 52 = 26.
  const weeklyNoInterest = (amount: number, extra: Partial<FinanceCalculationInput> = {}) =>
    calculateFinance({ amount, annualRatePercent: 0, years: 1, frequency: 'week', ...extra });

  it('asks the shopper to enquire when the repayment is exactly 25', () => {
    expect(ENQUIRE_FOR_FINANCE_MAX).toBe(25);
    expect(ENQUIRE_FOR_FINANCE_TEXT).toBe('Enquire for Finance');
    expect(weeklyNoInterest(1_300)).toEqual({
      repayment: null,
      totalRepayments: null,
      periods: 52,
      amountFinanced: 1_300,
    });
  });

  it('quotes a repayment of 26', () => {
    expect(weeklyNoInterest(1_352)).toMatchObject({ repayment: 26, totalRepayments: 1_352 });
  });

  it('judges the rounded repayment: 25.01 rounds up to 26 but down to 25', () => {
    // 1,300.52 / 52 = 25.01
    expect(weeklyNoInterest(1_300.52).repayment).toBe(26);
    expect(weeklyNoInterest(1_300.52, { round: 'down' })).toMatchObject({
      repayment: null,
      totalRepayments: null,
    });
  });

  it('asks to enquire for a small loan with interest, even with fees on top', () => {
    // 1,000 at 6.5% weekly over a year: r = 0.00125, n = 52 → 19.8746 → $20
    const small = calculateFinance({
      amount: 1_000,
      annualRatePercent: 6.5,
      years: 1,
      frequency: 'week',
      feesOnTop: 200,
    });
    expect(small).toMatchObject({ repayment: null, totalRepayments: null });
    // the same loan monthly: 86.2964 → $87 is quoted
    expect(
      calculateFinance({ amount: 1_000, annualRatePercent: 6.5, years: 1, frequency: 'month' })
        .repayment,
    ).toBe(87);
  });

  it('leaves nothing to finance when the deposit is more than the price', () => {
    const result = calculateFinance({
      amount: 10_000,
      deposit: 15_000,
      establishmentFee: 1_300,
      annualRatePercent: 9,
      years: 5,
      frequency: 'month',
    });
    expect(result).toEqual({
      repayment: null,
      totalRepayments: null,
      periods: 60,
      amountFinanced: 0,
    });
  });
});

describe('calculateFinance: repayments clear the loan', () => {
  /** Applies a period's interest, then the payment, period by period. */
  function balanceAfter(
    principal: number,
    payment: number,
    annualRatePercent: number,
    periods: number,
    paymentsPerYear: number,
  ): number {
    let balance = principal;
    for (let period = 0; period < periods; period++) {
      balance += (balance * annualRatePercent) / 100 / paymentsPerYear;
      balance -= payment;
    }
    return balance;
  }

  const perYear: Record<RepaymentFrequency, number> = { week: 52, fortnight: 26, month: 12 };
  const loans = [
    { amount: 24_990, deposit: 2_000, establishmentFee: 495, annualRatePercent: 9.95, years: 5 },
    {
      amount: 61_500,
      establishmentFee: 1_360.5,
      residual: 18_000,
      annualRatePercent: 7.5,
      years: 7,
    },
    { amount: 8_750, deposit: 750, annualRatePercent: 14.5, years: 3.5 },
    { amount: 150_000, residual: 45_000, annualRatePercent: 5.99, years: 4 },
  ];

  for (const loan of loans) {
    for (const frequency of ['week', 'fortnight', 'month'] as const) {
      it(`pays $${loan.amount} at ${loan.annualRatePercent}% ${frequency}ly down to the balloon`, () => {
        const { repayment, amountFinanced, periods } = calculateFinance({ ...loan, frequency });
        expect(repayment).not.toBeNull();
        const payment = repayment!;
        const residual = loan.residual ?? 0;
        const balance = (p: number) =>
          balanceAfter(amountFinanced, p, loan.annualRatePercent, periods, perYear[frequency]);
        // Cent tolerance for the floating-point simulation itself.
        expect(balance(payment)).toBeLessThanOrEqual(residual + 0.01);
        expect(balance(payment - 1)).toBeGreaterThan(residual);
      });
    }
  }
});

describe('calculateFinance: bad input', () => {
  const loan = { amount: 30_000, annualRatePercent: 10, years: 5, frequency: 'month' as const };

  it('names the field and the reason', () => {
    expect(() => calculateFinance({ ...loan, amount: -1 })).toThrow(/amount: .*at least 0/);
    expect(() => calculateFinance({ ...loan, deposit: Number.NaN })).toThrow(/deposit: /);
    expect(() => calculateFinance({ ...loan, establishmentFee: -5 })).toThrow(/establishmentFee: /);
    expect(() => calculateFinance({ ...loan, feesOnTop: -5 })).toThrow(/feesOnTop: /);
    expect(() => calculateFinance({ ...loan, residual: -5 })).toThrow(/residual: /);
    expect(() => calculateFinance({ ...loan, years: 0 })).toThrow(/years: /);
    expect(() => calculateFinance({ ...loan, frequency: 'year' as RepaymentFrequency })).toThrow(
      /frequency: must be one of week, fortnight, month, got year/,
    );
  });
});

describe('frequency and comparison rate wording', () => {
  it('abbreviates and labels each frequency', () => {
    expect(FREQUENCY_ABBREVIATIONS).toEqual({ week: 'wk', fortnight: 'fn', month: 'mo' });
    expect(FREQUENCY_LABELS).toEqual({
      week: 'Weekly',
      fortnight: 'Fortnightly',
      month: 'Monthly',
    });
  });

  it('states the comparison rate basis', () => {
    expect(COMPARISON_RATE_BASIS).toBe(
      'Comparison rate based on a 5-year secured fixed rate loan of $30,000.',
    );
  });
});
