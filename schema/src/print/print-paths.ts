/**
 * Addresses of a vehicle's print-outs, shared by the server (which answers them) and the browser
 * (which asks for them), so both spell them alike.
 */

export const PRINT_PREFIX = '/print/';
export const PDF_EXTENSION = '.pdf';

/** `/print/{slug}.pdf`: the server-made PDF of a vehicle (spec 2 §7, "Fetch vehicle PDF"). */
export function vehiclePdfPath(slug: string): string {
  return `${PRINT_PREFIX}${encodeURIComponent(slug)}${PDF_EXTENSION}`;
}

/** Spec 2 §7: the download is saved as {slug}.pdf. */
export function vehiclePdfFilename(slug: string): string {
  return `${slug}${PDF_EXTENSION}`;
}

/** The print sheet of a vehicle, opened in a new tab when the site does not print to PDF. */
export function printSheetHref(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`;
}
