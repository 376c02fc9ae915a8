import { z } from "zod";

export const IdentityCheckSchema = z.object({
  intent: z.enum(["continue", "new"]),
  birthDate: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
  // Stored upper-case (the profile upper-cases it): abcde1234f is the same PAN.
  pan: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .transform((v) => v.toUpperCase()),
});

/** Welcome-back once the identity check has passed in this session: only the choice is left. */
export const ChooseApplicationSchema = z.object({ intent: z.enum(["continue", "new"]) });
