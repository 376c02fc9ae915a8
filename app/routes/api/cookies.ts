import { data } from "react-router";
import { z } from "zod";
import { readRequestBody } from "~/server/request-body.server";
import { clearClientCookie, isStorableCookie, readCookie, writeClientCookie } from "~/server/server-cookies.server";
import type { Route } from "./+types/cookies";

const SaveSchema = z.object({
  name: z.string(),
  value: z.string().max(4000),
  minutes: z.coerce.number().positive().max(60 * 24 * 30).default(60),
});

/** GET /api/cookies/read?name=: the value of a server-stored cookie. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.op !== "read") return data({ message: "Not found" }, { status: 404 });
  const name = new URL(request.url).searchParams.get("name");
  if (!isStorableCookie(name)) return data({ message: "Unknown cookie" }, { status: 400 });
  return { value: readCookie(request, name) };
}

/** POST /api/cookies/save {name, value, minutes = 60} and /api/cookies/delete {name}; each cookie with its own attributes (the lead cookie SameSite=None; Secure). */
export async function action({ request, params }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  if (params.op === "save") {
    const parsed = SaveSchema.safeParse(body);
    if (!parsed.success || !isStorableCookie(parsed.data.name)) return data({ message: "Invalid cookie" }, { status: 400 });
    const { name, value, minutes } = parsed.data;
    return data({ success: true }, { headers: { "Set-Cookie": writeClientCookie(name, value, minutes) } });
  }
  if (params.op === "delete") {
    if (!isStorableCookie(body.name)) return data({ message: "Invalid cookie" }, { status: 400 });
    return data({ success: true }, { headers: { "Set-Cookie": clearClientCookie(body.name) } });
  }
  return data({ message: "Not found" }, { status: 404 });
}
