import type { z } from "zod";
import { lenderPricingSchema } from "~/domain/lending/pricing";
import { PricingFormSchema } from "~/forms/admin/lender-pricing";
import { SYSTEM, type Actor } from "../../admin/admin-audit.server";
import type { AdminLender } from "../../catalogue/admin-lenders.server";
import { idOrRefusal, parseForm, type CommandResult, type Refused } from "../../platform/http/command.server";
import { saveLenderPricing } from "./pricing.server";

const NOT_FOUND = { ok: false, status: 404, message: "admin:lenders.notFound" } as const;
const NO_LENDER_ID: Refused = { ok: false, status: 422, message: "admin:validation.lenderId", errors: { lender_id: ["admin:validation.lenderId"] } };
const REFUSED = "admin:lenderEdit.pricing.refused";

async function save(id: number, pricing: z.output<typeof lenderPricingSchema>, by: Actor): Promise<CommandResult<AdminLender>> {
  const saved = await saveLenderPricing(id, pricing, by);
  return saved ? { ok: true, message: "admin:lenderEdit.pricing.saved", data: saved } : NOT_FOUND;
}

/**
 * The pricing section of the lender edit screen, posted whole: each typed
 * figure read exactly (app/forms/admin/lender-pricing.ts), the grid judged by the one
 * schema the API's grid is judged by, then saved with its derived columns.
 */
export async function savePricingFormCommand(lenderId: number, formData: FormData, by: Actor = SYSTEM): Promise<CommandResult<AdminLender>> {
  const read = parseForm(formData, PricingFormSchema, REFUSED);
  if (!read.ok) return read;
  const pricing = lenderPricingSchema.safeParse(read.value);
  if (!pricing.success) return { ok: false, status: 422, message: REFUSED };
  return save(lenderId, pricing.data, by);
}

/**
 * The grid as the JSON API sends it ({lender_id, pricing}: SPEC.md 7's
 * update-lender-data), in the schema's own shape (basis points and whole
 * rupees); each mistake is named by its path under `pricing`.
 */
export async function updatePricingCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<AdminLender>> {
  const id = idOrRefusal(body.lender_id ?? body.id, { missing: NO_LENDER_ID, notFound: NOT_FOUND });
  if (typeof id !== "number") return id;
  let raw = body.pricing;
  // A form-encoded call can only send the grid as its JSON text.
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { ok: false, status: 422, message: REFUSED, errors: { pricing: ["admin:validation.pricingField"] } };
    }
  }
  const parsed = lenderPricingSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) errors[["pricing", ...issue.path.map(String)].join(".")] = ["admin:validation.pricingField"];
    return { ok: false, status: 422, message: REFUSED, errors };
  }
  return save(id, parsed.data, by);
}
