import {
  clampToBounds,
  nearestOption,
  termYearOptions,
  type NumberBounds,
} from '@forecourt/schema/finance/calculator-bounds';
import type { RepaymentFrequency } from '@forecourt/schema/finance/repayment';
import { DEFAULT_TERM_YEARS } from '@forecourt/tenants/settings/finance-calculator-settings.schema';
import type { FinanceSettings } from '@forecourt/tenants/settings/finance-settings.schema';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
import type { FinanceCar } from './finance-eligibility.js';
import { providerName } from './finance-quote.js';

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
}

export interface CalculatorInput {
  car: Pick<FinanceCar, 'price'>;
  variant: FinanceCalculatorVariant;
  finance: Pick<FinanceSettings, 'provider' | 'defaultInterestRate' | 'lenders' | 'calculator'>;
  /** The site's provider's quote for this car, when it has one. */
  entry: FinanceLenderEntry | undefined;
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

  const loanAmount = defaults.loan === 'carPrice' ? car.price : defaults.loanAmount;
  const wantedYears =
    defaults.termYears === 'lender' ? (entry?.termYears ?? DEFAULT_TERM_YEARS) : defaults.termYears;
  const termYears = nearestOption(clampToBounds(wantedYears, term), options);
  const interestRate = entry?.interestRate ?? finance.defaultInterestRate;

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
    defaults: {
      loanAmount: clampToBounds(loanAmount, loan),
      termYears,
      interestRate: clampToBounds(interestRate, interest),
      deposit: clampToBounds(entry?.deposit ?? 0, deposit),
      residual: clampToBounds(entry?.balloon ?? 0, residual),
      frequency: defaults.frequency,
    },
    rounding: settings.rounding,
    establishmentFee: entry?.establishmentFees ?? 0,
    lenderName: providerName(finance),
    disclaimer: entry?.disclaimer ?? siteDisclaimer,
    disclaimerCollapseAt: settings.disclaimerCollapseAt,
  };
}
