import { href, redirect } from "react-router";
import { destroySession } from "~/server/platform/http/session.server";
import type { Route } from "./+types/logout";

/** Ends the merchant's session and goes back to its sign-in. */
export async function action({ request }: Route.ActionArgs) {
  return redirect(href("/merchant/login"), { headers: { "Set-Cookie": await destroySession(request, "merchant") } });
}

export function loader() {
  return redirect(href("/merchant/login"));
}
