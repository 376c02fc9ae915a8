import { z } from "zod";
import { DEAL_LIMITS, MAX_CODES_PER_ADD } from "~/domain/consumer/deals";
import { databaseIdField } from "./database-id";
import { isDay } from "./date-range";

/** The posts of /admin/deals and /admin/deals/{id} (docs/decisions/059). */
export const DEAL_INTENT = {
  create: "create",
  reschedule: "reschedule",
  switchOff: "switch-off",
  switchOn: "switch-on",
  addCodes: "add-codes",
  generateCodes: "generate-codes",
} as const;

/** The picture's file field of the new-deal form (optional: none draws the merchant's initial). */
export const DEAL_PICTURE_FIELD = "picture";
/** The codes file field (a text or CSV file, one code a line) beside the codes typed in. */
export const DEAL_CODES_FILE_FIELD = "codesFile";

const M = {
  required: "admin:deals.errors.required",
  tooLong: "admin:deals.errors.tooLong",
  date: "admin:deals.errors.date",
  order: "admin:deals.errors.order",
  deal: "admin:deals.errors.deal",
  count: "admin:deals.errors.count",
} as const;

const text = (max: number) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);
const day = z.string({ error: M.required }).trim().refine(isDay, M.date);

/** A deal's days in India, both included: the last not before the first. */
const schedule = { startsOn: day, endsOn: day };
const inOrder = (value: { startsOn: string; endsOn: string }, ctx: z.RefinementCtx) => {
  if (value.endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: M.order });
};

export const createDealSchema = z
  .object({
    intent: z.literal(DEAL_INTENT.create),
    merchant: text(DEAL_LIMITS.merchant),
    title: text(DEAL_LIMITS.title),
    description: text(DEAL_LIMITS.description),
    discount: text(DEAL_LIMITS.discount),
    ...schedule,
  })
  .superRefine(inOrder);

const dealId = databaseIdField(M.deal);

export const rescheduleDealSchema = z.object({ intent: z.literal(DEAL_INTENT.reschedule), dealId, ...schedule }).superRefine(inOrder);

export const switchDealSchema = z.object({
  intent: z.enum([DEAL_INTENT.switchOff, DEAL_INTENT.switchOn], { error: "admin:validation.invalid" }),
  dealId,
});

/** Codes typed in (the file's, when one is sent, are read by the command). */
export const addCodesSchema = z.object({ intent: z.literal(DEAL_INTENT.addCodes), dealId, codes: z.string().optional() });

export const generateCodesSchema = z.object({
  intent: z.literal(DEAL_INTENT.generateCodes),
  dealId,
  count: z.coerce.number({ error: M.count }).int(M.count).min(1, M.count).max(MAX_CODES_PER_ADD, M.count),
});
