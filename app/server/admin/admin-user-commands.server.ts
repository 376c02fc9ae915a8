import type { z } from "zod";
import { ACCOUNT_INTENT, AdminIdSchema, ChangeAdminRoleSchema, CreateAdminSchema, EndSessionSchema, ResetAdminPasswordSchema, USER_MANAGEMENT_INTENT as INTENT } from "~/forms/admin/admin-user";
import { changeAdminRole, createAdminAccount, resetAdminPassword, setAdminActive, unlockAdminAccount } from "./admin-users.server";
import { parseForm, type CommandResult, type Refused } from "../platform/http/command.server";
import { changeOwnPasswordCommand } from "./password-commands.server";
import { endOtherSessions, endOwnSession } from "../platform/http/session.server";

/** A form the screens never send (no intent, a row's hidden id gone wrong): nobody's mistake to point at, so no field is blamed. */
const INVALID: Refused = { ok: false, status: 400, message: "admin:validation.invalid" };

/** A row's hidden fields judged; what is wrong with them is said as the toast, beside no field. */
function rowForm<S extends z.ZodType>(formData: FormData, schema: S): { ok: true; value: z.output<S> } | Refused {
  const parsed = parseForm(formData, schema);
  return parsed.ok ? parsed : INVALID;
}

/**
 * The user management screen's forms (role 1), told apart by `intent`: add
 * an admin and reset a password (each field's mistakes blamed on it), and a
 * row's role, disable, enable and unlock. `actorId` is who asks: nobody
 * disables, demotes or resets themselves here.
 */
export async function userManagementCommand(actorId: number, formData: FormData, request: Request | null = null): Promise<CommandResult> {
  const by = { adminId: actorId, request };
  switch (formData.get("intent")) {
    case INTENT.create: {
      const form = parseForm(formData, CreateAdminSchema);
      return form.ok ? createAdminAccount(form.value, by) : form;
    }
    case INTENT.resetPassword: {
      const form = parseForm(formData, ResetAdminPasswordSchema);
      return form.ok ? resetAdminPassword(actorId, form.value.id, form.value.password, request) : form;
    }
    case INTENT.changeRole: {
      const form = rowForm(formData, ChangeAdminRoleSchema);
      return form.ok ? changeAdminRole(actorId, form.value.id, form.value.roleId, request) : form;
    }
    case INTENT.disable:
    case INTENT.enable: {
      const form = rowForm(formData, AdminIdSchema);
      return form.ok ? setAdminActive(actorId, form.value.id, formData.get("intent") === INTENT.enable, request) : form;
    }
    case INTENT.unlock: {
      const form = rowForm(formData, AdminIdSchema);
      return form.ok ? unlockAdminAccount(form.value.id, by) : form;
    }
    default:
      return INVALID;
  }
}

/** An admin's own account page: end one of their sessions, all the others, or change their password. Nobody else's, whatever the form says. */
export async function ownAccountCommand(adminId: number, sessionId: number, formData: FormData): Promise<CommandResult> {
  switch (formData.get("intent")) {
    case ACCOUNT_INTENT.endSession: {
      const form = parseForm(formData, EndSessionSchema);
      return form.ok && (await endOwnSession("admin", adminId, form.value.sessionId))
        ? { ok: true, message: "admin:account.done.sessionEnded", data: null }
        : { ok: false, status: 404, message: "admin:account.errors.sessionGone" };
    }
    case ACCOUNT_INTENT.endOtherSessions:
      await endOtherSessions("admin", adminId, sessionId);
      return { ok: true, message: "admin:account.done.otherSessionsEnded", data: null };
    case ACCOUNT_INTENT.changePassword:
      return changeOwnPasswordCommand("admin", adminId, sessionId, formData);
    default:
      return INVALID;
  }
}
