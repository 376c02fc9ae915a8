import { MasqueradeButton } from "~/components/admin/masquerade-button";
import { MerchantFilterForm, MerchantTable } from "~/components/admin/merchant-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MERCHANT_MANAGEMENT_PATH } from "~/domain/partner/merchants";
import { databaseIdField } from "~/forms/admin/database-id";
import { MERCHANT_ADMIN_INTENT, merchantFilters } from "~/forms/partner/merchant";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { enterPartnerPortal } from "~/responses/masquerade.server";
import { reportFilterOptions } from "~/server/reports/admin-report-options.server";
import { merchantList, shownMerchant } from "~/server/partner/merchants.server";
import type { Route } from "./+types/merchant-management";

/**
 * Partners' merchants (SPEC.md 2.2, 6: role 1; docs/decisions/056): search,
 * filters and pages in the address; each merchant opens its page, where the
 * admin decides. Narrowed to one partner (where a masquerade's Exit lands),
 * the page offers that partner's portal again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const url = new URL(request.url);
  const filters = merchantFilters(url.searchParams);
  const [list, options] = await Promise.all([merchantList(filters), reportFilterOptions()]);
  const partner = typeof filters.partner === "number" ? (options.partners.find((p) => p.id === filters.partner) ?? null) : null;
  return {
    filters: { q: filters.q, status: filters.status, partner: filters.partner === null ? null : String(filters.partner) },
    partners: options.partners,
    partner,
    query: url.searchParams.toString(),
    list: {
      ...list,
      rows: list.rows.map((m) => shownMerchant(m, language)),
    },
  };
}

/** "Log in as this partner" for the partner the list is narrowed to (a partner without an active user is refused, as on its own page). */
export async function action({ request, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const formData = await request.formData();
  const back = `${MERCHANT_MANAGEMENT_PATH}${new URL(request.url).search}`;
  const partnerId = databaseIdField("admin:validation.invalid").safeParse(formData.get("partnerId"));
  if (formData.get("intent") !== MERCHANT_ADMIN_INTENT.masquerade || !partnerId.success) {
    return screenAnswer(request, formData, { ok: false, status: 400, message: "admin:validation.invalid" }, { back });
  }
  return enterPartnerPortal(request, formData, by, partnerId.data, back);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.merchantManagement") }];
}

export default function MerchantManagement({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">{t("merchants.heading")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("merchants.intro")}</p>
      {d.partner ? (
        <MasqueradeButton
          intent={MERCHANT_ADMIN_INTENT.masquerade}
          fields={{ partnerId: String(d.partner.id) }}
          label={t("merchants.masquerade.button", { partner: d.partner.name })}
          hint={t("merchants.masquerade.hint", { partner: d.partner.name })}
        />
      ) : null}
      <MerchantFilterForm filters={d.filters} partners={d.partners} />
      <MerchantTable list={d.list} query={d.query} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
