import { requireActor } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { createLenderGroupCommand, listLenderGroups } from "~/server/catalogue/lender-groups.server";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/lender-groups";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/lender-group/get-all: every commission group. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.op !== "get-all") return apiError(request, 404);
  return { success: true, lenderGroups: await listLenderGroups() };
}

/** POST /api/lender-group/create {name}: the same command as the lender edit screen's create-group dialog. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.op !== "create") return apiError(request, 404);
  return apiAnswer(request, await createLenderGroupCommand(await readRequestBody(request), requireActor(request, context)), (group) => ({ lenderGroup: group }));
}
