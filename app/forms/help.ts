import { z } from "zod";
import { EMAIL } from "~/domain/patterns";

/** The configured length of a phone number in the help form (SPEC.md 5 keeps the value; India's is 10). */
export const HELP_PHONE_LENGTH = 10;

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
