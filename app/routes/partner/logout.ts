import { href, redirect } from "react-router";
import { destroySession } from "~/server/platform/http/session.server";
import type { Route } from "./+types/logout";

/** Ends the partner's session (the account menu's Logout, and the idle timer at zero). */
export async function action({ request }: Route.ActionArgs) {
  return redirect(href("/partner/login"), { headers: { "Set-Cookie": await destroySession(request, "partner") } });
}

export function loader() {
  return redirect(href("/partner/login"));
}
