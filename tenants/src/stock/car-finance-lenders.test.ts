import { describe, expect, it } from 'vitest';
import { financeQuoter, lenderDisclaimer } from './car-finance-lenders.js';

const stratton = {
  key: 'stratton',
  name: 'Stratton Finance',
  interestRate: 8.99,
  comparisonRate: 9.89,
  termYears: 5,
  establishmentFee: 495,
  depositPercent: 0,
  balloonPercent: 0,
};
const plenti = {
  key: 'plenti',
  name: 'Plenti',
  interestRate: 7.49,
  comparisonRate: 8.12,
  termYears: 5,
  establishmentFee: 550,
  depositPercent: 10,
  balloonPercent: 25,
  disclaimer: 'Fees and charges apply.',
};

describe('financeQuoter', () => {
  // Worked out independently: $30,990 financed at 8.99% over 60 months is $643.15/month,
  // $148.08/week; $36,550 at 7.49% with a $10,000 balloon is $594.30/month, $136.90/week.
  it('finances the price plus the fee, rounding repayments up to the dollar', () => {
    const quote = financeQuoter([stratton]);
    expect(quote(30_495)).toEqual({
      stratton: {
        interestRate: 8.99,
        comparisonRate: 9.89,
        paymentWeek: 149,
        paymentMonth: 644,
        deposit: 0,
        termYears: 5,
        balloon: 0,
        establishmentFees: 495,
        totalPayable: 38_640,
        disclaimer: lenderDisclaimer(stratton),
      },
    });
  });

  it('takes the deposit and balloon as shares of the price', () => {
    const entry = financeQuoter([stratton, plenti])(40_000).plenti!;
    expect(entry).toMatchObject({
      deposit: 4_000,
      balloon: 10_000,
      paymentMonth: 595,
      paymentWeek: 137,
      totalPayable: 595 * 60 + 10_000,
    });
  });

  it('quotes nothing on cars without a price worth financing', () => {
    const quote = financeQuoter([stratton, plenti]);
    expect(quote(0)).toEqual({});
    expect(quote(500)).toEqual({});
    expect(Object.keys(quote(501))).toEqual(['stratton', 'plenti']);
  });
});

describe('lenderDisclaimer', () => {
  it("states the lender's terms and appends its own disclaimer", () => {
    expect(lenderDisclaimer(plenti)).toBe(
      'Based on a 5-year loan at 7.49% p.a. (comparison rate 8.12% p.a.) with a 10% deposit and a 25% balloon payment, including a $550 establishment fee, through Plenti. Fees and charges apply.',
    );
    expect(lenderDisclaimer(stratton)).toContain('with no deposit, including a $495');
  });
});
