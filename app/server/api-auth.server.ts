import { data } from "react-router";
import { translate } from "~/i18n/resources.server";
import type { CommandResult } from "./command.server";

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
