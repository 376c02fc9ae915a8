import { eq, inArray, sql } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory } from "../../../db/schema";
import { STATUS_FILE_COLUMNS, StatusFileRow } from "~/forms/admin/upload-rows";
import type { CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import { readUpload, UPLOAD_FIELD } from "../platform/files/spreadsheet.server";
import { fileAnswer, recordStatusFile, type UploadOutcome } from "../platform/files/upload-history.server";

/**
 * The application status file (SPEC.md 2.6, 4, 5): each row sets a credit
 * application's status by its uuid, with a status-history row the consumer
 * sees on their status page. All rows of a file in one transaction: one
 * refused row (unknown uuid, repeated uuid, a bad status, a formula) and
 * nothing changes; the file goes into the history either way.
 */
export async function uploadStatusFileCommand(formData: FormData, adminId: number | null, request: Request | null = null): Promise<CommandResult<UploadOutcome>> {
  const by = { adminId, request };
  const read = await readUpload(formData.get(UPLOAD_FIELD), { columns: STATUS_FILE_COLUMNS, schema: StatusFileRow, keyOf: (r) => r.creditapp_uuid });
  if (!read.ok) return read;
  const { fileName, result } = read;
  const db = await getDb();

  let errors = result.ok ? [] : result.errors;
  let rowsUpdated = 0;
  const fileId = await db.transaction(async (tx) => {
    if (result.ok) {
      const uuids = result.rows.map((r) => r.value.creditapp_uuid);
      // Locked while the file is applied, so a concurrent file cannot interleave its rows with these.
      const found = await tx
        .select({ id: creditApplications.id, uuid: creditApplications.uuid, status: creditApplications.status })
        .from(creditApplications)
        .where(inArray(creditApplications.uuid, uuids))
        .for("update");
      const byUuid = new Map(found.map((a) => [a.uuid, a]));
      errors = result.rows.filter((r) => !byUuid.has(r.value.creditapp_uuid)).map((r) => `Line ${r.line}: creditapp_uuid: no application has this uuid`);
      if (!errors.length) {
        for (const { value } of result.rows) {
          const app = byUuid.get(value.creditapp_uuid)!;
          await tx.update(creditApplications).set({ status: value.status, updatedAt: sql`now()` }).where(eq(creditApplications.id, app.id));
        }
        await tx
          .insert(creditApplicationStatusHistory)
          .values(result.rows.map(({ value }) => ({ creditApplicationId: byUuid.get(value.creditapp_uuid)!.id, status: value.status, source: "status_file", note: fileName })));
        rowsUpdated = result.rows.length;
      }
    }
    return recordStatusFile(tx, { fileName, status: errors.length ? "failed" : "success", rowsUpdated, errors, by });
  });
  const outcome: UploadOutcome = { fileId, fileName, status: errors.length ? "failed" : "success", rowsCreated: 0, rowsUpdated, errors, touched: [] };
  return fileAnswer(outcome, "admin:statusFile.uploaded");
}
