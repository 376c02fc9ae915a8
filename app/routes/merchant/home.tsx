import { Form, href } from "react-router";
import { Main } from "~/components/main";
import { CopyField } from "~/components/partner/copy-field";
import { Panel, PanelTable } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { isProductType, productKeyOf } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { redirectToLogin } from "~/responses/redirects.server";
import { currentMerchant, merchantLeads, merchantLink } from "~/server/partner/merchant-area.server";
import { referralQrSvg } from "~/server/partner/partner-referral.server";
import type { Route } from "./+types/home";

/**
 * /merchant (docs/decisions/101): the signed-in merchant's link and QR code
 * under its partner, and the consumers they brought with their status,
 * masked. Decided here on the server: no approved merchant's session is the
 * sign-in, and the leads are read by the session's merchant alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const merchant = await currentMerchant(request);
  if (!merchant) redirectToLogin(request, "merchant");
  const link = merchantLink(new URL(request.url).origin, merchant);
  const [qr, leads] = await Promise.all([link ? referralQrSvg(link) : null, merchantLeads(merchant.id)]);
  const language = getLanguage(context);
  return {
    business: merchant.businessName,
    partner: merchant.partner?.displayName ?? null,
    link,
    qr: qr ? `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}` : null,
    leads: { total: leads.total, rows: leads.rows.map((l) => ({ ...l, createdAt: formatDateTime(l.createdAt, language), product: isProductType(l.product) ? productKeyOf(l.product) : null })) },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.merchantHome") }];
}

export default function MerchantHome({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <Main className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold" data-testid="merchant-business">
          {d.business}
        </h1>
        <Form method="post" action={href("/merchant/logout")}>
          <button type="submit" className="text-brand underline">
            {t("merchantArea.home.signOut")}
          </button>
        </Form>
      </div>
      {d.link && d.qr ? (
        <div className="mt-4 grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_auto]">
          <div>
            <p>{t("merchantArea.home.intro", { partner: d.partner ?? "" })}</p>
            <div className="mt-3">
              <CopyField label={t("merchantArea.home.link")} value={d.link} testId="merchant-link" />
            </div>
          </div>
          <figure className="max-w-56 text-center">
            <img src={d.qr} alt={t("merchantArea.home.qrAlt", { business: d.business })} width={192} height={192} className="mx-auto" data-testid="merchant-qr" />
            <figcaption className="mt-1 text-sm">
              <a href={d.qr} download="merchant-qr.svg" className="text-brand underline">
                {t("merchantArea.home.qrDownload")}
              </a>
            </figcaption>
          </figure>
        </div>
      ) : (
        <p className="mt-4 rounded-lg bg-white p-4 shadow-sm">{t("merchantArea.home.noPartner")}</p>
      )}
      <Panel id="merchant-leads" heading={t("merchantArea.home.leads", { count: d.leads.total })} empty={d.leads.rows.length === 0 && t("merchantArea.home.noLeads")}>
        <PanelTable testId="merchant-leads-table" heads={(["started", "customer", "mobile", "product", "status"] as const).map((c) => ({ key: c, label: t(`merchantArea.home.columns.${c}`) }))}>
          {d.leads.rows.map((l) => (
            <tr key={l.id} className="border-t border-slate-100">
              <td className="py-1 pr-3">{l.createdAt}</td>
              <td className="py-1 pr-3">{l.initial}</td>
              <td className="py-1 pr-3 font-mono">{l.mobile ?? "—"}</td>
              <td className="py-1 pr-3">{l.product ? t(`products.${l.product}.name` as string) : "—"}</td>
              <td className="py-1">{l.status ? t(`status.values.${l.status}` as string) : t("merchantArea.home.signedIn")}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
    </Main>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
