import { data, href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { formatRupees } from "~/domain/platform/money";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { partnerApplication } from "~/server/partner/partner-reports.server";
import type { Route } from "./+types/report-application";

/** One of the partner's applications; another partner's, or a guessed id, is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const application = await partnerApplication(user.partner.id, params.applicationId);
  if (!application) throw data(null, { status: 404 });
  const language = getLanguage(context);
  return {
    application: {
      ...application,
      createdAt: formatDateTime(new Date(application.createdAt), language),
      history: application.history.map((h) => ({ ...h, at: formatDateTime(new Date(h.at), language) })),
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.application") }];
}

export default function ReportApplication({ loaderData: { application: a } }: Route.ComponentProps) {
  const t = useT("partner");
  const tc = useT();
  const rows: [string, string][] = [
    [t("reports.columns.reference"), a.id],
    [t("reports.columns.applied"), a.createdAt],
    [t("reports.columns.consumer"), a.consumer],
    [t("reports.columns.mobile"), a.mobile ?? "—"],
    [t("reports.columns.product"), t(`products.${a.product}` as string)],
    [t("reports.columns.lender"), a.lender],
    [t("reports.columns.status"), tc(`status.values.${a.status}` as string)],
    [t("reports.columns.amount"), a.amount === null ? "—" : formatRupees(a.amount)],
    [t("reports.columns.disbursedAmount"), a.disbursedAmount === null ? "—" : formatRupees(a.disbursedAmount)],
    [t("reports.columns.disbursedOn"), a.disbursedOn ?? "—"],
    [t("reports.columns.byReferral"), t(a.byReferral ? "reports.yes" : "reports.no")],
  ];
  return (
    <div className="max-w-3xl">
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("breadcrumb.reports"), to: href("/partner/reports") }, { label: t("breadcrumb.application") }]} />
      <h1 className="mt-2 text-2xl font-bold">{t("reports.detailHeading", { consumer: a.consumer })}</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg bg-white p-4 text-sm shadow-sm" data-testid="application-detail">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <Panel id="history-heading" heading={t("reports.history")} className="mt-4" empty={a.history.length === 0 && t("reports.noHistory")}>
        <ol className="mt-2 list-inside list-decimal text-sm">
          {a.history.map((h, i) => (
            <li key={i}>
              {tc(`status.values.${h.status}` as string)} · {h.at}
            </li>
          ))}
        </ol>
      </Panel>
      <p className="mt-4">
        <Link to={href("/partner/reports")} className="text-brand underline">
          {t("reports.back")}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
