import { z } from "zod";

export const IdentityCheckSchema = z.object({
  intent: z.enum(["continue", "new"]),
  birthDate: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
  pan: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
});

/** Welcome-back once the identity check has passed in this session: only the choice is left. */
export const ChooseApplicationSchema = z.object({ intent: z.enum(["continue", "new"]) });
