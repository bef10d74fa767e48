/** Stars a rating shows: spec 2 §5 draws at most 4 full stars, the fifth always partial. */
export const REVIEW_STARS = 5;
const MAX_FULL_STARS = 4;

/**
 * How much of each of the five stars is filled, 0 to 1, for an average rating (1 to 5):
 * 4.7 → [1, 1, 1, 1, 0.7]; 3.25 → [1, 1, 1, 0.25, 0]; 5 → [1, 1, 1, 1, 1] (the fifth drawn as a
 * partial star filled whole). Out-of-range or non-numeric ratings are clamped to 0..5.
 */
export function starFills(average: number): number[] {
  const rating = Number.isFinite(average) ? Math.min(Math.max(average, 0), REVIEW_STARS) : 0;
  const full = Math.min(Math.floor(rating), MAX_FULL_STARS);
  const partial = Math.round((rating - full) * 100) / 100;
  return Array.from({ length: REVIEW_STARS }, (_, star) =>
    star < full ? 1 : star === full ? Math.min(partial, 1) : 0,
  );
}

/** What a screen reader hears for the stars: "Rated 4.7 out of 5". */
export const starsLabel = (averageText: string) => `Rated ${averageText} out of 5`;
