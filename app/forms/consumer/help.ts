import { z } from "zod";
import { EMAIL } from "~/domain/platform/patterns";

/**
 * The help enquiry (SPEC.md 5). The phone takes digits only, exactly the
 * configured number of them (HELP_PHONE_LENGTH; the loaders hand it to the form).
 */
export function helpSchema(phoneLength: number) {
  return z.object({
    name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(100, "validation.required"),
    // Left empty, it is asked for; typed wrong, it is called invalid.
    email: z.string({ error: "validation.emailRequired" }).trim().min(1, "validation.emailRequired").regex(EMAIL, "validation.helpEmail"),
    phone: z
      .string({ error: "validation.helpPhone" })
      .trim()
      .regex(new RegExp(`^\\d{${phoneLength}}$`), "validation.helpPhone"),
    company: z.string().trim().max(100).optional(),
    description: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(2000, "validation.tooLong"),
    redirectTo: z.string().optional(),
  });
}
