import { isLenderProperty, LENDER_PROPERTIES, NewLenderSchema, SPECIAL_OFFER_FIELDS, SpecialOfferSchema, type LenderProperty } from "~/forms/admin/lender-property";
import { LENDER_URL_MESSAGES } from "~/domain/lending/lender-url";
import { isPricingDerived } from "~/domain/lending/pricing-derived";
import type { LenderProduct } from "~/domain/products";
import { createLender, getAdminLender, LenderNameTaken, saveSpecialOffer, softDeleteLender, updateLenderProperty, type AdminLender } from "./admin-lenders.server";
import { SYSTEM, type Actor } from "../admin/admin-audit.server";
import { aboutValue, idOrRefusal, refusal, UNKNOWN_PROPERTY, type CommandResult } from "../platform/http/command.server";
import { lenderUrlProblem } from "../lending/lender-url.server";

const NOT_FOUND = { ok: false, status: 404, message: "admin:lenders.notFound" } as const;
const NO_LENDER_ID: CommandResult<never> = { ok: false, status: 422, message: "admin:validation.lenderId", errors: { lender_id: ["admin:validation.lenderId"] } };

const lenderId = (body: Record<string, unknown>) => idOrRefusal(body.lender_id ?? body.id, { missing: NO_LENDER_ID, notFound: NOT_FOUND });

const DERIVED: CommandResult<never> = { ok: false, status: 422, message: "admin:validation.derivedFromPricing", errors: { value: ["admin:validation.derivedFromPricing"] } };

const isSpecialOfferField = (p: LenderProperty): p is (typeof SPECIAL_OFFER_FIELDS)[number] => (SPECIAL_OFFER_FIELDS as readonly string[]).includes(p);

/**
 * One property of one lender ({lender_id, property, value}), checked by its
 * own rule. A special-offer property is saved through the special-offer
 * command with the other two as saved, so its window rule holds here too.
 */
export async function updateLenderCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<AdminLender>> {
  const id = lenderId(body);
  if (typeof id !== "number") return id;
  const property = body.property;
  if (!isLenderProperty(property)) return UNKNOWN_PROPERTY;
  if (isSpecialOfferField(property)) {
    const saved = await getAdminLender(id);
    if (!saved) return NOT_FOUND;
    const offer = { so_text: saved.so_text, so_date_start: saved.so_date_start, so_date_end: saved.so_date_end, [property]: body.value };
    return aboutValue(await updateSpecialOfferCommand({ ...offer, lender_id: id }, by));
  }
  const parsed = LENDER_PROPERTIES[property].schema.safeParse(body.value);
  if (!parsed.success) return aboutValue(refusal(parsed.error));
  // Once a lender has a grid, its rate range and fee text are written from it alone (one source per fact).
  if (isPricingDerived(property)) {
    const saved = await getAdminLender(id);
    if (!saved) return NOT_FOUND;
    if (saved.pricing) return DERIVED;
  }
  // Where this server will post: https to a public host, or the sandbox lender (docs/decisions/036).
  if (property === "api_url" && typeof parsed.data === "string") {
    const problem = await lenderUrlProblem(parsed.data);
    if (problem) return { ok: false, status: 422, message: LENDER_URL_MESSAGES[problem], errors: { value: [LENDER_URL_MESSAGES[problem]] } };
  }
  try {
    const saved = await updateLenderProperty(id, property, parsed.data, by);
    return saved ? { ok: true, message: "admin:lenders.updated", data: saved } : NOT_FOUND;
  } catch {
    return { ok: false, status: 422, message: "admin:lenders.updateFailed" };
  }
}

/** The special offer's text, start and end (SPEC.md 4), saved together or not at all. */
export async function updateSpecialOfferCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<AdminLender>> {
  const id = lenderId(body);
  if (typeof id !== "number") return id;
  const parsed = SpecialOfferSchema.safeParse(body);
  if (!parsed.success) return refusal(parsed.error);
  const saved = await saveSpecialOffer(id, parsed.data, by);
  return saved ? { ok: true, message: "admin:lenders.updated", data: saved } : NOT_FOUND;
}

export async function createLenderCommand(body: Record<string, unknown>, productType?: LenderProduct, by: Actor = SYSTEM): Promise<CommandResult<AdminLender>> {
  const parsed = NewLenderSchema.safeParse(body);
  if (!parsed.success) return refusal(parsed.error);
  try {
    return { ok: true, message: "admin:lenders.created", data: await createLender(parsed.data.name, productType, by) };
  } catch (error) {
    if (error instanceof LenderNameTaken) return { ok: false, status: 409, message: "admin:lenders.nameTaken", errors: { name: ["admin:lenders.nameTaken"] } };
    throw error;
  }
}

export async function deleteLenderCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<null>> {
  const id = lenderId(body);
  if (typeof id !== "number") return id;
  return (await softDeleteLender(id, by)) ? { ok: true, message: "admin:lenders.deleted", data: null } : NOT_FOUND;
}
