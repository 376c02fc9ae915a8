/**
 * CSV for spreadsheets (RFC 4180): a cell with a comma, quote or line break
 * is quoted with its quotes doubled; a cell a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) gets a leading
 * apostrophe, so a consumer's name can never run code in a partner's Excel.
 * Spreadsheets skip leading spaces before they look for a formula, and some
 * read the full-width ＝ ＋ － ＠ an Indian IME can type as the ASCII ones, so
 * those starts are defused too.
 */
export type CsvValue = string | number | CsvDecimal | null | undefined;

/** An exact decimal we wrote ourselves ("-1250.00" from paise): data, never a formula, whatever its sign. */
export interface CsvDecimal {
  decimal: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if (!DECIMAL.test(value.decimal)) throw new Error(`csvCell: ${JSON.stringify(value.decimal)} is not a decimal`);
    return value.decimal;
  }
  let text = String(value);
  // A number we wrote ourselves is data, not a formula (a negative amount stays a number).
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file, ended by CRLF as RFC 4180 says: what a file written row by row is made of. */
export function csvLine(row: readonly CsvValue[]): string {
  return `${row.map(csvCell).join(",")}\r\n`;
}

/** A whole CSV file: a header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}
