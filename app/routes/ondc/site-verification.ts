import { siteVerificationPage } from "~/server/ondc/onboarding.server";

/** GET /ondc-site-verification.html: what ONDC's registry reads to see we hold the key we registered. */
export function loader() {
  const page = siteVerificationPage();
  if (!page) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
