import { minutesOfDay, twelveHourTime } from './clock-time.js';
import {
  hoursOfWeekday,
  WEEKDAY_NAMES,
  type SpecialHoursEntry,
  type WeekdayHours,
} from './opening-hours.js';
import { dayAfter, zonedClock } from './zoned-clock.js';

/** Whether a location is open at a moment, and what its card says about it. */
export interface OpenNow {
  open: boolean;
  /** "Open now · closes 5:30 pm", "Closed · opens 8:30 am Monday", "Closed". */
  text: string;
}

/** How far ahead the card looks for the next opening. */
const LOOK_AHEAD_DAYS = 7;
const END_OF_DAY = 24 * 60;

interface DayHours {
  open: boolean;
  opensAt?: string | null;
  closesAt?: string | null;
}

/** A day's hours: a special-hours entry for that date overrides the week. */
function hoursOn(
  date: string,
  weekday: number,
  week: readonly WeekdayHours[],
  special: readonly Pick<SpecialHoursEntry, 'date' | 'open' | 'opensAt' | 'closesAt'>[],
): DayHours {
  return special.find((entry) => entry.date === date) ?? hoursOfWeekday(week, weekday);
}

/** Opening and closing minutes; an open day without times is open all day. */
function span(day: DayHours): { opens: number; closes: number } {
  const opens = day.opensAt ? (minutesOfDay(day.opensAt) ?? 0) : 0;
  const closes = day.closesAt ? (minutesOfDay(day.closesAt) ?? END_OF_DAY) : END_OF_DAY;
  // A closing time at or before the opening one (e.g. "00:00") means midnight.
  return { opens, closes: closes <= opens ? END_OF_DAY : closes };
}

/**
 * Open or closed now, on the location's own clock (`timeZone`, IANA), from its week and the
 * special hours of the same department (spec 2 §4): open says when it closes, closed says when it
 * next opens within a week ("today", "tomorrow", or the weekday).
 */
export function openNow({
  week,
  specialHours,
  timeZone,
  now,
}: {
  week: readonly WeekdayHours[];
  /** Special hours that apply to this department (specialHoursFor). */
  specialHours: readonly Pick<SpecialHoursEntry, 'date' | 'open' | 'opensAt' | 'closesAt'>[];
  timeZone: string;
  now: Date;
}): OpenNow {
  const clock = zonedClock(now, timeZone);
  const today = hoursOn(clock.date, clock.weekday, week, specialHours);
  if (today.open) {
    const { opens, closes } = span(today);
    if (clock.minutes >= opens && clock.minutes < closes) {
      return {
        open: true,
        text:
          closes === END_OF_DAY
            ? 'Open now'
            : `Open now · closes ${twelveHourTime(today.closesAt!)}`,
      };
    }
    if (clock.minutes < opens) {
      return { open: false, text: `Closed · opens ${twelveHourTime(today.opensAt!)} today` };
    }
  }
  for (let days = 1; days <= LOOK_AHEAD_DAYS; days++) {
    const next = dayAfter(clock.date, days);
    const hours = hoursOn(next.date, next.weekday, week, specialHours);
    if (!hours.open) continue;
    const when = days === 1 ? 'tomorrow' : WEEKDAY_NAMES[next.weekday];
    const at = hours.opensAt ? `${twelveHourTime(hours.opensAt)} ` : '';
    return { open: false, text: `Closed · opens ${at}${when}` };
  }
  return { open: false, text: 'Closed' };
}
