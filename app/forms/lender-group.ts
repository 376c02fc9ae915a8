import { z } from "zod";
import { GROUP_NAME } from "~/domain/patterns";

/** Lender group name (SPEC.md 5): required; letters, digits, hyphen, underscore and space only. */
export const NewLenderGroupSchema = z.object({
  name: z
    .string({ error: "admin:validation.nameRequired" })
    .trim()
    .min(1, "admin:validation.nameRequired")
    .max(60, "admin:validation.nameTooLong")
    .regex(GROUP_NAME, "admin:validation.groupName"),
});
