import { data } from "react-router";
import { ANSWER_FIELD, ANSWER_IN_PLACE } from "~/forms/form-reply";
import { acceptedLanguage } from "~/i18n/accept-language";
import { translate } from "~/i18n/resources.server";
import { apiError } from "./api-errors.server";
import { replyFor, type CommandResult } from "~/server/platform/http/command.server";
import { isSpam } from "~/server/platform/http/honeypot.server";
import { UPLOAD_FIELD } from "~/server/platform/files/spreadsheet.server";
import { toastCookie } from "~/server/platform/http/toast.server";
import type { UploadOutcome } from "~/server/platform/files/upload-history.server";
import { redirectWithToast } from "./redirects.server";

/**
 * How a command's result (app/server/platform/http/command.server.ts) is answered, whichever
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
  /** The call's own fields from what the command answered. */
  data?: (data: T) => Record<string, unknown>;
  /** What a refusal adds beside the error shape, from what the command still recorded (an upload refused row by row), or from its messages. */
  refused?: (recorded: T | undefined, said: string[]) => Record<string, unknown>;
  /**
   * The call's contract says `errors` is a list of strings even on a refusal (SPEC.md 7's upload):
   * the refusal's own `errors` list then stands, and each field's messages move to `fieldErrors`.
   */
  errorsAsList?: true;
}

/**
 * A command's result as the JSON API answers it: success, the message in
 * the caller's language and the call's fields; a refusal in the API's one
 * error shape (responses/api-errors.server.ts), 422 for a form's mistakes
 * with each field's errors.
 */
export function apiAnswer<T>(request: Request, result: CommandResult<T>, fields: ApiFields<T>["data"] | ApiFields<T> = {}) {
  const { data: of = () => ({}), refused, errorsAsList } = typeof fields === "function" ? { data: fields } : fields;
  if (result.ok) return data({ success: true, message: translate(acceptedLanguage(request.headers.get("accept-language")), result.message), ...of(result.data) });
  const said = result.errors ? [...new Set(Object.values(result.errors).flat())] : [result.message];
  const language = acceptedLanguage(request.headers.get("accept-language"));
  const extra = refused?.(
    result.data,
    said.map((key) => translate(language, key)),
  );
  if (!errorsAsList) return apiError(request, result.status, { message: result.message, errors: result.errors, extra });
  const fieldErrors = result.errors && Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => translate(language, key))]));
  return apiError(request, result.status, { message: result.message, extra: { ...extra, ...(fieldErrors ? { fieldErrors } : {}) } });
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
  // SPEC.md 7 promises the errors list and rowsUpdated on every answer, a refused file's too (docs/decisions/072).
  refused: (o, said) => (o ? { errors: o.errors, rowsUpdated: 0, id: o.fileId } : { errors: said, rowsUpdated: 0 }),
  errorsAsList: true,
};

/** Refuses a public form whose hidden honeypot field was filled in. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  if (await isSpam(formData)) throw data({ error: "Form not submitted properly" }, { status: 400 });
}
