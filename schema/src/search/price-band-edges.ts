/**
 * Where the price bands of the priceRange facet start, in dollars: the server bands each car by
 * them, and the search page offers them as price ranges when the slider cannot run (no script).
 */
export const PRICE_BAND_EDGES = [
  0, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000,
] as const;
