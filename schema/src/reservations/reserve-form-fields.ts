/**
 * The reserve page's form (spec 1 §2): its field names, shared by the page that renders it and the
 * server that reads it when it is posted (a plain HTML form, so it works without JavaScript). No
 * zod here: the browser imports these names, and the validation lives in reserve-form.schema.ts.
 */

/** The form's name, as a refused form is handed back to the page under. */
export const RESERVE_FORM = 'reserve';

/** The shopper's details: the shared lead fields (spec 2 §3). */
export const RESERVE_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'postcode'] as const;
export type ReserveFormField = (typeof RESERVE_FORM_FIELDS)[number];

/** The hidden field carrying the key made when the page was rendered: a second click is a retry. */
export const RESERVE_IDEMPOTENCY_FIELD = 'idempotencyKey';
/** The hidden field carrying the form token the site signed when it rendered the page. */
export const RESERVE_FORM_TOKEN_FIELD = 'formToken';

/**
 * Why a posted reserve form was not taken, beyond its fields: the page shows each its own way
 * (another shopper holds the car: similar cars; payments down: nothing was charged).
 */
export const RESERVE_REFUSALS = [
  'invalid',
  'carHeld',
  'notReservable',
  'paymentsUnavailable',
  'tooMany',
] as const;
export type ReserveRefusal = (typeof RESERVE_REFUSALS)[number];

/** What the shopper reads when the payment provider could not open a payment. */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are unavailable just now; nothing was charged. Please try again in a few minutes.';
/** What the shopper reads when another shopper holds the car. */
export const CAR_HELD_MESSAGE =
  'Sorry — another shopper is reserving or has reserved this car. Here are similar cars you may like.';

/** The page's reason when a shopper comes back from cancelling at the payment page. */
export const PAYMENT_CANCELLED_REASON = 'cancelled';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment cancelled — the car is no longer held for you.';
