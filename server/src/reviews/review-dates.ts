/**
 * How a review's day reads (spec 2 §3): dd/mm/yyyy, "4 July 2025" and "3 months ago". Days are
 * calendar days (YYYY-MM-DD), compared with today on the location's clock.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

export function reviewDate(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}/${month}/${year}`;
}

export function reviewDateInWords(day: string): string {
  const [year, month, date] = parts(day);
  return `${date} ${MONTHS[month - 1]!} ${year}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** Whole days, then weeks, months and years; a day after today (clock skew) reads "today". */
export function timeAgoInWords(day: string, today: string): string {
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return plural(days, 'day');
  const [y1, m1, d1] = parts(day);
  const [y2, m2, d2] = parts(today);
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  if (months < 1) return plural(Math.floor(days / 7), 'week');
  if (months < 12) return plural(months, 'month');
  return plural(Math.floor(months / 12), 'year');
}
