import { z } from "zod";

/** An admin's username: what the login accepts after lower-casing, short enough to show in the header. */
export const ADMIN_USERNAME = /^[a-z0-9._-]{3,40}$/;
export const ADMIN_ROLE_IDS = [1, 2, 3] as const;
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only the first 72 bytes of a password: a longer one would match any password sharing that start. */
const MAX_PASSWORD_BYTES = 72;

const M = {
  required: "validation.required",
  username: "admin:userManagement.errors.username",
  role: "admin:userManagement.errors.role",
  passwordShort: "admin:userManagement.errors.passwordShort",
  passwordLong: "admin:userManagement.errors.passwordLong",
  confirm: "admin:account.errors.confirm",
  samePassword: "admin:account.errors.samePassword",
  invalid: "admin:validation.invalid",
} as const;

const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v);

const username = z
  .string({ error: M.required })
  .trim()
  .toLowerCase()
  .min(1, M.required)
  .regex(ADMIN_USERNAME, M.username);

const roleId = z.preprocess(toNumber, z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.role }));

/** A new password: at least 12 characters, at most what bcrypt reads. */
const newPassword = z
  .string({ error: M.required })
  .min(MIN_PASSWORD_LENGTH, M.passwordShort)
  .refine((v) => new TextEncoder().encode(v).length <= MAX_PASSWORD_BYTES, M.passwordLong);

const id = z.preprocess(toNumber, z.number({ error: M.invalid }).int(M.invalid).positive(M.invalid));

export const CreateAdminSchema = z.object({ username, roleId, password: newPassword });
export const ChangeAdminRoleSchema = z.object({ id, roleId });
/** Disable, enable and unlock name only the account. */
export const AdminIdSchema = z.object({ id });
export const ResetAdminPasswordSchema = z.object({ id, password: newPassword });

export const EndSessionSchema = z.object({ sessionId: id });

export const ChangeOwnPasswordSchema = z
  .object({
    currentPassword: z.string({ error: M.required }).min(1, M.required).max(200, M.passwordLong),
    newPassword,
    confirmPassword: z.string({ error: M.required }).min(1, M.required),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: M.confirm });
    if (value.newPassword === value.currentPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: M.samePassword });
  });

/** The forms of the user management screen, told apart by their `intent` field. */
export const USER_MANAGEMENT_INTENT = {
  create: "create",
  changeRole: "change-role",
  disable: "disable",
  enable: "enable",
  unlock: "unlock",
  resetPassword: "reset-password",
} as const;

/** The forms of an admin's own account page. */
export const ACCOUNT_INTENT = {
  endSession: "end-session",
  endOtherSessions: "end-other-sessions",
  changePassword: "change-password",
} as const;
