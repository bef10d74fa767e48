/** The page listing the signed-in shopper's saved searches. */
export const SAVED_SEARCHES_PATH = '/saved-searches';
