import { isFinancePath, PERSONALISED_FINANCE_PATH } from '@forecourt/schema/leads/lead-routes';
import type { FinanceSettings } from '@forecourt/tenants/settings/finance-settings.schema';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';

/**
 * Spec 2 §2: where a shopper asks about finance. One address per site (finance.enquiryPage.path),
 * and, on sites that say so, the personalised finance page for a vehicle with an NVIC.
 */

type EnquiryPage = Pick<FinanceSettings, 'enquiryPage'>;

/** Where a vehicle's finance links lead. */
export function carFinanceEnquiryPath(car: Pick<CarRecord, 'hasNvic'>, finance: EnquiryPage) {
  const { path, personalisedForNvic } = finance.enquiryPage;
  return personalisedForNvic && car.hasNvic ? PERSONALISED_FINANCE_PATH : path;
}

/** Whether the site has a personalised finance page for this vehicle. */
export function offersPersonalisedFinance(car: Pick<CarRecord, 'hasNvic'>, finance: EnquiryPage) {
  return carFinanceEnquiryPath(car, finance) === PERSONALISED_FINANCE_PATH;
}

/**
 * A link of the site's own menu or texts to any finance address leads to the site's finance page,
 * so the common menu ("/finance") is right on a site whose page is /apply-for-finance.
 */
export function siteHref(href: string, finance: EnquiryPage): string {
  return isFinancePath(href) ? finance.enquiryPage.path : href;
}
