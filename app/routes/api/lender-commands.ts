import { apiAnswer, requireAdminApi } from "~/server/api-auth.server";
import { createLenderCommand, deleteLenderCommand, updateLenderCommand } from "~/server/lender-commands.server";
import { readRequestBody } from "~/server/request-body.server";
import type { Route } from "./+types/lender-commands";

/** POST /api/update-lender-data, /api/create-lender and /api/safe-delete-lender: the same commands as the lenders screen. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request, "lenders");
  const body = await readRequestBody(request);
  switch (new URL(request.url).pathname.split("/")[2]) {
    case "update-lender-data":
      return apiAnswer(await updateLenderCommand(body), (lender) => ({ data: lender }));
    case "create-lender":
      return apiAnswer(await createLenderCommand(body), (lender) => ({ data: lender }));
    case "safe-delete-lender":
      return apiAnswer(await deleteLenderCommand(body));
    default:
      return Response.json({ success: false, message: "Not found" }, { status: 404 });
  }
}
