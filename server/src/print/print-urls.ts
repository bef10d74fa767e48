import { PDF_EXTENSION, PRINT_PREFIX } from '@forecourt/schema/print/print-paths';
import { SLUG_PATTERN } from '@forecourt/tenants/slugify';

/**
 * Reading a vehicle PDF's address (built by `vehiclePdfPath` in the schema package), and the page
 * its QR code opens.
 */

/** A request for a vehicle PDF, well formed or not (`/print/….pdf`); other paths are not ours. */
export function isVehiclePdfPath(pathname: string): boolean {
  return pathname.startsWith(PRINT_PREFIX) && pathname.endsWith(PDF_EXTENSION);
}

/** The slug a vehicle PDF path names; null when it names none (the caller answers 404). */
export function matchVehiclePdfPath(pathname: string): string | null {
  if (!isVehiclePdfPath(pathname)) return null;
  const slug = pathname.slice(PRINT_PREFIX.length, -PDF_EXTENSION.length);
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** The vehicle page's absolute address, which the sheet prints and its QR code opens. */
export function vehiclePageUrl(origin: string, slug: string): string {
  return `${origin}/cars/${encodeURIComponent(slug)}`;
}
