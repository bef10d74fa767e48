/** The UTC calendar day of an instant, YYYY-MM-DD: the same on every replica and for every site. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
