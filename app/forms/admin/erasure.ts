import { z } from "zod";

/** The erasure's confirmation: the consumer named by a hidden field, and the admin's tick that they mean it. */
export const EraseSchema = z.object({
  userId: z.coerce.number().int().positive().max(2_000_000_000),
  confirm: z.literal("on", { message: "admin:erasure.errors.confirm" }),
});

export { ERASURE_REQUEST_INTENT } from "~/domain/back-office/erasure";
