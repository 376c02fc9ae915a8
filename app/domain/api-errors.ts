import { fallbackLanguage, isLanguage, type Language } from "~/i18n/languages";

/**
 * The JSON API's error codes (docs/decisions/072): one stable machine code
 * per HTTP status the API answers, written once here; the OpenAPI document,
 * the error answers and their messages (locales api.json, `errors.<code>`)
 * all read it.
 */
export const API_ERROR_CODES = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "rate_limited",
  503: "unavailable",
} as const;

export type ApiErrorStatus = keyof typeof API_ERROR_CODES;
export type ApiErrorCode = (typeof API_ERROR_CODES)[ApiErrorStatus];

/** The code of a status; a status the API does not use for errors reads as a bad request. */
export function apiErrorCode(status: number): ApiErrorCode {
  return API_ERROR_CODES[status as ApiErrorStatus] ?? "bad_request";
}

/**
 * The language an API caller asked for in Accept-Language (the highest q
 * among the languages we ship), English when it names none of them. A
 * script, a partner's server and a lender send no cookie: the header alone decides.
 */
export function acceptedLanguage(header: string | null | undefined): Language {
  const ranked = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranked[0]?.language as Language | undefined) ?? fallbackLanguage;
}
