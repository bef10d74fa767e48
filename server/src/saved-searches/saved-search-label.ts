/** Longest label a shopper may give a saved search. */
export const MAX_LABEL_LENGTH = 80;

/**
 * The label of a search saved without one: the search page's heading, the words searched for,
 * and how many further filters were set — "Used Cars, “corolla”, 2 filters".
 */
export function defaultSavedSearchLabel(
  heading: string,
  words: string | null,
  filterCount: number,
): string {
  const parts = [heading];
  if (words) parts.push(`“${words}”`);
  if (filterCount > 0) parts.push(`${filterCount} filter${filterCount === 1 ? '' : 's'}`);
  return parts.join(', ').slice(0, MAX_LABEL_LENGTH);
}
