import { data } from "react-router";
import { ANSWER_FIELD, ANSWER_IN_PLACE } from "~/forms/form-reply";
import { translate } from "~/i18n/resources.server";
import { replyFor, type CommandResult } from "~/server/command.server";
import { isSpam } from "~/server/honeypot.server";
import { UPLOAD_FIELD } from "~/server/spreadsheet.server";
import { toastCookie } from "~/server/toast.server";
import type { UploadOutcome } from "~/server/upload-history.server";
import { redirectWithToast } from "./redirects.server";

/**
 * How a command's result (server/command.server.ts) is answered, whichever
 * door the request came through: an admin screen (`screenAnswer`), the JSON
 * API (`apiAnswer`); an upload answers through them too, with its own
 * options (`uploadScreenOptions`) and fields (`UPLOAD_API_FIELDS`).
 */

export interface AnswerOptions {
  /** Where a plain post comes back to (the same row or field, by its anchor). */
  back: string;
  /** The toast of a failure (SPEC.md 8); the reason, when it says more, is its second line. */
  failed?: string;
  /** A refused dialog or form stays open with what was typed; anything else goes back with the toast. */
  refusedStays?: boolean;
  /** Fields whose typed value is never sent back (passwords). */
  hide?: readonly string[];
}

/**
 * How an admin screen answers a command. A fetcher (JavaScript on, it sends
 * ANSWER_FIELD) gets the reply with the real status and the toast, and stays
 * where it is. A plain post (JavaScript off) comes back to `back` with the
 * toast, except a refused dialog, which is answered in place so its fields
 * keep what was typed.
 */
export function screenAnswer(request: Request, formData: FormData, result: CommandResult, { back, failed, refusedStays = false, hide }: AnswerOptions) {
  const toast = result.ok
    ? { type: "success" as const, message: result.message }
    : failed && failed !== result.message
      ? { type: "error" as const, title: failed, message: result.message }
      : { type: "error" as const, message: result.message };
  const status = result.ok ? 200 : result.status;
  if (formData.get(ANSWER_FIELD) === ANSWER_IN_PLACE) {
    return data({ result: replyFor(formData, result, hide) }, { status, headers: { "Set-Cookie": toastCookie(request, toast) } });
  }
  if (!result.ok && refusedStays) return data({ result: replyFor(formData, result, hide) }, { status });
  return redirectWithToast(back, toast, {}, request);
}

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

/**
 * How an upload screen answers, the same with JavaScript or without: a file
 * not taken (none chosen, wrong type) stays on the form with the reason
 * beside the field; a file read goes to the page with its dialog open
 * (`?file=`), the history refreshed, and the toast.
 */
export function uploadScreenOptions(here: string, result: CommandResult<UploadOutcome>): AnswerOptions {
  const file = result.data?.fileId;
  return { back: file ? `${here}?file=${file}` : here, refusedStays: !file, hide: [UPLOAD_FIELD] };
}

/**
 * The JSON API's fields of an upload (SPEC.md 7: success, message, the
 * errors list and rowsUpdated; rowsCreated, touched and the file's id too).
 */
export const UPLOAD_API_FIELDS: ApiFields<UploadOutcome> = {
  data: (o) => ({ errors: o.errors, rowsUpdated: o.rowsUpdated, rowsCreated: o.rowsCreated, touched: o.touched, id: o.fileId }),
  errorList: { rowsUpdated: 0 },
};

/** Refuses a public form whose hidden honeypot field was filled in. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  if (await isSpam(formData)) throw data({ error: "Form not submitted properly" }, { status: 400 });
}
