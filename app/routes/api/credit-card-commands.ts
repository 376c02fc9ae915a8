import { requireActor } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { createCardCommand, deleteCardCommand, updateCardCommand } from "~/server/catalogue/credit-cards.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/credit-card-commands";

/** The body; a form may send marketing_bullets as repeated `value` fields, JSON as a list. */
async function commandBody(request: Request): Promise<Record<string, unknown>> {
  if (!(request.headers.get("content-type") ?? "").includes("form")) return readRequestBody(request);
  try {
    const form = await request.formData();
    const body: Record<string, unknown> = Object.fromEntries(form);
    if (body.property === "marketing_bullets") body.value = form.getAll("value");
    return body;
  } catch {
    return {};
  }
}

/**
 * POST /api/update-credit-card-data {category_id, property, value},
 * /api/create-credit-card {category_name} and /api/safe-delete-credit-card
 * {category_id}: the same commands as the credit cards screen (SPEC.md 7).
 */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const body = await commandBody(request);
  // The matched route says which command, never the text of the URL.
  switch (variantOf(pattern, ["update", "create", "delete"] as const)) {
    case "update":
      return apiAnswer(request, await updateCardCommand(body, by), (card) => ({ data: card }));
    case "create":
      return apiAnswer(request, await createCardCommand(body, by), (card) => ({ data: card }));
    case "delete":
      return apiAnswer(request, await deleteCardCommand(body, by));
  }
}
