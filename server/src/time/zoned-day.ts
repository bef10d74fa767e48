/**
 * The calendar day of an instant in a time zone, YYYY-MM-DD: what "today" is for a site whose
 * shoppers live on that zone's clock (a Brisbane evening is already tomorrow in UTC terms).
 */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
