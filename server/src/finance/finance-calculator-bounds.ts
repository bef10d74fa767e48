import {
  clampToBounds,
  nearestOption,
  termYearOptions,
  type NumberBounds,
} from '@forecourt/schema/finance/calculator-bounds';
import { calculateFinance } from '@forecourt/schema/finance/finance-calculation';
import { ENQUIRE_FOR_FINANCE_MAX } from '@forecourt/schema/finance/finance-wording';
import type { RepaymentFrequency } from '@forecourt/schema/finance/repayment';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { DEFAULT_TERM_YEARS } from '@forecourt/tenants/settings/finance-calculator-settings.schema';
import type { FinanceSettings } from '@forecourt/tenants/settings/finance-settings.schema';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
import type { FinanceCar } from './finance-eligibility.js';
import { providerName, type FinanceQuote } from './finance-quote.js';

/** The calculator on the vehicle page's body, or the one in its sidebar (which lends more). */
export type FinanceCalculatorVariant = 'page' | 'sidebar';

export interface FinanceCalculatorBounds {
  loan: NumberBounds;
  /** `options`: the terms offered, the site's list or every step from min to max. */
  term: NumberBounds & { options: number[] };
  interest: NumberBounds & { locked: boolean };
  deposit: NumberBounds;
  residual: NumberBounds;
  /** What the calculator opens with, each inside its bounds. */
  defaults: {
    loanAmount: number;
    termYears: number;
    interestRate: number;
    deposit: number;
    residual: number;
    frequency: RepaymentFrequency;
  };
  rounding: 'up' | 'down';
  establishmentFee: number;
  lenderName: string | null;
  disclaimer: string | null;
  disclaimerCollapseAt: number | null;
  /**
   * Why the calculator's opening weekly repayment is not the weekly estimate the car shows on
   * its card and in the sticky header; null when they agree (or the car shows no estimate).
   */
  openingNote: string | null;
}

export interface CalculatorInput {
  car: Pick<FinanceCar, 'price'>;
  variant: FinanceCalculatorVariant;
  finance: Pick<FinanceSettings, 'provider' | 'defaultInterestRate' | 'lenders' | 'calculator'>;
  /** The site's provider's quote for this car, when it has one. */
  entry: FinanceLenderEntry | undefined;
  /** The estimate the car shows (card, sticky header); null when it shows none. */
  estimate: FinanceQuote | null;
  /** Shown when the quote brings no disclaimer of its own. */
  siteDisclaimer: string | null;
}

/** Rounding noise (0.1 + 0.2) must not add a step. */
const STEP_TOLERANCE = 1e-9;

/** `value` rounded up to a whole number of steps. */
export function ceilToStep(value: number, step: number): number {
  return Math.ceil(value / step - STEP_TOLERANCE) * step;
}

/**
 * The most a shopper can borrow: the page's or the sidebar's maximum, except on sites that let
 * dear cars (price above `maxFromPrice.above`) borrow the price times a factor, rounded up to a
 * step (spec 1 §5).
 */
export function loanMax(
  loan: FinanceSettings['calculator']['loan'],
  variant: FinanceCalculatorVariant,
  price: number,
): number {
  const fromPrice = loan.maxFromPrice;
  if (fromPrice && price > fromPrice.above) {
    return Math.max(loan.min, ceilToStep(price * fromPrice.factor, loan.step));
  }
  return variant === 'page' ? loan.max : loan.sidebarMax;
}

/**
 * The finance calculator of one car (spec 1 §5 bounds, §9 defaults): the site's bounds, and
 * opening values from the site's settings and the provider's quote for the car, each clamped
 * into its bounds.
 */
export function financeCalculatorBounds({
  car,
  variant,
  finance,
  entry,
  estimate,
  siteDisclaimer,
}: CalculatorInput): FinanceCalculatorBounds {
  const settings = finance.calculator;
  const loan = {
    min: settings.loan.min,
    max: loanMax(settings.loan, variant, car.price),
    step: settings.loan.step,
  };
  // The same list the browser's calculator builds, so both offer the same terms.
  const options = termYearOptions(settings.term.options ?? settings.term);
  const term = {
    min: options[0]!,
    max: options[options.length - 1]!,
    step: settings.term.step,
    options,
  };
  const { interest, deposit, residual, defaults } = settings;
  const opening = openingLoan({ car, finance, entry, estimate });
  const wantedYears = opening.termYears ?? siteTermYears(defaults.termYears, entry);
  const termYears = nearestOption(clampToBounds(wantedYears, term), options);
  const openingDefaults = {
    loanAmount: clampToBounds(opening.loanAmount, loan),
    termYears,
    interestRate: clampToBounds(opening.interestRate, interest),
    deposit: clampToBounds(opening.deposit, deposit),
    residual: clampToBounds(opening.residual, residual),
    frequency: defaults.frequency,
  };

  return {
    loan,
    term,
    interest: {
      min: interest.min,
      max: interest.max,
      step: interest.step,
      locked: interest.locked,
    },
    deposit: { ...deposit },
    residual: { ...residual },
    defaults: openingDefaults,
    rounding: settings.rounding,
    establishmentFee: opening.establishmentFee,
    lenderName: providerName(finance),
    disclaimer: entry?.disclaimer ?? siteDisclaimer,
    disclaimerCollapseAt: settings.disclaimerCollapseAt,
    openingNote: openingNote({
      car,
      estimate,
      fromEstimate: opening.fromEstimate,
      loanMax: loan.max,
      opening: openingDefaults,
      establishmentFee: opening.establishmentFee,
      rounding: settings.rounding,
    }),
  };
}

function siteTermYears(
  termYears: FinanceSettings['calculator']['defaults']['termYears'],
  entry: FinanceLenderEntry | undefined,
): number {
  return termYears === 'lender' ? (entry?.termYears ?? DEFAULT_TERM_YEARS) : termYears;
}

interface OpeningLoan {
  fromEstimate: boolean;
  loanAmount: number;
  deposit: number;
  residual: number;
  interestRate: number;
  /** Null: the site's default term. */
  termYears: number | null;
  establishmentFee: number;
}

/**
 * What the calculator opens with, before clamping. A car showing an estimate opens on that very
 * loan (its price, the lender's deposit, balloon, term, rate and fee), so the calculator starts at
 * the weekly figure the card and the sticky header show. Otherwise (or where the site opens on its
 * own amount) the loan is the site's default, never more than the car costs, with no deposit: a
 * lender's deposit is a share of the price, and taking it off a smaller fixed loan would quote
 * a repayment for a car nobody is buying.
 */
export function openingLoan({
  car,
  finance,
  entry,
  estimate,
}: Pick<CalculatorInput, 'car' | 'finance' | 'entry' | 'estimate'>): OpeningLoan {
  const { defaults } = finance.calculator;
  if (estimate && defaults.startFromEstimate) {
    return {
      fromEstimate: true,
      loanAmount: car.price,
      deposit: estimate.deposit,
      residual: estimate.balloon,
      interestRate: estimate.interestRate,
      termYears: estimate.termYears,
      establishmentFee: estimate.establishmentFees,
    };
  }
  const loanAmount =
    defaults.loan === 'carPrice' ? car.price : Math.min(defaults.loanAmount, car.price);
  return {
    fromEstimate: false,
    loanAmount,
    deposit: 0,
    residual: 0,
    interestRate: entry?.interestRate ?? finance.defaultInterestRate,
    termYears: null,
    establishmentFee: entry?.establishmentFees ?? 0,
  };
}

/**
 * Spec 1 §9 maths on the opening values, weekly, against the car's weekly estimate: when they
 * differ, the shopper reads why (one weekly figure per car, or a reason).
 */
export function openingNote({
  car,
  estimate,
  fromEstimate,
  loanMax: most,
  opening,
  establishmentFee,
  rounding,
}: {
  car: Pick<FinanceCar, 'price'>;
  estimate: FinanceQuote | null;
  fromEstimate: boolean;
  loanMax: number;
  opening: Omit<FinanceCalculatorBounds['defaults'], 'frequency'>;
  establishmentFee: number;
  rounding: 'up' | 'down';
}): string | null {
  if (!estimate) return null;
  const weekly = calculateFinance({
    amount: opening.loanAmount,
    deposit: opening.deposit,
    residual: opening.residual,
    establishmentFee,
    annualRatePercent: opening.interestRate,
    years: opening.termYears,
    frequency: 'week',
    round: rounding,
  }).repayment;
  // Spec 1 §8: the card says "Enquire for Finance" for a tiny estimate, as the calculator does.
  const shownWeekly = estimate.perWeek <= ENQUIRE_FOR_FINANCE_MAX ? null : estimate.perWeek;
  if (weekly === shownWeekly) return null;
  const shown = `The ${formatDollars(estimate.perWeek)} per week shown with this vehicle`;
  const price = formatDollars(car.price);
  if (!fromEstimate) {
    return (
      `${shown} is the lender’s estimate on its price of ${price}; ` +
      `this calculator starts from a ${formatDollars(opening.loanAmount)} loan with no deposit.`
    );
  }
  if (opening.loanAmount < car.price) {
    return (
      `${shown} is the estimate on its full price of ${price}; ` +
      `this calculator lends at most ${formatDollars(most)}, so it starts below the price.`
    );
  }
  return (
    `${shown} is the lender’s own quote; this calculator works from the rate, term and fees ` +
    `shown here, so its figure differs.`
  );
}
