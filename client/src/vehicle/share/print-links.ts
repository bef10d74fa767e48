/** The print sheet of a vehicle, opened in a new tab when the site does not print to PDF. */
export const printSheetHref = (slug: string) => `/print?car_id=${encodeURIComponent(slug)}`;

/** The vehicle's PDF, made by the server. */
export const carPdfPath = (slug: string) => `/print/${encodeURIComponent(slug)}.pdf`;

/** Spec 2 §7: the PDF is saved as {slug}.pdf. */
export const carPdfFileName = (slug: string) => `${slug}.pdf`;
