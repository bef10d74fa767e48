import type { CheckoutStep } from './checkout-journey-records.port.js';

/**
 * How the dealer hears of an online purchase: ONE lead (kind `online_purchase`) made by the
 * details step, and each later step as a follow-up of it, named as below. A step answered again
 * replaces its follow-up's payload, so the dealer always reads the latest answer.
 */

export const ONLINE_PURCHASE_CATEGORY = 'Online Purchase';
export const DETAILS_SUBCATEGORY = '1. Details';

/** The follow-up of each step after the details (the details again are "1. Details"). */
export const CHECKOUT_FOLLOW_UP_NAMES: Readonly<Record<CheckoutStep, string>> = {
  details: DETAILS_SUBCATEGORY,
  tradeIn: '2. Trade-in',
  finance: '3. Finance',
  delivery: '4. Delivery',
  deposit: '5. Deposit',
};

/** The dealer's titles of the journey's follow-ups (e-mail and ADF). */
export const CHECKOUT_FOLLOW_UP_TITLES: Readonly<Record<string, string>> = {
  [CHECKOUT_FOLLOW_UP_NAMES.details]: 'Online purchase: buyer’s details changed',
  [CHECKOUT_FOLLOW_UP_NAMES.tradeIn]: 'Online purchase: trade-in',
  [CHECKOUT_FOLLOW_UP_NAMES.finance]: 'Online purchase: payment and finance',
  [CHECKOUT_FOLLOW_UP_NAMES.delivery]: 'Online purchase: delivery or pick-up',
  [CHECKOUT_FOLLOW_UP_NAMES.deposit]: 'Online purchase: deposit',
};

/** The idempotency key of a journey's lead: one lead per journey, however often it is sent. */
export const journeyLeadKey = (journeyId: string): string => `checkout-journey:${journeyId}`;

/**
 * One fact of a step as the dealer reads it ("Finance: 5 years, $120 a week"). Each follow-up's
 * payload carries its facts as such rows (`facts`), beside the answers as data.
 */
export interface CheckoutFact {
  label: string;
  value: string;
}
