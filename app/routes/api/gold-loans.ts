import { startGoldLoanFor } from "~/server/lending/gold-loan-api.server";
import type { Route } from "./+types/gold-loans";
import { apiError, methodNotAllowed } from "~/responses/api-errors.server";

/**
 * POST /api/gold-loans/{appId} (SPEC.md 7): starts the gold-loan flow of the
 * signed-in consumer's gold application and answers `redirect`, the path
 * under /user to go to (the gold lender's own page, or the gold offers).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const answer = await startGoldLoanFor(request, params.appId);
  return answer.ok ? Response.json({ success: true, redirect: answer.redirect }) : apiError(request, answer.status, { message: answer.message });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
