import { data } from "react-router";
import { canOpenAdminPage, type AdminPageSlug } from "~/domain/admin-roles";
import { translate } from "~/i18n/resources.server";
import type { CommandResult } from "./lender-commands.server";
import { getSession, type Session } from "./session.server";

/** An admin API call: a live admin session (cookie or Bearer) whose role may use this page's data; else 401/403. */
export async function requireAdminApi(request: Request, page: AdminPageSlug): Promise<Session> {
  const session = await getSession(request, "admin");
  if (!session) throw data({ success: false, message: "Unauthorized" }, { status: 401 });
  if (!canOpenAdminPage(session.roleId ?? 0, page)) throw data({ success: false, message: "Forbidden" }, { status: 403 });
  return session;
}

/** A command's result as the JSON API answers it: success, an English message, and the data (or each field's errors). */
export function apiAnswer<T>(result: CommandResult<T>, extra: (data: T) => Record<string, unknown> = () => ({})) {
  if (!result.ok) {
    const errors = result.errors
      ? Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((k) => translate("en", k))]))
      : undefined;
    return data({ success: false, message: translate("en", result.message), ...(errors ? { errors } : {}) }, { status: result.status });
  }
  return data({ success: true, message: translate("en", result.message), ...extra(result.data) });
}
