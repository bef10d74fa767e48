/** A time of day as the contract gives it: HH:MM, 24-hour. */
const CLOCK_TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes after midnight of an HH:MM time; null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = CLOCK_TIME.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 24 * 60 ? null : minutes;
}

/**
 * An HH:MM time in the 12-hour form the location pages show (spec 2 §9): "08:30" → "8:30 am",
 * "12:00" → "12:00 pm", "00:00" and "24:00" → "12:00 am". Anything else is shown as it came.
 */
export function twelveHourTime(time: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const period = hours24 < 12 ? 'am' : 'pm';
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${period}`;
}

/** "8:30 am – 5:30 pm"; an open day without times says only "Open". */
export function hoursRange(opensAt?: string | null, closesAt?: string | null): string {
  if (!opensAt || !closesAt) return 'Open';
  return `${twelveHourTime(opensAt)} – ${twelveHourTime(closesAt)}`;
}
