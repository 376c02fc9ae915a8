import { href, redirect } from "react-router";
import { destroySession } from "~/server/platform/http/session.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  return redirect(href("/admin/login"), { headers: { "Set-Cookie": await destroySession(request, "admin") } });
}

export function loader() {
  return redirect(href("/admin/login"));
}
