import { parseWithZod } from "@conform-to/zod/v4";
import { intakeSchema } from "~/forms/partner/intake";
import { translate } from "~/i18n/resources.server";
import { apiError } from "~/responses/api-errors.server";
import { now } from "~/server/platform/db/clock.server";
import { openIntake, type IntakeRefusal } from "~/server/partner/intake-access.server";
import { submitIntake } from "~/server/partner/intake.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/intake";

/** "/api/{lender}-intake-fields/{uuid}" or "/api/{lender}-intake/{uuid}": which call, and which lender. */
function parsePath(segment: string): { lender: string; call: "fields" | "submit" } | null {
  const fields = /^(.+)-intake-fields$/.exec(segment);
  if (fields) return { lender: fields[1], call: "fields" };
  const submit = /^(.+)-intake$/.exec(segment);
  return submit ? { lender: submit[1], call: "submit" } : null;
}

/**
 * A refused caller (decision 013-intake-access): 401 without credentials, 403 for a bad or
 * expired signed link (both decided before the database is asked), 404 for a
 * consumer who does not own the application, exactly as for a missing one,
 * and 429 over the rate limits.
 */
function refused(request: Request, gate: IntakeRefusal): Response {
  switch (gate.refusal) {
    case "rate-limited": {
      const minutes = Math.max(1, Math.ceil(gate.retryAfterSeconds / 60));
      return apiError(request, 429, { message: "intake:tooManyRequests.message", vars: { minutes }, retryAfterSeconds: gate.retryAfterSeconds });
    }
    case "no-credentials":
      return apiError(request, 401, { message: "intake:access.noCredentials" });
    case "bad-link":
      return apiError(request, 403, { message: "intake:access.badLink" });
    case "not-found":
      return apiError(request, 404);
  }
}

/** GET /api/{lender}-intake-fields/{creditapp_uuid}: the form's option lists, or success 'false' with where to go. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = parsePath(params.intakePath);
  if (path?.call !== "fields") return apiError(request, 404);
  const gate = await openIntake(request, path.lender, params.creditappUuid);
  if (gate.refusal) return refused(request, gate);
  const { ctx } = gate;
  if (ctx.kind === "decided") return Response.json({ success: "false", redirectionUrl: ctx.redirectionUrl });
  const { gender, maritalStatus, purposeOfLoan, nature, category } = ctx.options;
  return Response.json({ success: true, data: { gender, maritalStatus, purposeOfLoan, nature, category } });
}

/** POST /api/{lender}-intake/{creditapp_uuid} (multipart): 422 with field errors, or success and the redirection URL. */
export async function action({ request, params }: Route.ActionArgs) {
  const path = parsePath(params.intakePath);
  if (path?.call !== "submit") return apiError(request, 404);
  const gate = await openIntake(request, path.lender, params.creditappUuid);
  if (gate.refusal) return refused(request, gate);
  const { ctx } = gate;
  if (ctx.kind === "decided") return Response.json({ success: "false", redirectionUrl: ctx.redirectionUrl });
  // A body that is not a form (JSON, none) is an empty form: each field is then answered as missing, not with a 500.
  const submission = parseWithZod(await uploadedForm(request), { schema: intakeSchema(ctx.options, now()) });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, messages]) => [field, messages ?? []]));
    return apiError(request, 422, { errors });
  }
  const outcome = await submitIntake(ctx, submission.value);
  if (outcome.result === "rejected") {
    return Response.json({ success: "false", message: translate("en", "intake:rejected"), redirectionUrl: null });
  }
  return Response.json({ success: true, redirectionUrl: outcome.redirectionUrl });
}
