import type { CalendarDate } from "../platform/dates";
import { dateLocale, namesTheMonth, numericDay } from "../platform/date-text";

// One formatter per language: making one costs far more than using it.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A day as people in India read it (12 Nov 2026 / 12 नव॰ 2026 / 12/11/2026: app/domain/platform/date-text.ts), in the screen's language; formatted on the server so the page hydrates alike. */
export function formatDay(day: CalendarDate | Date, language: string): string {
  // A calendar day is noon in India that day, so no time zone moves it.
  const moment = day instanceof Date ? day : new Date(Date.UTC(day.year, day.month - 1, day.day, 6, 30));
  if (!namesTheMonth(language)) return numericDay(moment, "Asia/Kolkata");
  const locale = dateLocale(language);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Asia/Kolkata" })));
  return format.format(moment);
}
