/** The watchlist page (spec 1 §2), where the toasts' "View List" leads. */
export const WATCHLIST_PATH = '/watchlist';
