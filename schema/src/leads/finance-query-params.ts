import { formatMoneyInput, parseMoneyInput } from './amount-inputs.js';
import type { FinanceEnquiryInput } from './finance-enquiry.schema.js';
import { CAR_TYPES, type LeadCarType } from './lead-car-types.js';
import type { LeadFormOptions } from './lead-form-options.js';
import { CAR_ID_PARAM, FINANCE_PATH, PERSONALISED_FINANCE_PATH } from './lead-routes.js';

/**
 * Spec 2 §2: the finance page (/finance, or the site's own path) takes preferredDealership,
 * vehiclePriceBudget, car_id and car_type in its query and scrolls to #finance-form. Links build
 * the address here; the page reads it back here to pre-fill the form. A value the page cannot use
 * is left out rather than failing the page.
 */

/** The finance form's anchor: links land on the form, not the top of the page. */
export const FINANCE_FORM_ANCHOR = 'finance-form';

export const FINANCE_QUERY_PARAMS = {
  preferredDealership: 'preferredDealership',
  vehiclePriceBudget: 'vehiclePriceBudget',
  carId: CAR_ID_PARAM,
  carType: 'car_type',
} as const;

export interface FinanceQuery {
  preferredDealership?: string;
  /** Whole dollars. */
  vehiclePriceBudget?: number;
  carId?: string;
  carType?: LeadCarType;
}

function paramsOf(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** The finance query of an address's search part ("?car_id=…" or its URLSearchParams). */
export function parseFinanceQuery(search: string | URLSearchParams): FinanceQuery {
  const params = paramsOf(search);
  const text = (name: string): string | undefined => {
    const value = params.get(name)?.trim();
    return value ? value : undefined;
  };
  const budgetText = text(FINANCE_QUERY_PARAMS.vehiclePriceBudget);
  const budget = budgetText === undefined ? null : parseMoneyInput(budgetText);
  const carType = text(FINANCE_QUERY_PARAMS.carType)?.toLowerCase();
  return dropUndefined({
    preferredDealership: text(FINANCE_QUERY_PARAMS.preferredDealership),
    vehiclePriceBudget: budget === null ? undefined : Math.round(budget),
    carId: text(FINANCE_QUERY_PARAMS.carId),
    carType: (CAR_TYPES as readonly string[]).includes(carType ?? '')
      ? (carType as LeadCarType)
      : undefined,
  });
}

/**
 * The link to the finance form: "/finance?preferredDealership=…&vehiclePriceBudget=25000&car_id=…
 * &car_type=used#finance-form". Parameters without a value are left out.
 */
export function financeFormHref(query: FinanceQuery, financePath = FINANCE_PATH): string {
  const params = new URLSearchParams();
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  add(FINANCE_QUERY_PARAMS.preferredDealership, query.preferredDealership);
  add(
    FINANCE_QUERY_PARAMS.vehiclePriceBudget,
    query.vehiclePriceBudget === undefined ? undefined : Math.round(query.vehiclePriceBudget),
  );
  add(FINANCE_QUERY_PARAMS.carId, query.carId);
  add(FINANCE_QUERY_PARAMS.carType, query.carType);
  const search = params.toString();
  return `${financePath}${search ? `?${search}` : ''}#${FINANCE_FORM_ANCHOR}`;
}

/** The personalised finance page of a vehicle, by its slug: "/personalised/finance?car_id=…". */
export function personalisedFinanceHref(carSlug: string): string {
  return `${PERSONALISED_FINANCE_PATH}?${new URLSearchParams({ [CAR_ID_PARAM]: carSlug }).toString()}`;
}

/** What a finance link needs to know about the car. */
export interface FinanceLinkCar {
  readonly internalId: string;
  readonly slug: string;
  /** NEW, DEMO or USED, as the schema spells it. */
  readonly carType: string;
  /** Where the car's finance link leads (the API's Car.financeEnquiryPath). */
  readonly financeEnquiryPath: string;
}

/**
 * A vehicle's "Get Finance" / "Apply for finance" link (spec 2 §2): the personalised finance page
 * of the vehicle when its path is that page, else the site's finance page with the vehicle, its
 * type and the budget (its price, or the loan the shopper chose), opened at the form.
 */
export function carFinanceHref(car: FinanceLinkCar, budget: number): string {
  if (car.financeEnquiryPath === PERSONALISED_FINANCE_PATH) {
    return personalisedFinanceHref(car.slug);
  }
  const carType = car.carType.toLowerCase();
  return financeFormHref(
    {
      carId: car.internalId,
      carType: (CAR_TYPES as readonly string[]).includes(carType)
        ? (carType as LeadCarType)
        : undefined,
      vehiclePriceBudget: budget > 0 ? budget : undefined,
    },
    car.financeEnquiryPath,
  );
}

/**
 * The finance form's starting values from its query: the budget as the money input shows it, and
 * the preferred dealership only when it is one of the site's.
 */
export function financeFormDefaults(
  query: FinanceQuery,
  options: Pick<LeadFormOptions, 'dealerships'>,
): Pick<FinanceEnquiryInput, 'preferredDealership' | 'vehiclePriceBudget' | 'carId' | 'carType'> {
  const dealership = options.dealerships.some((d) => d.slug === query.preferredDealership)
    ? query.preferredDealership
    : undefined;
  return dropUndefined({
    preferredDealership: dealership,
    vehiclePriceBudget:
      query.vehiclePriceBudget === undefined
        ? undefined
        : formatMoneyInput(query.vehiclePriceBudget),
    carId: query.carId,
    carType: query.carType,
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
