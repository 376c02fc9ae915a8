import { z } from "zod";

/** The partner sign-in form: a username and a password, checked on the server. */
export const PartnerLoginSchema = z.object({
  username: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(100),
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(200),
});
