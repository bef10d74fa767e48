import { SLUG_PATTERN } from '@forecourt/tenants/slugify';

/**
 * Addresses of the vehicle PDF and of the page its QR code opens. The route matches exactly what
 * vehiclePdfPath builds, so the path is written in one place on the server.
 */

export const PRINT_PREFIX = '/print/';

const PDF_EXTENSION = '.pdf';

/** `/print/{slug}.pdf`: the server-made PDF of a vehicle (spec 2 §7, "Fetch vehicle PDF"). */
export function vehiclePdfPath(slug: string): string {
  return `${PRINT_PREFIX}${encodeURIComponent(slug)}${PDF_EXTENSION}`;
}

/** Spec 2 §7: the download is saved as {slug}.pdf. */
export function vehiclePdfFilename(slug: string): string {
  return `${slug}${PDF_EXTENSION}`;
}

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
