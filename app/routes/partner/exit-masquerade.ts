import { href, redirect } from "react-router";
import { endMasquerade } from "~/server/admin/masquerade.server";
import { requirePartner } from "~/middleware/partner-guard.server";
import type { Route } from "./+types/exit-masquerade";

/** The masquerade banner's Exit: to merchant management (SPEC.md 4), the admin session as it was. */
export async function action({ request, context }: Route.ActionArgs) {
  const ended = await endMasquerade(requirePartner(context), request);
  if (!ended) return redirect(href("/partner"));
  const headers = new Headers();
  for (const cookie of ended.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(ended.returnTo, { headers });
}

export function loader() {
  return redirect(href("/partner"));
}
