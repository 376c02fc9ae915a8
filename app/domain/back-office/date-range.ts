import { dateLocale, namesTheMonth, numericDay } from "../platform/date-text";
/**
 * The date range presets of SPEC.md 3 (yesterday, last_7_days,
 * last_30_days, custom_range), as calendar days in India (IST), both ends
 * included. Pure: the caller passes the moment it calls "now".
 */
export const DATE_RANGE_PRESETS = ["yesterday", "last_7_days", "last_30_days", "custom_range"] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A span of whole days, YYYY-MM-DD, `from` <= `to`. */
export interface DayRange {
  from: string;
  to: string;
}

/** The longest custom range, so a page never draws thousands of days. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India, YYYY-MM-DD. */
export function istToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The number of days from `from` to `to`, both included. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range, in order. */
export function eachDay(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, i) => addDays(range.from, i));
}

/** The days a preset covers: "last 7 days" is today and the six before it. */
export function presetRange(preset: Exclude<DateRangePreset, "custom_range">, now: Date): DayRange {
  const today = istToday(now);
  if (preset === "yesterday") {
    const yesterday = addDays(today, -1);
    return { from: yesterday, to: yesterday };
  }
  return { from: addDays(today, preset === "last_7_days" ? -6 : -29), to: today };
}

/** The moments a day range covers in India: from its first midnight IST to the midnight after its last day. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${range.from}T00:00:00Z`) - IST_OFFSET_MS),
    end: new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`) - IST_OFFSET_MS),
  };
}

/** A day as people in India read it (e.g. 7 Nov 2026), in the screen's language; formatted on the server so the page hydrates alike. */
export function formatDay(day: string, language: string): string {
  const moment = new Date(`${day}T00:00:00Z`);
  if (!namesTheMonth(language)) return numericDay(moment, "UTC");
  return new Intl.DateTimeFormat(dateLocale(language), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(moment);
}
