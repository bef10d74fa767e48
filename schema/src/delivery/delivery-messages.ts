/** Spec 1 §8: what the delivery calculator tells a shopper instead of a price. */
export const DELIVERY_MESSAGES = {
  blankPostcode: 'Please enter a postcode.',
  noEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;
