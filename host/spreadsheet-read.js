import { checkZip, isZip } from "./zip-limits.js";

/**
 * An uploaded spreadsheet (.xlsx, .xls or .csv; SPEC.md 5) read into rows,
 * in the upload's worker thread (spreadsheet-worker.js), never in a request:
 * unpacking and parsing a large workbook takes seconds of CPU. Parsed by
 * @e965/xlsx, SheetJS 0.20.3 as republished on npm (the npm `xlsx` is frozen
 * with known holes; DESIGN.md). Its limits come from the app
 * (app/server/platform/files/spreadsheet.server.ts): an .xlsx is unpacked only once its
 * archive is known to stay within bounds (zip-limits.js), and SheetJS stops
 * reading a sheet past the row limit. The reasons are the app's messages:
 * an i18n key for the file, "Line N: column: reason" for a row.
 *
 * @typedef {string | number | { day: string } | null} Cell
 * @typedef {{ line: number, cells: Record<string, Cell> }} SheetRow
 * @typedef {{ ok: true, rows: SheetRow[] } | { ok: false, errors: string[] }} SheetRead
 * @typedef {{ rows: number, zipEntries: number, unzippedBytes: number }} SheetLimits
 */

const FORMULA_TEXT = /^[=+@]/;

/**
 * A cell's value; a formula (or text that a spreadsheet would run as one) is refused by the caller.
 * @param {typeof import("@e965/xlsx")} XLSX
 * @param {import("@e965/xlsx").CellObject | undefined} cell
 * @returns {Cell | "formula"}
 */
function cellValue(XLSX, cell) {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  if (cell.f) return "formula";
  if (cell.t === "n" && typeof cell.v === "number") {
    if (cell.z && XLSX.SSF.is_date(cell.z)) {
      const d = XLSX.SSF.parse_date_code(cell.v);
      if (!d) return null;
      return { day: `${String(d.y).padStart(4, "0")}-${String(d.m).padStart(2, "0")}-${String(d.d).padStart(2, "0")}` };
    }
    return cell.v;
  }
  if (cell.t === "d" && cell.v instanceof Date) return { day: cell.v.toISOString().slice(0, 10) };
  if (cell.t === "b") return cell.v ? "TRUE" : "FALSE";
  if (cell.t === "e") return "formula";
  const text = String(cell.v).trim();
  if (FORMULA_TEXT.test(text) || (text.startsWith("-") && !/^-\d+(\.\d+)?$/.test(text))) return "formula";
  return text === "" ? null : text;
}

/**
 * The first sheet of the file as rows keyed by column name (headers are
 * trimmed and lower-cased). The header must name exactly `columns`; an empty
 * line is skipped.
 * @param {string} name
 * @param {Uint8Array} bytes
 * @param {readonly string[]} columns
 * @param {SheetLimits} limits
 * @returns {Promise<SheetRead>}
 */
export async function readSheet(name, bytes, columns, limits) {
  // A zip (an .xlsx, or anything SheetJS would open as one) is checked before it is unpacked: a zip bomb stops here.
  if (isZip(bytes)) {
    const zip = checkZip(bytes, { entries: limits.zipEntries, bytes: limits.unzippedBytes });
    if (zip !== "ok") return { ok: false, errors: [zip === "tooLarge" ? "admin:records.unpacksTooLarge" : "admin:records.unreadable"] };
  }
  // Loaded once the archive passed: a refused bomb costs no parser.
  const XLSX = await import("@e965/xlsx");
  /** @type {import("@e965/xlsx").WorkSheet | undefined} */
  let sheet;
  try {
    const csv = name.toLowerCase().endsWith(".csv");
    // CSV stays text (raw): a value is never guessed into a date or a formula. sheetRows bounds the work on a huge sheet.
    const book = XLSX.read(bytes, { type: "array", dense: true, raw: csv, cellFormula: true, cellNF: true, cellHTML: false, sheetRows: limits.rows + 2 });
    sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]] : undefined;
  } catch {
    return { ok: false, errors: ["admin:records.unreadable"] };
  }
  /** @type {(import("@e965/xlsx").CellObject | undefined)[][]} */
  const data = sheet?.["!data"] ?? [];
  if (!sheet || data.length === 0) return { ok: false, errors: ["admin:records.emptyFile"] };
  const fullRange = sheet["!fullref"] ?? sheet["!ref"];
  if (fullRange && XLSX.utils.decode_range(fullRange).e.r > limits.rows) return { ok: false, errors: ["admin:records.tooManyRows"] };

  const header = (data[0] ?? []).map((cell) => (cell?.v === undefined || cell?.v === null ? "" : String(cell.v).trim().toLowerCase()));
  while (header.length && header[header.length - 1] === "") header.pop();
  const missing = columns.filter((c) => !header.includes(c));
  const unexpected = header.filter((h) => !columns.includes(h));
  const repeated = header.filter((h, i) => h && header.indexOf(h) !== i);
  if (missing.length || unexpected.length || repeated.length) {
    const errors = [];
    if (missing.length) errors.push(`Missing column: ${missing.join(", ")}`);
    if (unexpected.length) errors.push(`Unexpected column: ${unexpected.map((u) => u || "(empty)").join(", ")}`);
    if (repeated.length) errors.push(`Repeated column: ${[...new Set(repeated)].join(", ")}`);
    errors.push(`Expected columns: ${columns.join(", ")}`);
    return { ok: false, errors };
  }

  /** @type {SheetRow[]} */
  const rows = [];
  /** @type {string[]} */
  const errors = [];
  for (let r = 1; r < data.length; r++) {
    const line = r + 1;
    /** @type {Record<string, Cell>} */
    const cells = {};
    let formula = false;
    for (const column of columns) {
      const value = cellValue(XLSX, data[r]?.[header.indexOf(column)]);
      if (value === "formula") {
        formula = true;
        errors.push(`Line ${line}: ${column}: formulas are not accepted, only values`);
        cells[column] = null;
      } else cells[column] = value;
    }
    // Cells outside the named columns must be empty too: a value there means the columns are shifted.
    const extra = (data[r] ?? []).some((cell, i) => i >= header.length && cell?.v !== undefined && cell?.v !== null && String(cell.v).trim() !== "");
    if (extra) errors.push(`Line ${line}: a value outside the named columns`);
    if (!formula && !extra && Object.values(cells).every((v) => v === null)) continue;
    rows.push({ line, cells });
  }
  if (errors.length) return { ok: false, errors };
  if (rows.length === 0) return { ok: false, errors: ["admin:records.noRows"] };
  return { ok: true, rows };
}
