import { receiveLoanRequestAnswer } from "~/server/lending/loans/loan-request-webhook.server";
import type { Route } from "./+types/loan-request-webhook";
import { apiError, methodNotAllowed } from "~/responses/api-errors.server";
import { acceptedLanguage } from "~/i18n/accept-language";
import { translate } from "~/i18n/resources.server";

const MAX_BODY = 16 * 1024;

/**
 * POST /api/lender-webhook/{lender}/loan-requests: a lender answers a
 * borrower's request on a disbursed loan (exit, foreclosure, part-payment;
 * docs/lender-api.md). The lender's signature is the only credential.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const body = await request.text();
  if (body.length > MAX_BODY) return apiError(request, 413);
  const answer = await receiveLoanRequestAnswer(params.lender, request.headers, body);
  if (answer.status !== 202) return apiError(request, answer.status, { message: answer.message });
  return Response.json({ success: true, message: translate(acceptedLanguage(request.headers.get("accept-language")), answer.message) }, { status: 202 });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
