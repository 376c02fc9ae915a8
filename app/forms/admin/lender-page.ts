import { z } from "zod";
import type { LenderPageQuestion } from "~/domain/lending/lender-page";

/** A form lender's questions: each answered with one of its list's options. */
export function lenderPageSchema(questions: readonly LenderPageQuestion[], lists: Record<string, { value: string }[]>) {
  return z.object(Object.fromEntries(questions.map((q) => [q.name, z.string({ error: "validation.required" }).refine((v) => lists[q.list]?.some((o) => o.value === v), "validation.required")])));
}

/** The code a lender sent to the consumer's mobile. */
export const lenderOtpSchema = z.object({ code: z.string({ error: "validation.otp" }).regex(/^\d{4,8}$/, "validation.lenderOtp") });
