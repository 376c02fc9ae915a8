import { dateLocale, namesTheMonth, numericDay } from "./date-text";
/** A calendar date without time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateProblem = "format" | "year" | "day";

/**
 * Day first, as India writes it: DD/MM/YYYY, or with - or . between (one
 * separator, used twice), or none at all (12041992): the numeric keypad a
 * date field opens on a phone has no slash.
 */
const DMY = /^(\d{2})([/.-]?)(\d{2})\2(\d{4})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a day-first date (DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or DDMMYYYY) and confirms the day exists in its month. */
export function parseDmy(value: string): { ok: true; date: CalendarDate } | { ok: false; problem: DateProblem } {
  const m = DMY.exec(value.trim());
  if (!m) return { ok: false, problem: "format" };
  const [day, month, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
  if (year < 1900 || year > 2100) return { ok: false, problem: "year" };
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, problem: "day" };
  return { ok: true, date: { year, month, day } };
}

export const toIso = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

export const toDmy = (d: CalendarDate) => `${String(d.day).padStart(2, "0")}/${String(d.month).padStart(2, "0")}/${d.year}`;

/** A typed date as the form shows it back: DD/MM/YYYY once it reads as a date, else exactly what was typed. */
export function normaliseDmy(value: string): string {
  const parsed = parseDmy(value);
  return parsed.ok ? toDmy(parsed.date) : value;
}

export function fromIso(iso: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

const IST_OFFSET_MS = 5.5 * 3600_000;

/**
 * The calendar day in India (IST, no daylight saving) at `now`, whatever the
 * server's own time zone: at 01:00 IST it is already tomorrow there. The
 * server's "now" is its clock's (app/server/platform/db/clock.server.ts), never the machine's.
 */
export function today(now: Date): CalendarDate {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1, day: india.getUTCDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Age in whole years on `on`. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

// Making a formatter costs far more than using one (a table of sessions or files made one per cell).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as people in India read it (IST), in the screen's language (its day as app/domain/platform/date-text.ts writes it); formatted on the server so the page hydrates alike. */
export function formatDateTime(moment: Date, language: string): string {
  const named = namesTheMonth(language);
  const locale = dateLocale(language);
  let format = dateTimeFormats.get(locale);
  const options: Intl.DateTimeFormatOptions = named ? { dateStyle: "medium", timeStyle: "short" } : { timeStyle: "short" };
  if (!format) dateTimeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Asia/Kolkata" })));
  return named ? format.format(moment) : `${numericDay(moment, "Asia/Kolkata")}, ${format.format(moment)}`;
}
