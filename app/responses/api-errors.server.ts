import { apiErrorCode, type ApiErrorCode } from "~/domain/platform/api-errors";
import { acceptedLanguage } from "~/i18n/accept-language";
import { translate } from "~/i18n/resources.server";

/** How long a 429 tells the caller to wait when the limit does not say (seconds). */
const DEFAULT_RETRY_AFTER = 60;

export interface ApiErrorInit {
  /** The message's key ("ns:key"); the code's own message otherwise. */
  message?: string;
  vars?: Record<string, string | number>;
  /** Each field's message keys (a form's mistakes). */
  errors?: Record<string, string[]>;
  /** A 429's wait, in seconds: sent as Retry-After. */
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
  /** A call's own fields beside the shape (an upload's rows); never one of the shape's. */
  extra?: Record<string, unknown>;
}

/**
 * The one error answer of the JSON API (docs/decisions/072): `success: false`,
 * the status, its stable `code`, a `message` in the caller's language
 * (Accept-Language, English by default) and, for a form's mistakes, each
 * field's messages under `errors`. Every non-success JSON answer is made here.
 */
export function apiError(request: Request, status: number, init: ApiErrorInit = {}): Response {
  const language = acceptedLanguage(request.headers.get("accept-language"));
  const code: ApiErrorCode = apiErrorCode(status);
  const say = (key: string) => translate(language, key, init.vars);
  const errors = init.errors && Object.fromEntries(Object.entries(init.errors).map(([field, keys]) => [field, keys.map(say)]));
  const body = { ...init.extra, success: false, status, code, message: say(init.message ?? `api:errors.${code}`), ...(errors ? { errors } : {}) };
  const headers: Record<string, string> = { "Cache-Control": "no-store", "Content-Language": language, ...init.headers };
  if (status === 429) headers["Retry-After"] ??= String(init.retryAfterSeconds ?? DEFAULT_RETRY_AFTER);
  return Response.json(body, { status, headers });
}

/** The 405 of a call that takes only some methods, with the Allow header. */
export const methodNotAllowed = (request: Request, allow: string) => apiError(request, 405, { headers: { Allow: allow } });
