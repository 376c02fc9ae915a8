import { withinCallingHours } from "~/domain/back-office/calling-hours";
import { ClaimNextSchema, ClaimSchema, callSchema, ReleaseSchema } from "~/forms/admin/telecalling";
import { now } from "../platform/db/clock.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { claimCase, recordCall, releaseCase } from "./telecalling-claims.server";
import type { QueueOrder } from "./telecalling-queue.server";

/** The queue as the CSR has it sorted and filtered: "next" follows it. */
export interface QueueView {
  order: QueueOrder;
  product: string | null;
}

/** Outside calling hours no one is handed out (COMPLIANCE.md: 09:00–21:00 India time). */
const CLOSED: CommandResult<never> = { ok: false, status: 409, message: "admin:telecalling.errors.closed" };

/** A consumer of the list claimed; refused when another CSR has them (or they left the queue meanwhile), or outside calling hours. */
export async function claimCommand(formData: FormData, adminId: number): Promise<CommandResult<number>> {
  const form = parseForm(formData, ClaimSchema);
  if (!form.ok) return form;
  if (!withinCallingHours(now())) return CLOSED;
  const id = await claimCase(adminId, form.value.caseId);
  return id ? { ok: true, message: "admin:telecalling.claimed", data: id } : { ok: false, status: 409, message: "admin:telecalling.errors.taken" };
}

/** The next consumer of the queue, as the CSR sorted and filtered it. */
export async function claimNextCommand(formData: FormData, adminId: number, view: QueueView): Promise<CommandResult<number>> {
  const form = parseForm(formData, ClaimNextSchema);
  if (!form.ok) return form;
  if (!withinCallingHours(now())) return CLOSED;
  const id = await claimCase(adminId, null, view);
  return id ? { ok: true, message: "admin:telecalling.claimed", data: id } : { ok: false, status: 409, message: "admin:telecalling.errors.empty" };
}

/** A held consumer let go, untouched. */
export async function releaseCommand(formData: FormData, adminId: number): Promise<CommandResult<null>> {
  const form = parseForm(formData, ReleaseSchema);
  if (!form.ok) return form;
  return (await releaseCase(adminId, form.value.caseId)) ? { ok: true, message: "admin:telecalling.released", data: null } : { ok: false, status: 409, message: "admin:telecalling.errors.notHeld" };
}

/** A call's outcome recorded on the case the CSR holds. */
export async function recordCallCommand(formData: FormData, adminId: number): Promise<CommandResult<null>> {
  const form = parseForm(formData, callSchema(now()));
  if (!form.ok) return form;
  const { caseId, outcome, note, nextCallAt } = form.value;
  const done = await recordCall(adminId, caseId, { outcome, note, nextCallAt });
  if (!done) return { ok: false, status: 409, message: "admin:telecalling.errors.notHeld" };
  return { ok: true, message: done.state === "open" ? "admin:telecalling.recordedOpen" : "admin:telecalling.recordedClosed", data: null };
}
