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

/** Where the OpenAPI document is served, and its readable reference page (docs/decisions/073). */
export const OPENAPI_PATH = "/api/openapi.json";
export const API_REFERENCE_PATH = "/api-reference";
