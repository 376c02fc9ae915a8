import { data } from "react-router";
import { apiAnswer, requireAdminApi } from "~/server/api-auth.server";
import { createRevenueCommand, deleteRevenueCommand, setRevenueOrderCommand, updateRevenueCommand } from "~/server/lender-revenue-commands.server";
import { readRequestBody } from "~/server/request-body.server";
import type { Route } from "./+types/lender-revenue-commands";

/**
 * POST /api/lender-revenue/{create, update, set-order, delete/{id}}: the
 * same commands as the revenue table of the lender edit screen.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request, "lenders");
  const body = await readRequestBody(request);
  switch (new URL(request.url).pathname.split("/")[3]) {
    case "create":
      return apiAnswer(await createRevenueCommand(body), (entry) => ({ lenderRevenueItem: entry }));
    case "update":
      return apiAnswer(await updateRevenueCommand(body), (entry) => ({ lenderRevenueItem: entry }));
    case "set-order":
      return apiAnswer(await setRevenueOrderCommand(body), (ids) => ({ lenderRevenueIds: ids }));
    case "delete":
      return apiAnswer(await deleteRevenueCommand(params.id));
    default:
      return data({ success: false, message: "Not found" }, { status: 404 });
  }
}
