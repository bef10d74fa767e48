/** The car cannot be bought online: sold, reserved by someone else, or the site sells none online. */
export class CheckoutCarNotPurchasableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutCarNotPurchasableError';
  }
}

/** The deposit could not be started: the payment provider did not answer. Nothing was charged. */
export class CheckoutPaymentsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutPaymentsUnavailableError';
  }
}
