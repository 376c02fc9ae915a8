import type { z } from "zod";
import { translate } from "~/i18n/resources.server";
import type { CommandResult } from "../http/command.server";
import { readInWorker } from "./uploads/sheet-worker.server";

/**
 * Reading an uploaded spreadsheet (.xlsx, .xls or .csv; SPEC.md 5) into
 * checked rows, for every upload screen: the application status file, the
 * lender MIS and the partner commission file. The file is unpacked and
 * parsed in a worker thread (readSheet below; SheetJS, host/spreadsheet-read.js),
 * never on the event loop; its rows are then checked here. Nothing here
 * writes: a file is judged whole before anything changes.
 */

export const UPLOAD_FIELD = "image_name";
export const UPLOAD_EXTENSIONS = [".xlsx", ".xls", ".csv"] as const;
/** The same bound as host/server.js puts on upload routes' bodies; checked again for callers that skip it. */
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

/** Parts of an .xlsx archive: a workbook has a dozen or two (docs/decisions/037). */
export const MAX_ZIP_ENTRIES = 500;
/** What all parts together may unpack to: ten times the upload limit, far more than 5,000 rows need. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

const UNREADABLE = { ok: false, errors: ["admin:records.unreadable"] } as const;

/**
 * The first sheet of the file as rows keyed by column name (headers are
 * trimmed and lower-cased); the header must name exactly `columns`, an empty
 * line is skipped. Read in a worker thread (host/spreadsheet-read.js),
 * within the limits above: a zip bomb is refused while it is unpacked, a
 * sheet past the row limit is not read on, and meanwhile this process goes
 * on answering every other request. The reasons are i18n keys for the
 * file ("admin:records.unpacksTooLarge") and "Line N: column: reason" for rows.
 */
export function readSheet(name: string, bytes: Uint8Array, columns: readonly string[]): Promise<{ ok: true; rows: SheetRow[] } | { ok: false; errors: string[] }> {
  const limits = { rows: MAX_SPREADSHEET_ROWS, zipEntries: MAX_ZIP_ENTRIES, unzippedBytes: MAX_UNZIPPED_BYTES };
  return readInWorker<{ ok: true; rows: SheetRow[] } | { ok: false; errors: string[] }>({ name, bytes, columns, limits }, { ...UNREADABLE, errors: [...UNREADABLE.errors] });
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
export async function readUpload<T>(value: FormDataEntryValue | null | undefined, spec: UploadSpec<T>): Promise<Refusal | { ok: true; fileName: string; result: SheetResult<T> }> {
  const picked = uploadedFile(value);
  if (!picked.ok) return picked;
  const { file } = picked;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesName(file.name, bytes)) return { ok: false, status: 415, message: "admin:records.invalidType", errors: { [UPLOAD_FIELD]: ["admin:records.invalidType"] } };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out of the kept file name.
  const fileName = file.name.replace(/[\u0000-\u001f]/g, "").slice(-200);
  const sheet = await readSheet(file.name, bytes, spec.columns);
  const result = sheet.ok ? checkRows(sheet.rows, spec.schema, spec.keyOf, spec.columns[0]) : sheet;
  if (!result.ok) return { ok: true, fileName, result: { ok: false, errors: result.errors.map((e) => (e.startsWith("admin:") ? translate("en", e) : e)) } };
  return { ok: true, fileName, result };
}
