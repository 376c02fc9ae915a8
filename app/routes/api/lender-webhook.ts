import { receiveLenderEvent } from "~/server/lender-events.server";
import type { Route } from "./+types/lender-webhook";

const MAX_BODY = 64 * 1024;

/**
 * POST /api/lender-webhook/{lender}: a lender reports a status change of one
 * of its applications (docs/lender-api.md). The lender's signature is the
 * only credential: no session, no cookie.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ success: false, message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body = await request.text();
  if (body.length > MAX_BODY) return Response.json({ success: false, message: "Request body too large" }, { status: 413 });
  const answer = await receiveLenderEvent(params.lender, request.headers, body);
  return Response.json({ success: answer.status === 202, message: answer.message }, { status: answer.status });
}

export function loader() {
  return Response.json({ success: false, message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
