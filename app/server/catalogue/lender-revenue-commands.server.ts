import type { z } from "zod";
import { NewRevenueEntrySchema, RevenueEntryUpdateSchema, RevenueOrderSchema, type NewRevenueEntry } from "~/forms/admin/lender-revenue";
import { REVENUE_MESSAGES } from "~/domain/lending/revenue-entry";
import { SYSTEM, type Actor } from "../admin/admin-audit.server";
import { getAdminLender } from "./admin-lenders.server";
import { idOrRefusal, refusal, type CommandResult, type Refused } from "../platform/http/command.server";
import { createRevenueEntry, deleteRevenueEntry, revenueTypeExists, setRevenueOrder, updateRevenueEntry, type RevenueEntryInput, type RevenueEntryView } from "./lender-revenue.server";

/**
 * The revenue commands of the lender edit screen and of /api/lender-revenue/*:
 * one place for the rules, whichever door the request came through.
 */

const LENDER_NOT_FOUND = { ok: false, status: 404, message: "admin:lenders.notFound" } as const;
const ENTRY_NOT_FOUND = { ok: false, status: 404, message: "admin:revenue.notFound" } as const;
const NO_ENTRY_ID: Refused = { ok: false, status: 422, message: "admin:revenue.deleteFailed", errors: { id: ["admin:revenue.validation.id"] } };

type Checked<T> = { ok: true; input: RevenueEntryInput; lenderId: number; data: T } | { ok: false; result: CommandResult<never> };

/** The checks a new or changed entry shares: its fields, its lender (not deleted) and its revenue type. */
async function checkEntry<T extends NewRevenueEntry>(parsed: z.ZodSafeParseResult<T>, failed: string): Promise<Checked<T>> {
  if (!parsed.success) return { ok: false, result: refusal(parsed.error, failed) };
  const { lender_id, revenue_type_id, ...values } = parsed.data;
  if (!(await getAdminLender(lender_id))) return { ok: false, result: LENDER_NOT_FOUND };
  // The rules guarantee a type was given; whether it exists needs the database.
  if (revenue_type_id === null || !(await revenueTypeExists(revenue_type_id))) {
    return { ok: false, result: { ok: false, status: 422, message: failed, errors: { revenue_type_id: [REVENUE_MESSAGES.typeRequired] } } };
  }
  return { ok: true, lenderId: lender_id, input: { ...values, revenue_type_id }, data: parsed.data };
}

export async function createRevenueCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<RevenueEntryView>> {
  const checked = await checkEntry(NewRevenueEntrySchema.safeParse(body), "admin:revenue.addFailed");
  if (!checked.ok) return checked.result;
  return { ok: true, message: "admin:revenue.added", data: await createRevenueEntry(checked.lenderId, checked.input, by) };
}

export async function updateRevenueCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<RevenueEntryView>> {
  const checked = await checkEntry(RevenueEntryUpdateSchema.safeParse(body), "admin:revenue.updateFailed");
  if (!checked.ok) return checked.result;
  const saved = await updateRevenueEntry(checked.data.id, checked.lenderId, checked.input, by);
  return saved ? { ok: true, message: "admin:revenue.updated", data: saved } : ENTRY_NOT_FOUND;
}

export async function setRevenueOrderCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<number[]>> {
  const parsed = RevenueOrderSchema.safeParse(body);
  if (!parsed.success) return refusal(parsed.error, "admin:revenue.orderFailed");
  const { lender_id, lender_revenue_ids } = parsed.data;
  if (!(await getAdminLender(lender_id))) return LENDER_NOT_FOUND;
  if (!(await setRevenueOrder(lender_id, lender_revenue_ids, by))) {
    return { ok: false, status: 409, message: "admin:revenue.orderFailed", errors: { lender_revenue_ids: ["admin:revenue.validation.order"] } };
  }
  return { ok: true, message: "admin:revenue.orderUpdated", data: lender_revenue_ids };
}

/** Deletes an entry; with a lender id, only that lender's entry (the screen names its lender in the URL). */
export async function deleteRevenueCommand(entryId: unknown, lenderId?: number, by: Actor = SYSTEM): Promise<CommandResult<null>> {
  const id = idOrRefusal(entryId, { missing: NO_ENTRY_ID, notFound: ENTRY_NOT_FOUND });
  if (typeof id !== "number") return id;
  return (await deleteRevenueEntry(id, lenderId, by)) ? { ok: true, message: "admin:revenue.deleted", data: null } : ENTRY_NOT_FOUND;
}
