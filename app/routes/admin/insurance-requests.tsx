import { Form } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { formatDateTime } from "~/domain/platform/dates";
import { INSURANCE_STATUSES, isInsuranceStatus } from "~/domain/lending/insurance";
import { formatRupees } from "~/domain/platform/money";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { adminInsuranceRequests } from "~/server/admin/admin-insurance.server";
import type { Route } from "./+types/insurance-requests";

/** Every insurance request and where it stands with its insurer (docs/decisions/062), of one status or all (?status=), read only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const asked = new URL(request.url).searchParams.get("status");
  const status = isInsuranceStatus(asked) ? asked : null;
  const { rows, counts } = await adminInsuranceRequests(status);
  return {
    status,
    counts,
    rows: rows.map((r) => ({
      ...r,
      createdAt: formatDateTime(r.createdAt, language),
      updatedAt: formatDateTime(r.updatedAt, language),
      premium: r.premium ? formatRupees(r.premium) : null,
      cover: r.cover ? formatRupees(r.cover) : null,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:insuranceRequests.title") }];
}

const COLUMNS = ["requested", "product", "consumer", "insurer", "status", "quote", "policy", "changed"] as const;

export default function InsuranceRequests({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const tc = useT();
  const cell = "px-2 py-2 align-top";
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("insuranceRequests.heading")}</h1>
      <p className="max-w-3xl text-slate-600">{t("insuranceRequests.intro")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm">
        <label className="flex flex-col text-sm font-medium">
          {t("insuranceRequests.statusFilter")}
          <select name="status" defaultValue={d.status ?? ""} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
            <option value="">{t("insuranceRequests.all")}</option>
            {INSURANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {`${tc(`insurance.statuses.${s}`)} (${d.counts[s] ?? 0})`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white">
          {t("insuranceRequests.show")}
        </button>
      </Form>
      {d.rows.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" data-testid="insurance-requests">
            <ColumnHeads className="border-b border-slate-200" labels={COLUMNS.map((key) => ({ key, label: t(`insuranceRequests.columns.${key}`) }))} />
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.uuid} className="border-b border-slate-100 last:border-0">
                  <td className={cell}>{r.createdAt}</td>
                  <td className={cell}>{tc(`products.${r.productKey}.name`)}</td>
                  <td className={cell}>{r.contact ?? "—"}</td>
                  <td className={cell}>
                    {r.insurer ?? "—"}
                    {r.submissionState === "failed" ? <span className="block text-xs text-red-700">{t("insuranceRequests.sendFailed")}</span> : null}
                  </td>
                  <td className={cell}>
                    {tc(`insurance.statuses.${r.status}`)}
                    {r.closedReason ? <span className="block text-xs text-slate-600">{tc(`insurance.closedReasons.${r.closedReason}`)}</span> : null}
                  </td>
                  <td className={cell}>{r.premium && r.cover ? t("insuranceRequests.quote", { premium: r.premium, cover: r.cover }) : "—"}</td>
                  <td className={cell}>{r.policyNumber ?? "—"}</td>
                  <td className={cell}>{r.updatedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-4 text-sm shadow-sm">{t("insuranceRequests.empty")}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
