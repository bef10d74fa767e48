/** The page listing the shopper's favourites. */
export const FAVOURITES_PATH = '/favourites';
