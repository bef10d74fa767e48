import { builder } from '../../builder.js';
import { financeCalculatorBounds } from '../../finance/finance-calculator-bounds.js';
import { financeOffered } from '../../finance/finance-eligibility.js';
import {
  carFinanceEnquiryPath,
  offersPersonalisedFinance,
} from '../../finance/finance-enquiry-path.js';
import { financeQuote } from '../../finance/finance-quote.js';
import { CarRef } from '../car/car.type.js';
import { FinanceCalculatorRef, FinanceCalculatorVariantEnum } from './finance-calculator.type.js';
import { FinanceQuoteRef } from './finance-quote.type.js';

/** Query cost of a car's finance figures: the lender's terms and the repayment maths. */
const FINANCE_COST = 3;

builder.objectFields(CarRef, (t) => ({
  financeEnquiryPath: t.string({
    description:
      'Where this vehicle’s finance links lead (spec 2 §2): /personalised/finance (with car_id={slug}) for a vehicle with an NVIC on sites that offer it, else the site’s finance page (Site.financeEnquiryPath, with car_id={internalId}).',
    resolve: (car, _args, { site }) => carFinanceEnquiryPath(car, site.config.finance),
  }),
  hasPersonalisedFinance: t.boolean({
    description:
      'Whether this vehicle has a personalised finance page on this site (an NVIC, on a site that offers it).',
    resolve: (car, _args, { site }) => offersPersonalisedFinance(car, site.config.finance),
  }),
  financeEstimate: t.field({
    type: FinanceQuoteRef,
    nullable: true,
    complexity: FINANCE_COST,
    description:
      'The site’s finance provider’s indicative repayments for this vehicle; null when the site offers no finance or the vehicle is not eligible (sold, unpriced, excluded, or the lender’s rule fails).',
    resolve: async (car, _args, { site, loaders, now }) => {
      const { config } = site;
      // Cars that can never be quoted skip the finance source.
      if (!financeOffered(car, config)) return null;
      const entries = await loaders.carFinanceLendersLoader.load(car);
      return financeQuote(car, entries, config, now);
    },
  }),
  financeCalculator: t.field({
    type: FinanceCalculatorRef,
    nullable: true,
    complexity: FINANCE_COST,
    description:
      'Bounds and opening values of this vehicle’s finance calculator; null when it is not shown (no finance on the site, no provider, no price, or excluded).',
    args: {
      variant: t.arg({
        type: FinanceCalculatorVariantEnum,
        required: true,
        defaultValue: 'sidebar',
        description: 'Which calculator: the sidebar’s lends more.',
      }),
    },
    resolve: async (car, { variant }, { site, loaders, now }) => {
      const { config } = site;
      if (!financeOffered(car, config)) return null;
      const entries = await loaders.carFinanceLendersLoader.load(car);
      return financeCalculatorBounds({
        car,
        variant,
        finance: config.finance,
        entry: entries[config.finance.provider!],
        // The estimate the card and the sticky header show: the calculator starts from it.
        estimate: financeQuote(car, entries, config, now),
        siteDisclaimer: config.texts.financeDisclaimer,
      });
    },
  }),
}));
