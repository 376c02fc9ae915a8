import { data } from "react-router";
import { SaveCookieSchema } from "~/forms/consumer/api-cookies";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import { clearClientCookie, isStorableCookie, readCookie, writeClientCookie } from "~/server/platform/http/server-cookies.server";
import type { Route } from "./+types/cookies";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/cookies/read?name=: the value of a server-stored cookie. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.op !== "read") return apiError(request, 404);
  const name = new URL(request.url).searchParams.get("name");
  if (!isStorableCookie(name)) return apiError(request, 400, { message: "api:messages.unknownCookie" });
  return { value: readCookie(request, name) };
}

/** POST /api/cookies/save {name, value, minutes = 60} and /api/cookies/delete {name}; each cookie with its own attributes (the lead cookie SameSite=None; Secure). */
export async function action({ request, params }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  if (params.op === "save") {
    const parsed = SaveCookieSchema.safeParse(body);
    if (!parsed.success || !isStorableCookie(parsed.data.name)) return apiError(request, 400, { message: "api:messages.invalidCookie" });
    const { name, value, minutes } = parsed.data;
    return data({ success: true }, { headers: { "Set-Cookie": writeClientCookie(name, value, minutes) } });
  }
  if (params.op === "delete") {
    if (!isStorableCookie(body.name)) return apiError(request, 400, { message: "api:messages.invalidCookie" });
    return data({ success: true }, { headers: { "Set-Cookie": clearClientCookie(body.name) } });
  }
  return apiError(request, 404);
}
