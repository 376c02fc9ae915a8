import { toIso } from "~/domain/platform/dates";
import { PAYOUT_INTENT, payoutFilters } from "~/forms/admin/partner-payouts";
import { requireActor } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { apiError } from "~/responses/api-errors.server";
import { generateCommand, markPaidCommand } from "~/server/partner/payout-commands.server";
import { adminStatements } from "~/server/partner/payout-statements.server";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/partner-payouts";

const ROUTES = ["list", "generate", "mark-paid"] as const;

/** GET /api/partner-payouts?month=&partner=: the statements /admin/partner-payouts lists, amounts in whole paise. */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  if (variantOf(pattern, ROUTES) !== "list") return apiError(request, 404);
  const filters = payoutFilters(new URL(request.url).searchParams, toIso(todayInIndia()));
  const rows = await adminStatements(filters);
  return {
    success: true,
    month: filters.month,
    data: rows.map(({ partnerName, account, createdAt, ...s }) => ({ ...s, partnerName, account: account?.number ? account : null, createdAt: createdAt.toISOString() })),
  };
}

/** The body of a JSON (or form) call as the screen's form, with the intent the route names: the same command answers both. */
function asForm(body: Record<string, unknown>, intent: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== null && value !== undefined && typeof value !== "object") form.set(name, String(value));
  form.set("intent", intent);
  return form;
}

/** POST /api/partner-payouts/generate {month} and /api/partner-payouts/mark-paid {statementId, utr, paidOn}: the screen's commands. */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const body = await readRequestBody(request);
  switch (variantOf(pattern, ROUTES)) {
    case "generate":
      return apiAnswer(request, await generateCommand(asForm(body, PAYOUT_INTENT.generate), by), (outcome) => outcome);
    case "mark-paid":
      return apiAnswer(request, await markPaidCommand(asForm(body, PAYOUT_INTENT.paid), by), (paid) => paid);
    default:
      return apiError(request, 404);
  }
}
