import { data, type MiddlewareFunction } from "react-router";
import { normalisePattern } from "~/server/platform/http/pages.server";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const isForm = (type: string) => /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);
/** NUL, which no field, name or address of this app holds, and which PostgreSQL refuses in text: the query would fail. */
const NUL_IN_ADDRESS = /%00/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
const NUL_IN_JSON = /\u0000|\\u0000/i;

/**
 * Refuses, before any action reads it, a body the action could not read: a
 * screen's action reads a form (`request.formData()`), which throws on
 * another content type or a malformed form, and an error is a 500. Such a
 * request is answered 415 (not a form) or 400 (a broken one), as are a NUL
 * character in a field or in the address. JSON API routes read JSON or a
 * form leniently (app/server/platform/http/request-body.server.ts), so only their NULs and
 * broken forms are refused here.
 */
export const requestBodyGuard: MiddlewareFunction<Response> = async ({ request, pattern }, next) => {
  const url = new URL(request.url);
  if (NUL_IN_ADDRESS.test(url.pathname + url.search)) throw data(null, { status: 404 });
  if (!MUTATIONS.has(request.method.toUpperCase())) return next();
  const type = request.headers.get("content-type") ?? "";
  const api = normalisePattern(pattern).startsWith("/api/");
  if (isForm(type)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) throw data(null, { status: 400 });
    for (const [name, value] of form) if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) throw data(null, { status: 400 });
  } else if (!api) {
    throw data(null, { status: 415 });
  } else if (/json/i.test(type) && NUL_IN_JSON.test(await request.clone().text())) {
    throw data(null, { status: 400 });
  }
  return next();
};
