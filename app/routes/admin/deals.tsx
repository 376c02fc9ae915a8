import { NewDealForm } from "~/components/admin/deal-forms";
import { DealsTable } from "~/components/admin/deals-table";
import type { FormResult } from "~/components/forms";
import { ADMIN_DEALS_PATH, adminDealPath } from "~/domain/consumer/deals";
import { DEAL_INTENT } from "~/forms/admin/deal";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { dealCommand } from "~/server/catalogue/deal-commands.server";
import { adminDealRows } from "~/server/consumer/deals.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import { adminDealView } from "./deals.server";
import type { Route } from "./+types/deals";

/** The deals catalogue (docs/decisions/059): every deal with where it stands today and its codes left; a new deal's form. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const language = getLanguage(context);
  return { deals: (await adminDealRows()).map((row) => adminDealView(row, language)) };
}

/** A new deal stays on its form when refused; made, it opens on its own page to add its codes. A switch comes back to its row. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await uploadedForm(request);
  const result = await dealCommand(formData, { adminId: admin.id, request });
  if (formData.get("intent") === DEAL_INTENT.create) {
    return screenAnswer(request, formData, result, { back: result.ok ? adminDealPath(result.data.id) : ADMIN_DEALS_PATH, refusedStays: true });
  }
  return screenAnswer(request, formData, result, { back: `${ADMIN_DEALS_PATH}${result.ok ? `#deal-${result.data.id}` : ""}` });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.deals") }];
}

export default function Deals({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">{t("deals.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("deals.intro")}</p>
      <NewDealForm result={(actionData as { result?: FormResult } | undefined)?.result} />
      <DealsTable rows={d.deals} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
