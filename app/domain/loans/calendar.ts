import type { CalendarDate } from "../platform/dates";

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier): calendar days, whatever the hour. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `days` days after `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moment = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}
