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
  priceType: string | null;
}

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
  const priceType = car.priceType ?? null;
  const { labels, features } = site.config;
  if (features.subscriptions && shown(car.subscriptionPrice)) {
    const amount = car.subscriptionPrice;
    return {
      kind: 'SUBSCRIPTION',
      amount,
      wasAmount: null,
      text: `${formatDollars(amount)}/wk`,
      priceType,
    };
  }
  if (shown(car.offerPrice) && car.offerPrice < car.price) {
    return {
      kind: 'OFFER',
      amount: car.offerPrice,
      wasAmount: car.price,
      text: formatDollars(car.offerPrice),
      priceType,
    };
  }
  if (shown(car.price) && shown(car.beforePrice) && car.beforePrice > car.price) {
    return {
      kind: 'REDUCED',
      amount: car.price,
      wasAmount: car.beforePrice,
      text: formatDollars(car.price),
      priceType,
    };
  }
  if (shown(car.price)) {
    return {
      kind: 'PRICE',
      amount: car.price,
      wasAmount: null,
      text: formatDollars(car.price),
      priceType,
    };
  }
  if (car.preorder) {
    return {
      kind: 'PREORDER',
      amount: null,
      wasAmount: null,
      text: labels.preorder,
      priceType: null,
    };
  }
  return { kind: 'NO_PRICE', amount: null, wasAmount: null, text: labels.noPrice, priceType: null };
}
