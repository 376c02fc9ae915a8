import { href, redirect } from "react-router";
import type { Actor } from "~/server/admin/admin-audit.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { screenAnswer } from "./answers.server";

/**
 * An admin's "Log in as this partner" (SPEC.md 4, 6; decision 023), from the
 * partner's page or merchant management: the partner portal in this tab, or
 * back with the reason when the partner has no active user to act as.
 */
export async function enterPartnerPortal(request: Request, formData: FormData, by: Actor & { adminId: number }, partnerId: number, back: string) {
  const started = await startMasquerade({ adminId: by.adminId, partnerId, request });
  if (!started.ok) return screenAnswer(request, formData, { ok: false, status: 409, message: "admin:partners.masquerade.noUser" }, { back });
  const headers = new Headers();
  for (const cookie of started.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(href("/partner"), { headers });
}
