import * as XLSX from "@e965/xlsx";
import type { z } from "zod";
import { translate } from "~/i18n/resources.server";
import type { CommandResult } from "./command.server";
import { checkZip, isZip } from "./zip-limits.server";

/**
 * Reading an uploaded spreadsheet (.xlsx, .xls or .csv; SPEC.md 5) into
 * checked rows, for every upload screen: the application status file, the
 * lender MIS and the partner commission file. Parsed by @e965/xlsx, SheetJS
 * 0.20.3 as republished on npm (the npm `xlsx` is frozen with known holes;
 * DESIGN.md). An .xlsx is unpacked only once its archive is known to stay
 * within bounds (zip-limits.server.ts). Nothing here writes: a file is
 * judged whole before anything changes.
 */

export const UPLOAD_FIELD = "image_name";
export const UPLOAD_EXTENSIONS = [".xlsx", ".xls", ".csv"] as const;
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(",");
/** The same bound as server.js puts on upload routes' bodies; checked again for callers that skip it. */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
/** Rows past the header; a file with more is refused whole rather than half read. */
export const MAX_SPREADSHEET_ROWS = 5000;

/** A cell as the row schemas see it: text, a number, or a calendar day (YYYY-MM-DD) from a date cell. */
export type Cell = string | number | { day: string } | null;

export interface SheetRow {
  /** The line of the file (the header is line 1), as errors name it. */
  line: number;
  cells: Record<string, Cell>;
}

export interface CheckedRow<T> {
  line: number;
  value: T;
}

/** What an upload reports: a file-level problem, or each refused row as "Line N: column: reason". */
export type SheetResult<T> = { ok: true; rows: CheckedRow<T>[] } | { ok: false; errors: string[] };

/** A command's refusal: the file itself is not taken. */
export type Refusal = Extract<CommandResult<never>, { ok: false }>;

/** The uploaded file of a form or multipart body, or the refusal the screen shows beside the field. */
export function uploadedFile(value: FormDataEntryValue | null | undefined): { ok: true; file: File } | Refusal {
  const file = typeof value === "object" && value !== null && "arrayBuffer" in value ? (value as File) : null;
  const fieldError = (message: string, status: number): Refusal => ({ ok: false, status, message, errors: { [UPLOAD_FIELD]: [message] } });
  if (!file || (file.size === 0 && !file.name)) return fieldError("admin:records.noFile", 422);
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext))) return fieldError("admin:records.invalidType", 415);
  if (file.size === 0) return fieldError("admin:records.emptyFile", 422);
  if (file.size > MAX_SPREADSHEET_BYTES) return fieldError("admin:records.tooLarge", 413);
  return { ok: true, file };
}

/** Whether the bytes are what the name says: a zip (.xlsx), an OLE compound file (.xls), or text (.csv). */
export function contentMatchesName(name: string, bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const lower = name.toLowerCase();
  if (lower.endsWith(".xlsx")) return starts(0x50, 0x4b, 0x03, 0x04);
  if (lower.endsWith(".xls")) return starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  // Text: no NUL byte, and not markup pretending to be a table.
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return !bytes.includes(0) && !head.startsWith("<");
}

const FORMULA_TEXT = /^[=+@]/;

/** A cell's value; a formula (or text that a spreadsheet would run as one) is refused by the caller. */
function cellValue(cell: XLSX.CellObject | undefined): Cell | "formula" {
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
 */
export function readSheet(name: string, bytes: Uint8Array, columns: readonly string[]): { ok: true; rows: SheetRow[] } | { ok: false; errors: string[] } {
  // A zip (an .xlsx, or anything SheetJS would open as one) is checked before it is unpacked: a zip bomb stops here.
  if (isZip(bytes)) {
    const zip = checkZip(bytes);
    if (zip !== "ok") return { ok: false, errors: [zip === "tooLarge" ? "admin:records.unpacksTooLarge" : "admin:records.unreadable"] };
  }
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const csv = name.toLowerCase().endsWith(".csv");
    // CSV stays text (raw): a value is never guessed into a date or a formula. sheetRows bounds the work on a huge sheet.
    const book = XLSX.read(bytes, { type: "array", dense: true, raw: csv, cellFormula: true, cellNF: true, cellHTML: false, sheetRows: MAX_SPREADSHEET_ROWS + 2 });
    sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]] : undefined;
  } catch {
    return { ok: false, errors: ["admin:records.unreadable"] };
  }
  const data = (sheet?.["!data"] ?? []) as (XLSX.CellObject | undefined)[][];
  if (!sheet || data.length === 0) return { ok: false, errors: ["admin:records.emptyFile"] };
  const fullRange = sheet["!fullref"] ?? sheet["!ref"];
  if (fullRange && XLSX.utils.decode_range(fullRange).e.r > MAX_SPREADSHEET_ROWS) return { ok: false, errors: ["admin:records.tooManyRows"] };

  const header = (data[0] ?? []).map((cell) => (cell?.v === undefined || cell?.v === null ? "" : String(cell.v).trim().toLowerCase()));
  while (header.length && header[header.length - 1] === "") header.pop();
  const missing = columns.filter((c) => !header.includes(c));
  const unexpected = header.filter((h) => !columns.includes(h));
  const repeated = header.filter((h, i) => h && header.indexOf(h) !== i);
  if (missing.length || unexpected.length || repeated.length) {
    const errors: string[] = [];
    if (missing.length) errors.push(`Missing column: ${missing.join(", ")}`);
    if (unexpected.length) errors.push(`Unexpected column: ${unexpected.map((u) => u || "(empty)").join(", ")}`);
    if (repeated.length) errors.push(`Repeated column: ${[...new Set(repeated)].join(", ")}`);
    errors.push(`Expected columns: ${columns.join(", ")}`);
    return { ok: false, errors };
  }

  const rows: SheetRow[] = [];
  const errors: string[] = [];
  for (let r = 1; r < data.length; r++) {
    const line = r + 1;
    const cells: Record<string, Cell> = {};
    let formula = false;
    columns.forEach((column) => {
      const value = cellValue(data[r]?.[header.indexOf(column)]);
      if (value === "formula") {
        formula = true;
        errors.push(`Line ${line}: ${column}: formulas are not accepted, only values`);
        cells[column] = null;
      } else cells[column] = value;
    });
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

/**
 * Each row through its schema (Zod's messages are the reasons); a key seen
 * on an earlier line makes a later line a duplicate. Every refused row is
 * reported, not just the first.
 */
export function checkRows<T>(rows: SheetRow[], schema: z.ZodType<T>, keyOf: (value: T) => string, keyColumn: string): SheetResult<T> {
  const checked: CheckedRow<T>[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = schema.safeParse(row.cells);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`Line ${row.line}: ${issue.path.length ? `${String(issue.path[0])}: ` : ""}${issue.message}`);
      continue;
    }
    const key = keyOf(parsed.data);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(`Line ${row.line}: ${keyColumn}: repeats line ${first}`);
      continue;
    }
    seen.set(key, row.line);
    checked.push({ line: row.line, value: parsed.data });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows: checked };
}

export interface UploadSpec<T> {
  columns: readonly string[];
  schema: z.ZodType<T>;
  /** The value no two rows may share (the application's uuid, say). */
  keyOf: (value: T) => string;
}

/**
 * An upload read and judged: a refusal of the file itself (none chosen, not
 * a spreadsheet by its name or its bytes, too large), shown beside the field
 * and recorded nowhere; or the file's name and its checked rows or every
 * reason (in English, as the history keeps them) it cannot be applied.
 */
export async function readUpload<T>(
  value: FormDataEntryValue | null | undefined,
  spec: UploadSpec<T>,
): Promise<Refusal | { ok: true; fileName: string; result: SheetResult<T> }> {
  const picked = uploadedFile(value);
  if (!picked.ok) return picked;
  const { file } = picked;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesName(file.name, bytes)) return { ok: false, status: 415, message: "admin:records.invalidType", errors: { [UPLOAD_FIELD]: ["admin:records.invalidType"] } };
  const fileName = file.name.replace(/[\u0000-\u001f]/g, "").slice(-200);
  const sheet = readSheet(file.name, bytes, spec.columns);
  const result = sheet.ok ? checkRows(sheet.rows, spec.schema, spec.keyOf, spec.columns[0]) : sheet;
  if (!result.ok) return { ok: true, fileName, result: { ok: false, errors: result.errors.map((e) => (e.startsWith("admin:") ? translate("en", e) : e)) } };
  return { ok: true, fileName, result };
}
