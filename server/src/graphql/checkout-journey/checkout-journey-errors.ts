/** The car cannot be bought online: sold, reserved by someone else, or the site sells none online. */
export class CheckoutCarNotPurchasableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutCarNotPurchasableError';
  }
}
