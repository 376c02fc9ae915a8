import { z } from "zod";
import { VISIT_WINDOWS } from "~/domain/lending/gold-visits";

/** The visit chosen on a gold lender's page: one of the days offered and a time window. */
export function goldVisitSchema(dates: readonly string[]) {
  return z.object({
    visitDate: z.string({ error: "validation.required" }).refine((d) => dates.includes(d), "validation.required"),
    timeWindow: z.enum(VISIT_WINDOWS, { error: "validation.required" }),
  });
}
