import { z } from "zod";
import { COMPLAINT_BODY_MAX, COMPLAINT_BODY_MIN, COMPLAINT_CATEGORIES, RESOLUTION_MAX } from "~/domain/loans/complaints";
import { GUID } from "~/domain/platform/patterns";
import { partPrepayProblem, rupeesToPaise } from "~/domain/loans/prepayment";

/** The loan page's forms, each posting its intent; "My loans" posts the complaint form too. */
export const LOAN_INTENT = { exit: "exit", foreclose: "foreclose", partPrepay: "part-prepay", complaint: "complaint", stopSmsOffers: "stop-sms-offers" } as const;

export const ExitSchema = z.object({ intent: z.literal(LOAN_INTENT.exit) });
export const ForecloseSchema = z.object({ intent: z.literal(LOAN_INTENT.foreclose) });

/**
 * A part-payment: rupees as a person types them ("25,000" or "25000.50"),
 * turned into paise exactly, at least the minimum and less than the
 * principal owed today (all of it is a foreclosure), which only the server knows.
 */
export function partPrepaySchema(outstandingPaise: number) {
  return z.object({
    intent: z.literal(LOAN_INTENT.partPrepay),
    amount: z
      .string({ message: "loan.errors.amountRequired" })
      .trim()
      .min(1, "loan.errors.amountRequired")
      .transform((text, ctx) => {
        const paise = rupeesToPaise(text);
        if (paise === null || paise === 0) {
          ctx.addIssue({ code: "custom", message: "loan.errors.amountFormat" });
          return z.NEVER;
        }
        const problem = partPrepayProblem(paise, outstandingPaise);
        if (problem) {
          ctx.addIssue({ code: "custom", message: `loan.errors.${problem}` });
          return z.NEVER;
        }
        return paise;
      }),
  });
}

/** A complaint: what it is about (a fixed list), what happened, and optionally which of the consumer's applications. */
export const ComplaintSchema = z.object({
  intent: z.literal(LOAN_INTENT.complaint),
  category: z.enum(COMPLAINT_CATEGORIES, { message: "complaints.errors.category" }),
  body: z
    .string({ message: "complaints.errors.bodyRequired" })
    .trim()
    .min(COMPLAINT_BODY_MIN, "complaints.errors.bodyShort")
    .max(COMPLAINT_BODY_MAX, "complaints.errors.bodyLong")
    .refine((s) => !s.includes("\u0000"), "complaints.errors.bodyRequired"),
  application: z.string().regex(GUID, "complaints.errors.application").optional(),
});

/** The CSR's resolution of a complaint (role 1 or 3), with what was done. */
export const RESOLVE_COMPLAINT_INTENT = "resolve-complaint";
export const ResolveComplaintSchema = z.object({
  intent: z.literal(RESOLVE_COMPLAINT_INTENT),
  complaintId: z.coerce.number({ message: "admin:complaints.errors.unknown" }).int().positive("admin:complaints.errors.unknown"),
  resolution: z
    .string({ message: "admin:complaints.errors.resolutionRequired" })
    .trim()
    .min(5, "admin:complaints.errors.resolutionShort")
    .max(RESOLUTION_MAX, "admin:complaints.errors.resolutionLong"),
});
