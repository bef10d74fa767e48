import { PAYMENTS_PER_YEAR, repayment } from '@forecourt/schema/finance/repayment';
import type { SiteConfig } from '../site-config.schema.js';
import type { LenderEntry } from './car-record.schema.js';

/** Spec 1 §5: lenders quote only on cars priced above this. */
export const MIN_FINANCE_PRICE = 500;

type Lender = SiteConfig['finance']['lenders'][number];

const dollars = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** The terms of a lender's quotes, the same for every car, so written once per lender. */
export function lenderDisclaimer(lender: Lender): string {
  const deposit =
    lender.depositPercent > 0 ? `with a ${lender.depositPercent}% deposit` : 'with no deposit';
  const balloon =
    lender.balloonPercent > 0 ? ` and a ${lender.balloonPercent}% balloon payment` : '';
  const text =
    `Based on a ${lender.termYears}-year loan at ${lender.interestRate}% p.a. ` +
    `(comparison rate ${lender.comparisonRate}% p.a.) ${deposit}${balloon}, ` +
    `including a $${dollars.format(lender.establishmentFee)} establishment fee, through ${lender.name}.`;
  return lender.disclaimer ? `${text} ${lender.disclaimer}` : text;
}

export type FinanceQuoter = (price: number) => Record<string, LenderEntry>;

/**
 * Quotes a car's price with each lender of the site's table: deposit and balloon as shares of
 * the price, repayments on the price less deposit plus fees (spec 1 §9). Unpriced cars get none.
 */
export function financeQuoter(lenders: readonly Lender[]): FinanceQuoter {
  const prepared = lenders.map((lender) => ({ lender, disclaimer: lenderDisclaimer(lender) }));
  return (price) => {
    const entries: Record<string, LenderEntry> = {};
    if (price <= MIN_FINANCE_PRICE) return entries;
    for (const { lender, disclaimer } of prepared) {
      const deposit = Math.round((price * lender.depositPercent) / 100);
      const balloon = Math.round((price * lender.balloonPercent) / 100);
      const principal = price - deposit + lender.establishmentFee;
      const { interestRate, termYears } = lender;
      const paymentMonth = repayment({
        principal,
        annualRatePercent: interestRate,
        years: termYears,
        paymentsPerYear: PAYMENTS_PER_YEAR.month,
        residual: balloon,
      });
      const paymentWeek = repayment({
        principal,
        annualRatePercent: interestRate,
        years: termYears,
        paymentsPerYear: PAYMENTS_PER_YEAR.week,
        residual: balloon,
      });
      entries[lender.key] = {
        interestRate: lender.interestRate,
        comparisonRate: lender.comparisonRate,
        paymentWeek,
        paymentMonth,
        deposit,
        termYears: lender.termYears,
        balloon,
        establishmentFees: lender.establishmentFee,
        totalPayable: paymentMonth * lender.termYears * PAYMENTS_PER_YEAR.month + balloon,
        disclaimer,
      };
    }
    return entries;
  };
}
