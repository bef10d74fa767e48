import { COMPARE_LIMIT } from './saved-cars-store';

/** The compare page: /compare?cars=<slug>,<slug>,… names the cars, so the address is shareable. */
export const COMPARE_PATH = '/compare';
export const COMPARE_CARS_PARAM = 'cars';
/** `?only=differences` hides the rows where every car agrees. */
export const COMPARE_ONLY_PARAM = 'only';
export const ONLY_DIFFERENCES = 'differences';

/** Car slugs are lower-case words joined by hyphens; anything else names no car. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** The slugs an address names, each once, in order; what cannot be a slug is left out. */
export function parseCompareSlugs(value: string | null): string[] {
  if (!value) return [];
  const slugs = value
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)];
}

/** The slugs the page compares (the first COMPARE_LIMIT) and how many more the address named. */
export function comparedSlugs(value: string | null): { slugs: string[]; leftOut: number } {
  const all = parseCompareSlugs(value);
  return { slugs: all.slice(0, COMPARE_LIMIT), leftOut: Math.max(0, all.length - COMPARE_LIMIT) };
}

/** The address comparing these cars; commas stay readable in the shared link. */
export function comparePath(slugs: readonly string[], onlyDifferences = false): string {
  const params = [`${COMPARE_CARS_PARAM}=${slugs.map(encodeURIComponent).join(',')}`];
  if (onlyDifferences) params.push(`${COMPARE_ONLY_PARAM}=${ONLY_DIFFERENCES}`);
  return `${COMPARE_PATH}?${params.join('&')}`;
}
