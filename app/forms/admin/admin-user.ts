import { z } from "zod";
import { databaseIdField } from "./database-id";
import { CHANGE_PASSWORD_INTENT, MIN_PASSWORD_LENGTH, NewPasswordSchema } from "./password-change";

export { MIN_PASSWORD_LENGTH };

/** An admin's username: what the login accepts after lower-casing, short enough to show in the header. */
export const ADMIN_USERNAME = /^[a-z0-9._-]{3,40}$/;
export const ADMIN_ROLE_IDS = [1, 2, 3] as const;

const M = {
  required: "validation.required",
  username: "admin:userManagement.errors.username",
  role: "admin:userManagement.errors.role",
  invalid: "admin:validation.invalid",
  notFound: "admin:userManagement.errors.notFound",
} as const;

const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v);

const username = z.string({ error: M.required }).trim().toLowerCase().min(1, M.required).regex(ADMIN_USERNAME, M.username);

const roleId = z.preprocess(toNumber, z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.role }));

const id = databaseIdField(M.invalid, M.notFound);

export const CreateAdminSchema = z.object({ username, roleId, password: NewPasswordSchema });
export const ChangeAdminRoleSchema = z.object({ id, roleId });
/** Disable, enable and unlock name only the account. */
export const AdminIdSchema = z.object({ id });
export const ResetAdminPasswordSchema = z.object({ id, password: NewPasswordSchema });

export const EndSessionSchema = z.object({ sessionId: id });

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
  changePassword: CHANGE_PASSWORD_INTENT,
} as const;
