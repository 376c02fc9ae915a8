import { requireActor } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { LenderFilterSchema, NewLenderApiSchema } from "~/forms/admin/lender-property";
import { refuseUndocumentedBody } from "~/responses/documented-body.server";
import { createLenderCommand, deleteLenderCommand, updateLenderCommand } from "~/server/catalogue/lender-commands.server";
import { updatePricingCommand } from "~/server/lending/pricing/pricing-commands.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/lender-commands";

/** POST /api/update-lender-data, /api/create-lender and /api/safe-delete-lender: the same commands as the lenders screen. */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const body = await readRequestBody(request);
  // The matched route says which command, never the text of the URL.
  switch (variantOf(pattern, ["update", "create", "delete"] as const)) {
    case "update": {
      // A body with `pricing` sets the lender's grid (issue 36); one with property and value, that property.
      const result = body.pricing !== undefined ? await updatePricingCommand(body, by) : await updateLenderCommand(body, by);
      return apiAnswer(request, result, (lender) => ({ data: lender }));
    }
    case "create": {
      const refused = refuseUndocumentedBody(request, body, NewLenderApiSchema);
      if (refused) return refused;
      // An API client may say which product the lender serves, as the screen's filter does; personal loans otherwise.
      const product = LenderFilterSchema.parse(body.product_type ?? "all");
      return apiAnswer(request, await createLenderCommand(body, product === "all" ? undefined : product, by), (lender) => ({ data: lender }));
    }
    case "delete":
      return apiAnswer(request, await deleteLenderCommand(body, by));
  }
}
