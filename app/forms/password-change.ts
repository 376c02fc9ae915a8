import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only the first 72 bytes of a password: a longer one would match any password sharing that start. */
const MAX_PASSWORD_BYTES = 72;

/** The messages of the password rules, as each area words them (i18n keys). */
export interface PasswordMessages {
  required: string;
  passwordShort: string;
  passwordLong: string;
  confirm: string;
  samePassword: string;
}

/** A new password: at least 12 characters, at most what bcrypt reads (docs/decisions/015). */
export const newPasswordSchema = (m: Pick<PasswordMessages, "required" | "passwordShort" | "passwordLong">) =>
  z
    .string({ error: m.required })
    .min(MIN_PASSWORD_LENGTH, m.passwordShort)
    .refine((v) => new TextEncoder().encode(v).length <= MAX_PASSWORD_BYTES, m.passwordLong);

/** Changing one's own password: the current one, the new one twice, and not the same as before. */
export const changeOwnPasswordSchema = (m: PasswordMessages) =>
  z
    .object({
      currentPassword: z.string({ error: m.required }).min(1, m.required).max(200, m.passwordLong),
      newPassword: newPasswordSchema(m),
      confirmPassword: z.string({ error: m.required }).min(1, m.required),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: m.confirm });
      if (value.newPassword === value.currentPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: m.samePassword });
    });
