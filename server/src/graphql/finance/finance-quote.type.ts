import { builder } from '../../builder.js';
import type { FinanceQuote } from '../../finance/finance-quote.js';
import type { RateRange } from '../../finance/finance-lenders.port.js';

const RateRangeRef = builder.objectRef<RateRange>('RateRange').implement({
  description: 'A range of interest rates in percent per year, both ends included.',
  fields: (t) => ({
    min: t.exposeFloat('min', { description: 'Lowest rate, percent per year.' }),
    max: t.exposeFloat('max', { description: 'Highest rate, percent per year.' }),
  }),
});

export const FinanceQuoteRef = builder.objectRef<FinanceQuote>('FinanceQuote').implement({
  description:
    'A lender’s indicative repayments for one vehicle, as its finance estimate shows them (not a binding offer).',
  fields: (t) => ({
    provider: t.exposeString('provider', {
      description: 'The lender’s key, lower snake case (e.g. "stratton").',
    }),
    lenderName: t.exposeString('lenderName', {
      nullable: true,
      description: 'The lender’s name as the site writes it; null when the site names none.',
    }),
    perWeek: t.exposeFloat('perWeek', {
      description:
        'Weekly repayment in whole dollars: the lender’s, else its monthly repayment × 12 / 52 rounded up.',
    }),
    perMonth: t.exposeFloat('perMonth', {
      nullable: true,
      description: 'Monthly repayment in whole dollars; null when the lender quotes none.',
    }),
    interestRate: t.exposeFloat('interestRate', {
      description: 'Interest rate, percent per year.',
    }),
    comparisonRate: t.exposeFloat('comparisonRate', {
      description:
        'Comparison rate, percent per year (based on a 5-year secured fixed loan of $30,000).',
    }),
    termYears: t.exposeFloat('termYears', {
      nullable: true,
      description: 'Loan term in years; null when the lender does not say.',
    }),
    deposit: t.exposeFloat('deposit', { description: 'Deposit in dollars the quote assumes.' }),
    balloon: t.exposeFloat('balloon', {
      description: 'Balloon (residual) in dollars owed after the last repayment.',
    }),
    establishmentFees: t.exposeFloat('establishmentFees', {
      description: 'Establishment fees in dollars, financed with the loan.',
    }),
    totalPayable: t.exposeFloat('totalPayable', {
      nullable: true,
      description: 'Total of all repayments and the balloon, in dollars; null when not quoted.',
    }),
    disclaimer: t.exposeString('disclaimer', {
      nullable: true,
      description: 'The lender’s terms for this quote; null when it gives none.',
    }),
    comparisonRateRange: t.field({
      type: RateRangeRef,
      nullable: true,
      description: 'The range the lender’s comparison rates fall in; null when not given.',
      resolve: (quote) => quote.comparisonRateRange,
    }),
  }),
});
