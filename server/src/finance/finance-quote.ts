import { PAYMENTS_PER_YEAR } from '@forecourt/schema/finance/repayment';
import type { FinanceSettings } from '@forecourt/tenants/settings/finance-settings.schema';
import type { FinanceLenderEntries, RateRange } from './finance-lenders.port.js';
import { eligibleFinanceEntry, type FinanceCar } from './finance-eligibility.js';

/** The finance estimate a vehicle shows: its site's provider's quote, ready to print. */
export interface FinanceQuote {
  provider: string;
  lenderName: string | null;
  perWeek: number;
  perMonth: number | null;
  interestRate: number;
  comparisonRate: number;
  termYears: number | null;
  deposit: number;
  balloon: number;
  establishmentFees: number;
  totalPayable: number | null;
  disclaimer: string | null;
  comparisonRateRange: RateRange | null;
}

/** The site's name for its finance provider, from its lender table; null when it names none. */
export function providerName(
  finance: Pick<FinanceSettings, 'provider' | 'lenders'>,
): string | null {
  return finance.lenders.find((lender) => lender.key === finance.provider)?.name ?? null;
}

/** Floating-point noise must not push a whole-dollar amount to the next dollar. */
const WHOLE_DOLLAR_TOLERANCE = 1e-6;

/** A monthly repayment as a weekly one, rounded up to the dollar like every repayment (spec 1 §9). */
export function weeklyFromMonthly(paymentMonth: number): number {
  const weekly = (paymentMonth * PAYMENTS_PER_YEAR.month) / PAYMENTS_PER_YEAR.week;
  return Math.ceil(weekly - WHOLE_DOLLAR_TOLERANCE);
}

/**
 * The site's provider's quote for the car when the estimate eligibility holds (see
 * eligibleFinanceEntry), else null. The lender's name comes from the site's lender table.
 */
export function financeQuote(
  car: FinanceCar,
  entries: FinanceLenderEntries,
  config: { features: { finance: boolean }; finance: FinanceSettings },
  now: Date,
): FinanceQuote | null {
  const { finance } = config;
  const provider = finance.provider;
  if (!config.features.finance || !provider) return null;
  const entry = eligibleFinanceEntry(car, entries[provider], finance, now);
  if (!entry) return null;
  const perWeek = entry.paymentWeek || weeklyFromMonthly(entry.paymentMonth!);
  return {
    provider,
    lenderName: providerName(finance),
    perWeek,
    perMonth: entry.paymentMonth ?? null,
    interestRate: entry.interestRate,
    comparisonRate: entry.comparisonRate,
    termYears: entry.termYears ?? null,
    deposit: entry.deposit,
    balloon: entry.balloon,
    establishmentFees: entry.establishmentFees,
    totalPayable: entry.totalPayable ?? null,
    disclaimer: entry.disclaimer ?? null,
    comparisonRateRange: entry.comparisonRateRange ?? null,
  };
}
