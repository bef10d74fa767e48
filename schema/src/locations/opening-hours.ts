/** One weekday's hours as the contract gives them (Location.departmentHours). */
export interface WeekdayHours {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  open: boolean;
  /** HH:MM, 24-hour; absent or null on a closed day. */
  opensAt?: string | null;
  closesAt?: string | null;
}

/** A dated exception to the week (Location.specialHours). */
export interface SpecialHoursEntry {
  /** YYYY-MM-DD, in the location's zone. */
  date: string;
  open: boolean;
  opensAt?: string | null;
  closesAt?: string | null;
  /** The department it is for; null (or absent): every department. */
  department?: string | null;
  label?: string | null;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A weekday the week leaves out is closed. */
export function hoursOfWeekday(week: readonly WeekdayHours[], weekday: number): WeekdayHours {
  return (
    week.find((day) => day.weekday === weekday) ?? {
      weekday,
      open: false,
      opensAt: null,
      closesAt: null,
    }
  );
}

/** Whether two days show the same: both closed, or open with the same times. */
export function sameHours(a: WeekdayHours, b: WeekdayHours): boolean {
  if (a.open !== b.open) return false;
  return !a.open || (a.opensAt === b.opensAt && a.closesAt === b.closesAt);
}

/** Special hours that apply to a department: its own and those of every department. */
export function specialHoursFor<T extends Pick<SpecialHoursEntry, 'department'>>(
  entries: readonly T[],
  department: string,
): T[] {
  return entries.filter((entry) => entry.department == null || entry.department === department);
}
