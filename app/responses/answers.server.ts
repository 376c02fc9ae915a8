import { data } from "react-router";
import { ANSWER_FIELD, ANSWER_IN_PLACE } from "~/forms/form-reply";
import { translate } from "~/i18n/resources.server";
import { replyFor, type CommandResult } from "~/server/command.server";
import { isSpam } from "~/server/honeypot.server";
import { toastCookie } from "~/server/toast.server";
import type { UploadOutcome } from "~/server/upload-history.server";
import { redirectWithToast } from "./redirects.server";

/**
 * How a command's result (server/command.server.ts) is answered, whichever
 * door the request came through: an admin screen (`screenAnswer`), the JSON
 * API (`apiAnswer`), or an upload's screen or API call.
 */

export interface AnswerOptions {
  /** Where a plain post comes back to (the same row or field, by its anchor). */
  back: string;
  /** The toast of a failure (SPEC.md 8); the reason, when it says more, is its second line. */
  failed?: string;
  /** A refused dialog stays open with what was typed; anything else goes back with the toast. */
  refusedStays?: boolean;
}

/**
 * How an admin screen answers a command. A fetcher (JavaScript on, it sends
 * ANSWER_FIELD) gets the reply with the real status and the toast, and stays
 * where it is. A plain post (JavaScript off) comes back to `back` with the
 * toast, except a refused dialog, which is answered in place so its fields
 * keep what was typed.
 */
export function screenAnswer(request: Request, formData: FormData, result: CommandResult, { back, failed, refusedStays = false }: AnswerOptions) {
  const toast = result.ok
    ? { type: "success" as const, message: result.message }
    : failed && failed !== result.message
      ? { type: "error" as const, title: failed, message: result.message }
      : { type: "error" as const, message: result.message };
  const status = result.ok ? 200 : result.status;
  if (formData.get(ANSWER_FIELD) === ANSWER_IN_PLACE) {
    return data({ result: replyFor(formData, result) }, { status, headers: { "Set-Cookie": toastCookie(request, toast) } });
  }
  if (!result.ok && refusedStays) return data({ result: replyFor(formData, result) }, { status });
  return redirectWithToast(back, toast, {}, request);
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

/**
 * An upload as the JSON API answers it (SPEC.md 7): success, message, the
 * errors list and rowsUpdated (and rowsCreated, touched for the records
 * files). A file with refused rows answers 422 and changed nothing.
 */
export function uploadApiAnswer(result: CommandResult<UploadOutcome>) {
  if (!result.ok) {
    const message = translate("en", result.message);
    return data({ success: false, message, errors: [message], rowsUpdated: 0 }, { status: result.status });
  }
  const o = result.data;
  return data(
    {
      success: o.status === "success",
      message: translate("en", result.message, { count: o.errors.length, rows: o.rowsUpdated }),
      errors: o.errors,
      rowsUpdated: o.rowsUpdated,
      rowsCreated: o.rowsCreated,
      touched: o.touched,
      id: o.fileId,
    },
    { status: o.status === "success" ? 200 : 422 },
  );
}

/**
 * How an upload screen answers (the same with JavaScript or without): a
 * refused file (none chosen, wrong type) stays on the form with the reason
 * beside the field; a read file goes to the page with its dialog open
 * (`?file=`), the history refreshed, and a toast.
 */
export function uploadScreenAnswer(request: Request, result: CommandResult<UploadOutcome>, here: string) {
  if (!result.ok) {
    // The reply never echoes the file back: only the field's errors.
    return data({ result: replyFor(new FormData(), result) }, { status: result.status });
  }
  const failed = result.data.status === "failed";
  return redirectWithToast(`${here}?file=${result.data.fileId}`, { type: failed ? "error" : "success", message: result.message }, {}, request);
}

/** Refuses a public form whose hidden honeypot field was filled in. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  if (await isSpam(formData)) throw data({ error: "Form not submitted properly" }, { status: 400 });
}
