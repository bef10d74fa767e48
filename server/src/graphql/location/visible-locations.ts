import type { Location } from '@forecourt/tenants/location.schema';

/**
 * The locations a shopper is shown, as the site's location list shows them: hidden ones left
 * out, the primary location first, the rest in the order of the site's locations file.
 */
export function visibleLocationsPrimaryFirst(locations: readonly Location[]): Location[] {
  // filter copies, so the sort never reorders the site's own list; the sort is stable.
  return locations
    .filter((location) => location.visible)
    .sort((a, b) => Number(b.primary) - Number(a.primary));
}
