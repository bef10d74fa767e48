import { formatNumber } from '@forecourt/schema/numbers/format-number';

/**
 * The shopper's postcode in a search URL (`postcode=4000&within=100&sortBy=nearest`): results
 * show how far each car is, may be kept within a distance and sorted nearest first.
 */

export const POSTCODE_PARAM = 'postcode';
export const WITHIN_PARAM = 'within';
/** The sort that needs a postcode; not a site setting, so not in the search vocabulary. */
export const NEAREST = 'nearest';

/** The "Within" choices the filters offer, in km. */
export const WITHIN_CHOICES_KM = [25, 50, 100, 250, 500] as const;
/** What the API accepts (NearPostcode.withinKm); a hand-edited URL beyond it is ignored. */
const MIN_WITHIN_KM = 1;
const MAX_WITHIN_KM = 5000;

/** Spec 2 §9: an Australian postcode is 4 digits. */
export const POSTCODE_PATTERN = '\\d{4}';
const POSTCODE = new RegExp(`^${POSTCODE_PATTERN}$`);

/** The postcode as the API takes it, or '' when the text is not 4 digits. */
export function parsePostcode(text: string | null): string {
  const trimmed = (text ?? '').trim();
  return POSTCODE.test(trimmed) ? trimmed : '';
}

/** A radius the API accepts, or null (any distance). */
export function parseWithinKm(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const km = Number(text);
  return km >= MIN_WITHIN_KM && km <= MAX_WITHIN_KM ? km : null;
}

/** "123 km away"; distances under 1 km read as "Under 1 km away". */
export function distanceAwayText(km: number): string {
  return km < 1 ? 'Under 1 km away' : `${formatNumber(km, { maximumFractionDigits: 3 })} km away`;
}
