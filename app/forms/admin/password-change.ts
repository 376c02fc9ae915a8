import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only the first 72 bytes of a password: a longer one would match any password sharing that start. */
const MAX_PASSWORD_BYTES = 72;

/**
 * The messages of the password rules, one set for admins and partners alike
 * (common:validation, which every screen with a password form sends).
 */
export const PASSWORD_MESSAGES = {
  required: "validation.required",
  short: "validation.passwordShort",
  long: "validation.passwordLong",
  confirm: "validation.passwordConfirm",
  same: "validation.passwordSame",
  wrong: "validation.passwordWrong",
  attempts: "validation.passwordAttempts",
} as const;

const M = PASSWORD_MESSAGES;

/** A new password: at least 12 characters, at most what bcrypt reads (docs/decisions/015). */
export const NewPasswordSchema = z
  .string({ error: M.required })
  .min(MIN_PASSWORD_LENGTH, M.short)
  .refine((v) => new TextEncoder().encode(v).length <= MAX_PASSWORD_BYTES, M.long);

/** The fields of the change-password form; what was typed in them is never sent back. */
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** The change-password form says what it is with this `intent`, on pages with other forms too. */
export const CHANGE_PASSWORD_INTENT = "change-password";

/** Changing one's own password (admin account page, partner settings): the current one, the new one twice, and not the same as before. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: M.required }).min(1, M.required).max(200, M.long),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: M.required }).min(1, M.required),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: M.confirm });
    if (value.newPassword === value.currentPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: M.same });
  });
