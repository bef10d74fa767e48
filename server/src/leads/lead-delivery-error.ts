/** A delivery attempt failed in a way worth retrying; the message says why, for the operator. */
export class LeadDeliveryError extends Error {
  override readonly name = 'LeadDeliveryError';
}
