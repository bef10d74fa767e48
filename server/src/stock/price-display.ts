import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from './stock-document.js';
import { formatDollars } from '@forecourt/schema/money/format-dollars';

/** Spec 2 §5: a price is shown only when it is over 10. */
export const MIN_DISPLAYED_PRICE = 10;

export type PriceDisplayKind =
  'SUBSCRIPTION' | 'REDUCED' | 'OFFER' | 'PRICE' | 'PREORDER' | 'NO_PRICE';

export interface PriceDisplay {
  kind: PriceDisplayKind;
  amount: number | null;
  /** The earlier price a reduced or offer price is compared with. */
  wasAmount: number | null;
  text: string;
  /** The price's basis ("Drive Away"); a subscription price's is always SUBSCRIPTION_PRICE_TYPE. */
  priceType: string | null;
  /**
   * Beside a subscription price: the price the car sells for outright (its own basis, e.g. Drive
   * Away, travels with it), so a subscription site never hides what the car costs. Null otherwise.
   */
  cashPrice: CashPrice | null;
}

/** The outright price shown beside a subscription price. */
export interface CashPrice {
  amount: number;
  wasAmount: number | null;
  text: string;
  priceType: string | null;
}

/**
 * A subscription is paid weekly and is not what the car costs to buy: it never takes the car's
 * price basis ("Drive Away" belongs to the cash price), it says what it is.
 */
export const SUBSCRIPTION_PRICE_TYPE = 'Subscription';

const shown = (amount: number | undefined): amount is number =>
  amount !== undefined && amount > MIN_DISPLAYED_PRICE;

/**
 * Whether a car's price is one a shopper sees; cars without one ("Enquire for price") come after
 * every priced car when sorting by lowest price, so that order never opens on them.
 */
export function hasShownPrice(car: Pick<StockDocument, 'price'>): boolean {
  return shown(car.price);
}

type PriceSource = Pick<
  StockDocument,
  'price' | 'beforePrice' | 'offerPrice' | 'subscriptionPrice' | 'preorder' | 'priceType'
>;

/**
 * Spec 2 §4 order: subscription price (subscription sites), then a reduced or offer price, then
 * the price, then PREORDER for preorders, otherwise the site's no-price text.
 */
export function priceDisplay(car: PriceSource, site: Site): PriceDisplay {
  const { features } = site.config;
  const outright = outrightPriceDisplay(car, site);
  if (features.subscriptions && shown(car.subscriptionPrice)) {
    const amount = car.subscriptionPrice;
    const { amount: cash, wasAmount, text, priceType } = outright;
    return {
      kind: 'SUBSCRIPTION',
      amount,
      wasAmount: null,
      text: `${formatDollars(amount)}/wk`,
      priceType: SUBSCRIPTION_PRICE_TYPE,
      cashPrice: cash === null ? null : { amount: cash, wasAmount, text, priceType },
    };
  }
  return outright;
}

/** The display order below the subscription: what the car costs to buy, or why none shows. */
function outrightPriceDisplay(car: PriceSource, site: Site): PriceDisplay {
  const priceType = car.priceType ?? null;
  const { labels } = site.config;
  const cashPrice = null;
  if (shown(car.offerPrice) && car.offerPrice < car.price) {
    return {
      kind: 'OFFER',
      amount: car.offerPrice,
      wasAmount: car.price,
      text: formatDollars(car.offerPrice),
      priceType,
      cashPrice,
    };
  }
  if (shown(car.price) && shown(car.beforePrice) && car.beforePrice > car.price) {
    return {
      kind: 'REDUCED',
      amount: car.price,
      wasAmount: car.beforePrice,
      text: formatDollars(car.price),
      priceType,
      cashPrice,
    };
  }
  if (shown(car.price)) {
    return {
      kind: 'PRICE',
      amount: car.price,
      wasAmount: null,
      text: formatDollars(car.price),
      priceType,
      cashPrice,
    };
  }
  if (car.preorder) {
    return {
      kind: 'PREORDER',
      amount: null,
      wasAmount: null,
      text: labels.preorder,
      priceType: null,
      cashPrice,
    };
  }
  return {
    kind: 'NO_PRICE',
    amount: null,
    wasAmount: null,
    text: labels.noPrice,
    priceType: null,
    cashPrice,
  };
}
