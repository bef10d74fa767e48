import { hoursRange } from './clock-time.js';
import { hoursOfWeekday, sameHours, WEEKDAY_NAMES, type WeekdayHours } from './opening-hours.js';

/** One row of a location's hours table. */
export interface WeekRow {
  /** "Mon–Fri", or a day's name. */
  days: string;
  open: boolean;
  /** "8:30 am – 5:30 pm", or "Closed". */
  hours: string;
}

/** Monday to Friday, by weekday number. */
const WORKING_DAYS = [1, 2, 3, 4, 5] as const;
export const WORKING_WEEK_LABEL = 'Mon–Fri';

const rowOf = (days: string, day: WeekdayHours): WeekRow => ({
  days,
  open: day.open,
  hours: day.open ? hoursRange(day.opensAt, day.closesAt) : 'Closed',
});

/**
 * The week as the hours table shows it (spec 2 §5), Monday first: one "Mon–Fri" row when the five
 * working days share their hours (or are all closed), else a row per day; Saturday and Sunday
 * always have their own rows.
 */
export function weekRows(week: readonly WeekdayHours[]): WeekRow[] {
  const working = WORKING_DAYS.map((weekday) => hoursOfWeekday(week, weekday));
  const [monday] = working;
  const weekdays = working.every((day) => sameHours(day, monday!))
    ? [rowOf(WORKING_WEEK_LABEL, monday!)]
    : working.map((day) => rowOf(WEEKDAY_NAMES[day.weekday]!, day));
  return [
    ...weekdays,
    rowOf(WEEKDAY_NAMES[6], hoursOfWeekday(week, 6)),
    rowOf(WEEKDAY_NAMES[0], hoursOfWeekday(week, 0)),
  ];
}
