import { href, Link } from "react-router";
import { Pager } from "~/components/admin/report-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CopyField } from "~/components/partner/copy-field";
import { Panel, PanelTable } from "~/components/ui/panel";
import { MERCHANT_FORM_PATH } from "~/domain/partner/merchants";
import { pageNumber } from "~/domain/back-office/page-number";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { merchantList, shownMerchant } from "~/server/partner/merchants.server";
import { getOptionLists } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/merchants";

const COLUMNS = ["signedUp", "business", "type", "owner", "mobile", "city", "status", "qr"] as const;

/**
 * The businesses that signed up through this partner's merchant form
 * (docs/decisions/056), newest first: always the signed-in partner's own,
 * whatever the address says; mobiles masked as the reports mask them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const language = getLanguage(context);
  const url = new URL(request.url);
  const [list, lists] = await Promise.all([
    merchantList({ q: null, status: null, partner: user.partner.id, page: pageNumber(url.searchParams.get("page")) }),
    getOptionLists(["business_company_type"], language),
  ]);
  const typeName = new Map(lists.business_company_type.map((o) => [o.value, o.label]));
  return {
    formAddress: `${url.origin}${MERCHANT_FORM_PATH}/${user.partner.name}`,
    query: url.searchParams.toString(),
    list: {
      ...list,
      // An approved merchant gets a QR code of its own for its shop (the referral page draws it).
      rows: list.rows.map((m) => ({ ...shownMerchant(m, language), type: typeName.get(m.businessType) ?? m.businessType, qrReference: m.status === "approved" ? m.uuid : null })),
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.merchants") }];
}

export default function PartnerMerchants({ loaderData: d }: Route.ComponentProps) {
  const t = useT("partner");
  const tc = useT();
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t("merchants.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("merchants.intro")}</p>
      <div className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <CopyField label={t("merchants.formLink")} value={d.formAddress} testId="merchant-form-address" />
        <p className="mt-2 text-sm text-slate-600">{t("merchants.formHint")}</p>
      </div>
      <Panel id="partner-merchants" heading={t("merchants.count", { count: d.list.total })} empty={d.list.total === 0 && t("merchants.empty")}>
        <PanelTable testId="partner-merchants-table" heads={COLUMNS.map((c) => ({ key: c, label: t(`merchants.columns.${c}`) }))}>
          {d.list.rows.map((m) => (
            <tr key={m.id} className="border-t border-slate-100" data-testid="partner-merchant-row">
              <td className="py-1 pr-3 whitespace-nowrap">{m.signedUp}</td>
              <td className="py-1 pr-3">{m.business}</td>
              <td className="py-1 pr-3">{m.type}</td>
              <td className="py-1 pr-3">{m.owner}</td>
              <td className="py-1 pr-3 font-mono">{m.mobile}</td>
              <td className="py-1 pr-3">{m.city}</td>
              <td className="py-1 pr-3">{tc(`merchantStatus.${m.status}`)}</td>
              <td className="py-1">
                {m.qrReference ? (
                  <Link to={`${href("/partner/referral")}?merchant=${m.qrReference}`} className="text-brand underline" data-testid="merchant-qr">
                    {t("merchants.qr")}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </PanelTable>
        <Pager page={d.list.page} pages={d.list.pages} query={d.query} ns="partner" />
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
