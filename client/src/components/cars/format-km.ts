import { formatCount } from '@forecourt/schema/numbers/format-count';

/** Odometer as shoppers read it (spec 1 §9: formatted number with "kms"): 12345 → "12,345 kms". */
export function formatKm(km: number): string {
  return `${formatCount(km)} kms`;
}
