import { data } from "react-router";
import { translate } from "~/i18n/resources.server";
import type { CommandResult } from "./command.server";

/** How a call answers beyond success and message. */
export interface ApiFields<T> {
  /** The call's own fields from what the command answered; also from a refusal that carries it (an upload refused row by row). */
  data?: (data: T) => Record<string, unknown>;
  /** SPEC.md 7's upload call answers its errors as one list (and these fields when nothing was read), not by field. */
  errorList?: Record<string, unknown>;
}

/**
 * A command's result as the JSON API answers it: success, an English
 * message, the call's fields, and on a refusal its status (422 for a form's
 * mistakes) with each field's errors.
 */
export function apiAnswer<T>(result: CommandResult<T>, fields: ApiFields<T>["data"] | ApiFields<T> = {}) {
  const { data: of = () => ({}), errorList } = typeof fields === "function" ? { data: fields } : fields;
  const english = (key: string) => translate("en", key);
  if (result.ok) return data({ success: true, message: english(result.message), ...of(result.data) });
  const byField = result.errors ? Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map(english)])) : undefined;
  const errors = errorList ? { ...errorList, errors: byField ? [...new Set(Object.values(byField).flat())] : [english(result.message)] } : byField ? { errors: byField } : {};
  const recorded = result.data === undefined ? {} : of(result.data);
  return data({ success: false, message: english(result.message), ...errors, ...recorded }, { status: result.status });
}
