import { startGoldLoanFor } from "~/server/gold-loan-api.server";
import type { Route } from "./+types/gold-loans";

/**
 * POST /api/gold-loans/{appId} (SPEC.md 7): starts the gold-loan flow of the
 * signed-in consumer's gold application and answers `redirect`, the path
 * under /user to go to (the gold lender's own page, or the gold offers).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ success: false, message: "Method not allowed" }, { status: 405 });
  const answer = await startGoldLoanFor(request, params.appId);
  return Response.json(answer.body, { status: answer.status });
}

export function loader() {
  return Response.json({ success: false, message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
