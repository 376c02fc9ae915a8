/**
 * How a date reads in each language (issue 38). English and Hindi name the
 * month ("28 Nov 2026", "28 नव॰ 2026", as reviewed in docs/hindi.md); every
 * other language writes the day as DD/MM/YYYY with Western digits, as Indian
 * banks do in those scripts, and a language added later does the same.
 */
const MONTH_NAMED = new Set(["en", "hi"]);

export const namesTheMonth = (language: string): boolean => MONTH_NAMED.has(language);

/** The Intl locale for a language's dates and times: India's, with Western digits (Marathi and Bengali would otherwise write their own). */
export const dateLocale = (language: string): string => `${language}-IN-u-nu-latn`;

const numericParts = new Map<string, Intl.DateTimeFormat>();

/** DD/MM/YYYY, built from the day's parts: Intl writes 28-11-2026 in Telugu, and the issue asks one shape for all. */
export function numericDay(moment: Date, timeZone: string): string {
  let format = numericParts.get(timeZone);
  if (!format) numericParts.set(timeZone, (format = new Intl.DateTimeFormat("en-IN-u-nu-latn", { day: "2-digit", month: "2-digit", year: "numeric", timeZone })));
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(moment).find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}
