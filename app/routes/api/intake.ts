import { parseWithZod } from "@conform-to/zod/v4";
import { intakeSchema } from "~/forms/intake";
import { translate } from "~/i18n/resources.server";
import { getIntakeContext, submitIntake } from "~/server/intake.server";
import type { Route } from "./+types/intake";

/** "/api/{lender}-intake-fields/{uuid}" or "/api/{lender}-intake/{uuid}": which call, and which lender. */
function parsePath(segment: string): { lender: string; call: "fields" | "submit" } | null {
  const fields = /^(.+)-intake-fields$/.exec(segment);
  if (fields) return { lender: fields[1], call: "fields" };
  const submit = /^(.+)-intake$/.exec(segment);
  return submit ? { lender: submit[1], call: "submit" } : null;
}

const notFound = () => Response.json({ success: false, message: "Not found" }, { status: 404 });

/** GET /api/{lender}-intake-fields/{creditapp_uuid}: the form's option lists, or success 'false' with where to go. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = parsePath(params.intakePath);
  if (!path || path.call !== "fields") return notFound();
  const ctx = await getIntakeContext(path.lender, params.creditappUuid);
  if (ctx.kind === "missing") return notFound();
  if (ctx.kind === "decided") return Response.json({ success: "false", redirectionUrl: ctx.redirectionUrl });
  const { gender, maritalStatus, purposeOfLoan, nature, category } = ctx.options;
  return Response.json({ success: true, data: { gender, maritalStatus, purposeOfLoan, nature, category } });
}

/** POST /api/{lender}-intake/{creditapp_uuid} (multipart): 422 with field errors, or success and the redirection URL. */
export async function action({ request, params }: Route.ActionArgs) {
  const path = parsePath(params.intakePath);
  if (!path || path.call !== "submit") return notFound();
  const ctx = await getIntakeContext(path.lender, params.creditappUuid);
  if (ctx.kind === "missing") return notFound();
  if (ctx.kind === "decided") return Response.json({ success: "false", redirectionUrl: ctx.redirectionUrl });
  const submission = parseWithZod(await request.formData(), { schema: intakeSchema(ctx.options) });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([field, messages]) => [field, (messages ?? []).map((m) => translate("en", m))]),
    );
    return Response.json({ success: false, message: "Validation failed", errors }, { status: 422 });
  }
  const outcome = await submitIntake(ctx, submission.value);
  if (outcome.result === "rejected") {
    return Response.json({ success: "false", message: translate("en", "intake:rejected"), redirectionUrl: null });
  }
  return Response.json({ success: true, redirectionUrl: outcome.redirectionUrl });
}
