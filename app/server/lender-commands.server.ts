import { NewLenderSchema, parseLenderProperty } from "~/forms/lender-property";
import type { LenderProduct } from "~/domain/products";
import { createLender, LenderNameTaken, softDeleteLender, updateLenderProperty, type AdminLender } from "./admin-lenders.server";

/**
 * What a lender command answers, for a screen's fetcher and the JSON API alike.
 * A failed validation may also name the message of each field (i18n keys).
 */
export type CommandResult<T = unknown> =
  | { ok: true; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

const lenderId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export async function updateLenderCommand(body: Record<string, unknown>): Promise<CommandResult<AdminLender>> {
  const id = lenderId(body.lender_id ?? body.id);
  if (!id) return { ok: false, status: 422, message: "admin:validation.lenderId" };
  const parsed = parseLenderProperty(body.property, body.value);
  if (!parsed.ok) return { ok: false, status: 422, message: parsed.message };
  try {
    const saved = await updateLenderProperty(id, parsed.property, parsed.value);
    return saved ? { ok: true, message: "admin:lenders.updated", data: saved } : { ok: false, status: 404, message: "admin:lenders.notFound" };
  } catch {
    return { ok: false, status: 422, message: "admin:lenders.updateFailed" };
  }
}

export async function createLenderCommand(body: Record<string, unknown>, productType?: LenderProduct): Promise<CommandResult<AdminLender>> {
  const parsed = NewLenderSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 422, message: parsed.error.issues[0]?.message ?? "admin:validation.invalid" };
  try {
    return { ok: true, message: "admin:lenders.created", data: await createLender(parsed.data.name, productType) };
  } catch (error) {
    if (error instanceof LenderNameTaken) return { ok: false, status: 409, message: "admin:lenders.nameTaken" };
    throw error;
  }
}

export async function deleteLenderCommand(body: Record<string, unknown>): Promise<CommandResult<null>> {
  const id = lenderId(body.lender_id ?? body.id);
  if (!id) return { ok: false, status: 422, message: "admin:validation.lenderId" };
  return (await softDeleteLender(id)) ? { ok: true, message: "admin:lenders.deleted", data: null } : { ok: false, status: 404, message: "admin:lenders.notFound" };
}
