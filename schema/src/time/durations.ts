/** One day in milliseconds (the spec's windows are counted in days). */
export const DAY_MS = 86_400_000;
