/**
 * The site's general enquiry page (spec 2 §2's default /contact): where "Email us" leads before
 * the page's script runs, since its dialog needs the script.
 */
export const GENERAL_ENQUIRY_PATH = '/contact';

/** The block of reviews on a location's contact page, the target of its stars and summary. */
export const REVIEWS_ANCHOR = 'reviews';
