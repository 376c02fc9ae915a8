import { href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DataTable } from "~/components/ui/data-table";
import { PARTNER_PAYOUTS_PAGE } from "~/domain/partner/payouts";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { statementView } from "~/server/partner/payout-documents.server";
import { payoutAccountOf } from "~/server/partner/payout-accounts.server";
import { statementsOfPartner } from "~/server/partner/payout-statements.server";
import type { Route } from "./+types/payouts";

const COLUMNS = ["month", "invoice", "gross", "gst", "tds", "net", "status", "documents"] as const;

/**
 * The partner's payout statements (docs/decisions/098-partner-payouts.md):
 * each month's commission, its GST and TDS, what is paid and when, with the
 * statement as CSV and its invoice to print; and what is missing from its
 * Settings for the next ones (a PAN: TDS is 20 % without it).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const language = getLanguage(context);
  const [rows, account] = await Promise.all([statementsOfPartner(user.partner.id), payoutAccountOf(user.partner.id)]);
  return {
    rows: rows.map((r) => statementView(r, language)),
    missing: { pan: !account.pan, bank: !account.accountNumber },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.payouts") }];
}

export default function PartnerPayouts({ loaderData: d }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">{t("payouts.heading")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("payouts.intro")}</p>
      {d.missing.pan || d.missing.bank ? (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="payout-missing">
          <ul className="list-disc pl-5">
            {d.missing.pan ? <li>{t("payouts.missing.pan")}</li> : null}
            {d.missing.bank ? <li>{t("payouts.missing.bank")}</li> : null}
          </ul>
          <Link to={`${href("/partner/settings")}#payout-heading`} className="mt-1 inline-block font-medium text-brand underline">
            {t("payouts.missing.link")}
          </Link>
        </div>
      ) : null}
      <DataTable count={d.rows.length} empty={t("payouts.empty")} caption={t("payouts.caption")} testId="statements" heads={COLUMNS.map((c) => ({ key: c, label: t(`payouts.columns.${c}`) }))}>
        {d.rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100 align-top" data-testid="statement-row">
            <td className="whitespace-nowrap px-3 py-2">{r.monthLabel}</td>
            <td className="whitespace-nowrap px-3 py-2 font-mono">{r.invoiceNumber}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right">{r.gross}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right">{r.gstKind === "none" ? t("payouts.noGst") : r.gst}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right">
              {r.tds}
              <span className="block text-xs text-slate-600">{t("payouts.tdsRate", { rate: r.tdsRate })}</span>
            </td>
            <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">{r.net}</td>
            <td className="px-3 py-2" data-testid="statement-status">
              {r.paid ? (
                <>
                  <strong>{t("payouts.status.paidOn", { on: r.paid.on })}</strong>
                  <span className="block font-mono text-xs">{t("payouts.utr", { utr: r.paid.utr })}</span>
                </>
              ) : (
                t("payouts.status.due")
              )}
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              {/* A download, not a page: the router must let the browser fetch it. */}
              <a href={`${PARTNER_PAYOUTS_PAGE}/${r.id}/csv`} download className="text-brand underline">
                {t("payouts.downloadCsv")}
                <span className="sr-only"> {r.invoiceNumber}</span>
              </a>
              <Link to={`${PARTNER_PAYOUTS_PAGE}/${r.id}/invoice`} className="ml-3 text-brand underline">
                {t("payouts.openInvoice")}
                <span className="sr-only"> {r.invoiceNumber}</span>
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
