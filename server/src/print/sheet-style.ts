/**
 * The print sheet's measures, in PDF points (72 to the inch) on A4, and its type and colours.
 * The site's primary colour is its only brand colour on paper; the rest stays neutral so the
 * sheet reads well on a black-and-white printer too.
 */

export const MARGIN = 40;
export const GUTTER = 20;

/** Wide enough that the photo carries the page; the price and specs take the rest. */
export const PHOTO_WIDTH = 300;

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

export const INK = '#1a1a1a';
export const MUTED = '#5b6270';
export const HAIRLINE = '#d9dce1';
export const PANEL = '#f3f4f6';
export const SOLD = '#b42318';

export const FEATURE_COLUMNS = 3;
export const FEATURE_COLUMN_GAP = 14;
export const FEATURE_GAP = 4;
export const FEATURE_FONT_SIZE = 9.5;
/** Room on the left of a feature for its bullet. */
export const FEATURE_INDENT = 10;

/** The dealer's contact and the QR code: the foot of the first page. */
export const CONTACT_HEIGHT = 150;
export const QR_BLOCK_WIDTH = 240;
export const QR_SIZE = 96;

/** Page number and small print, below the bottom margin. */
export const FOOTER_FONT_SIZE = 7.5;
export const FOOTER_OFFSET = 22;
