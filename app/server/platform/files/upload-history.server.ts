import { and, count, desc, eq } from "drizzle-orm";
import { applicationStatusFiles, dataFiles } from "../../../../db/schema";
import type { CommandResult } from "../http/command.server";
import { recordAdminChange, type Actor } from "../../admin/admin-audit.server";
import { getDb, type Tx } from "../db/db.server";

/**
 * The history of every upload screen (SPEC.md 2.6: created at, file name,
 * status, rows updated, errors split by line), paginated 5/10/20 by URL
 * parameters, and what an upload answers. The application status file keeps
 * its own table (SPEC.md 3); the MIS and commission files share `data_files`
 * by kind.
 */

export const PAGE_SIZES = [5, 10, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;
/** The history refreshes on this interval with JavaScript (SPEC.md 9). */
export const HISTORY_REFRESH_MS = 30_000;

export type DataFileKind = "mis" | "commission";
export type FileStatus = "success" | "failed";

/** What one uploaded file did: rows created and updated, the uuids touched, or why nothing changed. */
export interface UploadOutcome {
  fileId: number;
  fileName: string;
  status: FileStatus;
  rowsCreated: number;
  rowsUpdated: number;
  errors: string[];
  touched: string[];
}

export interface HistoryRow {
  id: number;
  created_at: string;
  file_name: string;
  status: string;
  rows_created: number;
  rows_updated: number;
  errors: string[];
  touched: string[];
}

export interface HistoryPage {
  rows: HistoryRow[];
  page: number;
  size: number;
  total: number;
  pages: number;
}

/** The page and its size from the URL (`?page=2&size=10`); anything else is the first page of 5. */
export function pageOf(url: URL): { page: number; size: number } {
  const size = Number(url.searchParams.get("size"));
  const page = Number(url.searchParams.get("page"));
  return {
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

const lines = (text: string) => text.split("\n").filter(Boolean);

function pageResult(rows: HistoryRow[], total: number, page: number, size: number): HistoryPage {
  return { rows, total, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}

type RecordedFile = { fileName: string; status: FileStatus; rowsCreated: number; rowsUpdated: number; by: Actor };

/**
 * An applied file's audit row, in the transaction that applied it: one per
 * upload, naming the file and what it changed. A refused file changed
 * nothing, so it is in the upload history only.
 */
async function recordUpload(tx: Tx, kind: DataFileKind | "status-file", fileId: number, input: RecordedFile) {
  if (input.status !== "success") return;
  await recordAdminChange(tx, {
    ...input.by,
    subject: "upload",
    subjectId: `${kind}:${fileId}`,
    action: "upload",
    after: { file_name: input.fileName, rows_created: input.rowsCreated, rows_updated: input.rowsUpdated },
  });
}

export async function recordStatusFile(tx: Tx, input: Omit<RecordedFile, "rowsCreated"> & { errors: string[] }) {
  const [row] = await tx
    .insert(applicationStatusFiles)
    .values({ fileName: input.fileName, status: input.status, rowsUpdated: input.rowsUpdated, errors: input.errors.join("\n"), uploadedByAdminId: input.by.adminId })
    .returning({ id: applicationStatusFiles.id });
  await recordUpload(tx, "status-file", row.id, { ...input, rowsCreated: 0 });
  return row.id;
}

export async function recordDataFile(tx: Tx, kind: DataFileKind, input: RecordedFile & { errors: string[]; touched: string[] }) {
  const [row] = await tx
    .insert(dataFiles)
    .values({
      kind,
      fileName: input.fileName,
      status: input.status,
      rowsCreated: input.rowsCreated,
      rowsUpdated: input.rowsUpdated,
      errors: input.errors.join("\n"),
      touched: input.touched,
      uploadedByAdminId: input.by.adminId,
    })
    .returning({ id: dataFiles.id });
  await recordUpload(tx, kind, row.id, input);
  return row.id;
}

const statusFileView = (r: typeof applicationStatusFiles.$inferSelect): HistoryRow => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  file_name: r.fileName,
  status: r.status,
  rows_created: 0,
  rows_updated: r.rowsUpdated,
  errors: lines(r.errors),
  touched: [],
});

const dataFileView = (r: typeof dataFiles.$inferSelect): HistoryRow => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  file_name: r.fileName,
  status: r.status,
  rows_created: r.rowsCreated,
  rows_updated: r.rowsUpdated,
  errors: lines(r.errors),
  touched: r.touched,
});

/** The application status files, newest first. */
export async function listStatusFiles({ page, size }: { page: number; size: number }): Promise<HistoryPage> {
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(applicationStatusFiles)
      .orderBy(desc(applicationStatusFiles.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(applicationStatusFiles),
  ]);
  return pageResult(rows.map(statusFileView), total, page, size);
}

export async function getStatusFile(id: number | null): Promise<HistoryRow | null> {
  if (!id) return null;
  const db = await getDb();
  const [row] = await db.select().from(applicationStatusFiles).where(eq(applicationStatusFiles.id, id)).limit(1);
  return row ? statusFileView(row) : null;
}

/** One kind's files (MIS or commission), newest first. */
export async function listDataFiles(kind: DataFileKind, { page, size }: { page: number; size: number }): Promise<HistoryPage> {
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(dataFiles)
      .where(eq(dataFiles.kind, kind))
      .orderBy(desc(dataFiles.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(dataFiles).where(eq(dataFiles.kind, kind)),
  ]);
  return pageResult(rows.map(dataFileView), total, page, size);
}

export async function getDataFile(kind: DataFileKind, id: number | null): Promise<HistoryRow | null> {
  if (!id) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dataFiles)
    .where(and(eq(dataFiles.kind, kind), eq(dataFiles.id, id)))
    .limit(1);
  return row ? dataFileView(row) : null;
}

/**
 * What an upload command answers once its file was read and recorded: done,
 * or refused row by row (422, nothing changed) with the file it recorded,
 * which the screen opens (responses/answers.server.ts, uploadScreenOptions)
 * and the JSON API lists (UPLOAD_API_FIELDS).
 */
export function fileAnswer(outcome: UploadOutcome, done: string): CommandResult<UploadOutcome> {
  return outcome.status === "success" ? { ok: true, message: done, data: outcome } : { ok: false, status: 422, message: "admin:records.fileRefused", data: outcome };
}
