import { redirect } from "react-router";
import { clearJourneyCookies } from "~/server/consumer/journey.server";
import { destroySession } from "~/server/platform/http/session.server";
import type { Route } from "./+types/logout";

/** Full logout (SPEC.md 4): the session ends and every journey cookie is cleared, then the landing page loads. */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request, "user"));
  for (const cookie of clearJourneyCookies()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
