import type { FinanceSettings } from '@forecourt/tenants/settings/finance-settings.schema';
import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import type { FinanceLenderEntry } from './finance-lenders.port.js';
import { isAvailable } from '../stock/car-availability.js';
import type { StockDocument } from '../stock/stock-document.js';

/** What the finance rules read of a car. */
export type FinanceCar = Pick<
  StockDocument,
  'status' | 'price' | 'year' | 'make' | 'dealershipSlug'
>;

/** A quote fit to show: both rates set. */
export type EligibleLenderEntry = FinanceLenderEntry & {
  interestRate: number;
  comparisonRate: number;
};

/**
 * The eligibility helper spec 1 §5 leaves out ("not shown"); our rule: the car is for sale (in
 * stock or coming soon) and priced. A sold car or an "Enquire for price" car is not financed.
 */
export function isForSaleAndPriced(car: Pick<FinanceCar, 'status' | 'price'>): boolean {
  return isAvailable(car.status) && car.price > 0;
}

/** Spec 1 §5: one manufacturer and a few dealer groups get no finance (site settings). */
export function isExcludedFromFinance(
  car: Pick<FinanceCar, 'make' | 'dealershipSlug'>,
  finance: Pick<FinanceSettings, 'excludedMakes' | 'excludedDealerships'>,
): boolean {
  const make = car.make.trim().toLowerCase();
  return (
    finance.excludedMakes.some((excluded) => excluded.trim().toLowerCase() === make) ||
    finance.excludedDealerships.includes(car.dealershipSlug)
  );
}

/** Age in whole years from the model year to the year of `now` (the request's clock). */
export function carAgeYears(car: Pick<FinanceCar, 'year'>, now: Date): number {
  return now.getUTCFullYear() - car.year;
}

/**
 * Spec 1 §5, finance estimate eligibility: the provider's quote exists, is non-empty and has both
 * rates; the car is not excluded; then the provider's rule (price, age, repayment, comparison
 * rate) and the helper hold. A quote must also carry a repayment, or there is nothing to show.
 * Returns the quote, narrowed, or null when no estimate is shown.
 */
export function eligibleFinanceEntry(
  car: FinanceCar,
  entry: FinanceLenderEntry | undefined,
  finance: Pick<
    FinanceSettings,
    'provider' | 'eligibility' | 'excludedMakes' | 'excludedDealerships'
  >,
  now: Date,
): EligibleLenderEntry | null {
  const { provider } = finance;
  if (!provider || !entry || Object.keys(entry).length === 0) return null;
  const { interestRate, comparisonRate } = entry;
  if (interestRate === null || comparisonRate === null) return null;
  if (isExcludedFromFinance(car, finance) || !isForSaleAndPriced(car)) return null;

  const rule = finance.eligibility[provider];
  if (car.price <= rule.minPrice) return null;
  if (rule.maxAgeYears !== null && carAgeYears(car, now) >= rule.maxAgeYears) return null;
  if (rule.comparisonRateRequired && !(comparisonRate > 0)) return null;
  const { paymentWeek, paymentMonth } = entry;
  if (rule.requiredPayment === 'week' && !paymentWeek) return null;
  if (rule.requiredPayment === 'month' && !paymentMonth) return null;
  if (!paymentWeek && !paymentMonth) return null;
  return { ...entry, interestRate, comparisonRate };
}

/**
 * Spec 1 §5: the site offers finance on this car when it has finance and a provider, and the car
 * is for sale, priced above 0 and not excluded. The calculator shows exactly then, and only then
 * is the provider's estimate worth asking for. A sold car's page offers similar cars instead: no
 * loan on a car nobody can buy.
 */
export function financeOffered(
  car: Pick<FinanceCar, 'status' | 'price' | 'make' | 'dealershipSlug'>,
  config: Pick<SiteConfig, 'features' | 'finance'>,
): boolean {
  return (
    config.features.finance &&
    config.finance.provider !== null &&
    isForSaleAndPriced(car) &&
    !isExcludedFromFinance(car, config.finance)
  );
}
