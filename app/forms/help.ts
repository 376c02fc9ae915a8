import { z } from "zod";
import { EMAIL, HELP_PHONE_LENGTH } from "~/domain/patterns";

export const HelpSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(100, "validation.required"),
  email: z.string({ error: "validation.helpEmail" }).trim().regex(EMAIL, "validation.helpEmail"),
  phone: z
    .string({ error: "validation.helpPhone" })
    .trim()
    .regex(new RegExp(`^\\d{${HELP_PHONE_LENGTH}}$`), "validation.helpPhone"),
  company: z.string().trim().max(100).optional(),
  description: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(2000, "validation.tooLong"),
  redirectTo: z.string().optional(),
});
