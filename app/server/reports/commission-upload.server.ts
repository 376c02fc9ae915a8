import { eq, inArray } from "drizzle-orm";
import { dataFiles, earnings, partners } from "../../../db/schema";
import { COMMISSION_COLUMNS, commissionRow } from "~/forms/admin/upload-rows";
import { todayInIndia } from "../platform/db/clock.server";
import type { CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import { readUpload, UPLOAD_FIELD } from "../platform/files/spreadsheet.server";
import { fileAnswer, recordDataFile, type UploadOutcome } from "../platform/files/upload-history.server";

/**
 * The partner commission file (/admin/commission-upload-file): adjustments
 * to what partners earned, one per row (partner, amount, reason, date); a
 * negative amount takes commission back. Each row is a new adjustment
 * (Created) with its own uuid; none is updated, so a file uploaded twice
 * adjusts twice (the history shows both). One row may not repeat another
 * of the same file (same partner, amount, date and reason). One transaction
 * per file.
 */
export async function uploadCommissionCommand(formData: FormData, adminId: number | null, request: Request | null = null): Promise<CommandResult<UploadOutcome>> {
  const by = { adminId, request };
  const read = await readUpload(formData.get(UPLOAD_FIELD), {
    columns: COMMISSION_COLUMNS,
    schema: commissionRow(todayInIndia()),
    keyOf: (r) => [r.partner.toLowerCase(), r.amount, r.date, r.reason.trim().toLowerCase()].join("|"),
  });
  if (!read.ok) return read;
  const { fileName, result } = read;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<UploadOutcome> => {
    const refuse = async (errors: string[]): Promise<UploadOutcome> => {
      const fileId = await recordDataFile(tx, "commission", { fileName, status: "failed", rowsCreated: 0, rowsUpdated: 0, errors, touched: [], by });
      return { fileId, fileName, status: "failed", rowsCreated: 0, rowsUpdated: 0, errors, touched: [] };
    };
    if (!result.ok) return refuse(result.errors);
    const names = [...new Set(result.rows.map((r) => r.value.partner.toLowerCase()))];
    const found = await tx.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.name, names));
    const byName = new Map(found.map((p) => [p.name.toLowerCase(), p.id]));
    const errors = result.rows.filter((r) => !byName.has(r.value.partner.toLowerCase())).map((r) => `Line ${r.line}: partner: no partner has this name`);
    if (errors.length) return refuse(errors);
    const fileId = await recordDataFile(tx, "commission", { fileName, status: "success", rowsCreated: result.rows.length, rowsUpdated: 0, errors: [], touched: [], by });
    const inserted = await tx
      .insert(earnings)
      .values(
        result.rows.map(({ value }) => ({
          kind: "commission_adjustment",
          partnerId: byName.get(value.partner.toLowerCase())!,
          amount: value.amount,
          reason: value.reason,
          earnedOn: value.date,
          dataFileId: fileId,
        })),
      )
      .returning({ uuid: earnings.uuid });
    const touched = inserted.map((r) => r.uuid);
    await tx.update(dataFiles).set({ touched }).where(eq(dataFiles.id, fileId));
    return { fileId, fileName, status: "success", rowsCreated: result.rows.length, rowsUpdated: 0, errors: [], touched };
  });
  return fileAnswer(outcome, "admin:commissionUpload.uploaded");
}
