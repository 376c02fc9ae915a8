import { eq, inArray, sql } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, prospectApplications } from "../../../db/schema";
import { MIS_COLUMNS, misRow } from "~/forms/admin/upload-rows";
import { todayInIndia } from "../platform/db/clock.server";
import type { CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import { recordDisbursalEarnings, type Disbursal } from "../partner/earnings.server";
import { readUpload, UPLOAD_FIELD } from "../platform/files/spreadsheet.server";
import { fileAnswer, recordDataFile, type UploadOutcome } from "../platform/files/upload-history.server";

/**
 * The lender MIS file (/admin/mis-upload): each row says a lender disbursed
 * an application (creditapp_uuid, disbursed_amount, disbursal_date). The
 * application becomes disbursed (a status-history row the consumer sees),
 * and earns its lender's revenue and its partner's commission. A row for an
 * application that was already disbursed corrects its amount and date
 * (Updated); otherwise it is a new disbursal (Created). One transaction per
 * file: one refused row and nothing changes.
 */
export async function uploadMisCommand(formData: FormData, adminId: number | null, request: Request | null = null): Promise<CommandResult<UploadOutcome>> {
  const by = { adminId, request };
  const read = await readUpload(formData.get(UPLOAD_FIELD), { columns: MIS_COLUMNS, schema: misRow(todayInIndia()), keyOf: (r) => r.creditapp_uuid });
  if (!read.ok) return read;
  const { fileName, result } = read;
  const db = await getDb();

  const outcome = await db.transaction(async (tx): Promise<UploadOutcome> => {
    const refuse = async (errors: string[]): Promise<UploadOutcome> => {
      const fileId = await recordDataFile(tx, "mis", { fileName, status: "failed", rowsCreated: 0, rowsUpdated: 0, errors, touched: [], by });
      return { fileId, fileName, status: "failed", rowsCreated: 0, rowsUpdated: 0, errors, touched: [] };
    };
    if (!result.ok) return refuse(result.errors);
    const found = await tx
      .select({
        id: creditApplications.id,
        uuid: creditApplications.uuid,
        status: creditApplications.status,
        lenderId: creditApplications.lenderId,
        partnerId: prospectApplications.partnerId,
      })
      .from(creditApplications)
      .leftJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId))
      .where(
        inArray(
          creditApplications.uuid,
          result.rows.map((r) => r.value.creditapp_uuid),
        ),
      )
      .for("update", { of: creditApplications });
    const byUuid = new Map(found.map((a) => [a.uuid, a]));
    const errors: string[] = [];
    for (const { line, value } of result.rows) {
      const app = byUuid.get(value.creditapp_uuid);
      if (!app) errors.push(`Line ${line}: creditapp_uuid: no application has this uuid`);
      else if (app.status === "rejected") errors.push(`Line ${line}: creditapp_uuid: the application was rejected; change its status first`);
    }
    if (errors.length) return refuse(errors);

    let rowsCreated = 0;
    const disbursals: Disbursal[] = [];
    for (const { value } of result.rows) {
      const app = byUuid.get(value.creditapp_uuid)!;
      await tx
        .update(creditApplications)
        .set({ status: "disbursed", disbursedAmount: value.disbursed_amount, disbursedOn: value.disbursal_date, updatedAt: sql`now()` })
        .where(eq(creditApplications.id, app.id));
      if (app.status !== "disbursed") {
        rowsCreated++;
        await tx.insert(creditApplicationStatusHistory).values({ creditApplicationId: app.id, status: "disbursed", source: "mis_upload", note: fileName });
      }
      disbursals.push({ creditApplicationId: app.id, lenderId: app.lenderId, partnerId: app.partnerId, amount: value.disbursed_amount, day: value.disbursal_date });
    }
    const touched = result.rows.map((r) => r.value.creditapp_uuid);
    const rowsUpdated = result.rows.length - rowsCreated;
    const fileId = await recordDataFile(tx, "mis", { fileName, status: "success", rowsCreated, rowsUpdated, errors: [], touched, by });
    await recordDisbursalEarnings(tx, disbursals, fileId);
    return { fileId, fileName, status: "success", rowsCreated, rowsUpdated, errors: [], touched };
  });
  return fileAnswer(outcome, "admin:misUpload.uploaded");
}
