import { data, Link } from "react-router";
import { CodesForms, RescheduleForm } from "~/components/admin/deal-forms";
import { DealStanding, DealSwitch } from "~/components/admin/deals-table";
import { DealHeading } from "~/components/deals/deal-parts";
import { replyOf, type FormResult } from "~/components/forms";
import { Panel } from "~/components/ui/panel";
import { databaseId } from "~/domain/platform/database-id";
import { ADMIN_DEALS_PATH, adminDealPath, dealPath } from "~/domain/consumer/deals";
import { DEAL_INTENT } from "~/forms/admin/deal";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { dealCommand } from "~/server/catalogue/deal-commands.server";
import { adminDeal } from "~/server/consumer/deals.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import { adminDealView } from "./deals.server";
import type { Route } from "./+types/deal";

/** One deal of the catalogue: where it stands, its codes left, its days, its codes added, its switch. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = databaseId(params.dealId);
  const row = id === null ? null : await adminDeal(id);
  if (!row) throw data(null, { status: 404 });
  return { deal: adminDealView(row, getLanguage(context)) };
}

/** Each form answers on this page: a refusal stays on its form with what was typed; done, it comes back with the toast. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const id = databaseId(params.dealId);
  if (id === null) throw data(null, { status: 404 });
  const formData = await uploadedForm(request);
  // The deal is this page's: a dealId posted for another is not taken.
  formData.set("dealId", String(id));
  const result = await dealCommand(formData, { adminId: admin.id, request });
  const refusedStays = formData.get("intent") !== DEAL_INTENT.switchOff && formData.get("intent") !== DEAL_INTENT.switchOn;
  return screenAnswer(request, formData, result, { back: adminDealPath(id), refusedStays });
}

export function meta({ matches, data: d }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.deal", { title: d?.deal.title ?? "" }) }];
}

export default function AdminDeal({ loaderData: { deal }, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const answer = actionData as { result?: FormResult } | undefined;
  return (
    <div className="max-w-4xl">
      <Link to={ADMIN_DEALS_PATH} className="text-sm text-brand underline">
        {t("deals.backToList")}
      </Link>
      <DealHeading deal={deal}>
        <p className="text-slate-600">
          {deal.merchant} · {deal.discount} · {t("deals.days", { from: deal.from, to: deal.to })}
        </p>
        <p className="mt-1 whitespace-pre-line text-sm">{deal.description}</p>
      </DealHeading>
      <Panel id="standing-heading" heading={t("deals.standing")}>
        <DealStanding deal={deal} />
        <DealSwitch deal={deal} />
        {deal.state === "live" ? (
          <Link to={dealPath(deal.id)} className="mt-2 inline-block text-sm text-brand underline">
            {t("deals.publicPage")}
          </Link>
        ) : null}
      </Panel>
      <CodesForms dealId={deal.id} added={replyOf(answer, DEAL_INTENT.addCodes)} generated={replyOf(answer, DEAL_INTENT.generateCodes)} />
      <RescheduleForm dealId={deal.id} saved={deal} result={replyOf(answer, DEAL_INTENT.reschedule)} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
