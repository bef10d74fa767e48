import type { AUSTRALIAN_STATES } from '@forecourt/tenants/stock/car-record.schema';

/**
 * Current standard number plate sequences per state (# a digit, ? a letter). A car carries the
 * plate of the state its dealership is in.
 */
export const REGO_PLATE_FORMATS: Readonly<
  Record<(typeof AUSTRALIAN_STATES)[number], readonly string[]>
> = {
  QLD: ['###???'],
  NSW: ['??##??'],
  VIC: ['#??#??'],
  SA: ['S###???'],
  WA: ['1???###'],
  TAS: ['?##??'],
  ACT: ['Y??##?'],
  NT: ['C?##??'],
};
