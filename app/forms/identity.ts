import { z } from "zod";

export const IdentityCheckSchema = z.object({
  intent: z.enum(["continue", "new"]),
  birthDate: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
  pan: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
});
