import { requireActor } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { createRevenueCommand, deleteRevenueCommand, setRevenueOrderCommand, updateRevenueCommand } from "~/server/catalogue/lender-revenue-commands.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/lender-revenue-commands";
import { NewRevenueEntryBody, RevenueEntryUpdateBody } from "~/forms/admin/lender-revenue";
import { refuseUndocumentedBody } from "~/responses/documented-body.server";

/**
 * POST /api/lender-revenue/{create, update, set-order, delete/{id}}: the
 * same commands as the revenue table of the lender edit screen.
 */
export async function action({ request, params, pattern, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const body = await readRequestBody(request);
  // The matched route says which command, never the text of the URL.
  switch (variantOf(pattern, ["create", "update", "set-order", "delete"] as const)) {
    case "create":
      return refuseUndocumentedBody(request, body, NewRevenueEntryBody) ?? apiAnswer(request, await createRevenueCommand(body, by), (entry) => ({ lenderRevenueItem: entry }));
    case "update":
      return refuseUndocumentedBody(request, body, RevenueEntryUpdateBody) ?? apiAnswer(request, await updateRevenueCommand(body, by), (entry) => ({ lenderRevenueItem: entry }));
    case "set-order":
      return apiAnswer(request, await setRevenueOrderCommand(body, by), (ids) => ({ lenderRevenueIds: ids }));
    case "delete":
      return apiAnswer(request, await deleteRevenueCommand(params.id, undefined, by));
  }
}
