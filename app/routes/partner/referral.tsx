import { href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CopyField } from "~/components/partner/copy-field";
import { Panel, PanelTable } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { referralLink, referralQrLink, whatsappShareLink } from "~/domain/partner/referral";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { approvedMerchantOf, referralLeads, referralQrSvg } from "~/server/partner/partner-referral.server";
import type { Route } from "./+types/referral";

/**
 * The referral link and its QR code; `?merchant={reference}` draws the QR
 * code of one of the partner's approved merchants instead, for its shop: a
 * consumer who scans it is recorded as that merchant's (app/domain/consumer/arrival.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("merchant");
  const merchant = asked ? await approvedMerchantOf(user.partner.id, asked) : null;
  const link = referralLink(url.origin, user.partner);
  const [qr, leads] = await Promise.all([referralQrSvg(referralQrLink(url.origin, user.partner, merchant?.uuid)), referralLeads(user.partner.id)]);
  const language = getLanguage(context);
  return {
    link,
    brand: user.partner.displayName,
    pngQr: `${href("/partner/referral/qr.png")}${merchant ? `?merchant=${encodeURIComponent(asked ?? "")}` : ""}`,
    utmId: user.partner.utmId || user.partner.name,
    qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`,
    merchant: merchant ? { business: merchant.businessName } : null,
    merchantUnknown: Boolean(asked) && !merchant,
    leads: { count: leads.total, latest: leads.rows.map((l) => ({ ...l, createdAt: formatDateTime(new Date(l.createdAt), language) })) },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.referral") }];
}

export default function Referral({ loaderData: d }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("referral.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("referral.intro", { utmId: d.utmId })}</p>
      <div className="mt-4 grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_auto]">
        <div>
          <CopyField label={t("referral.link")} value={d.link} testId="referral-link" />
          <p className="mt-2 text-sm text-slate-600">{t("referral.how")}</p>
          <a
            href={whatsappShareLink(t("referral.whatsappText", { brand: d.brand, link: d.link }))}
            className="mt-3 inline-block rounded-md bg-[#0b6e4f] px-4 py-2 font-semibold text-white hover:underline"
            rel="noopener noreferrer"
            target="_blank"
            data-testid="referral-whatsapp"
          >
            {t("referral.whatsapp")}
          </a>
        </div>
        <figure className="max-w-56 text-center">
          <img
            src={d.qr}
            alt={d.merchant ? t("referral.merchantQrAlt", { business: d.merchant.business }) : t("referral.qrAlt")}
            width={192}
            height={192}
            className="mx-auto"
            data-testid="referral-qr"
          />
          <figcaption className="mt-1 text-sm">
            {d.merchant ? (
              <span className="block" data-testid="referral-qr-merchant">
                {t("referral.merchantQr", { business: d.merchant.business })}
              </span>
            ) : null}
            {d.merchantUnknown ? (
              <span className="block text-red-700" role="alert">
                {t("referral.merchantUnknown")}
              </span>
            ) : null}
            <a href={d.qr} download="referral-qr.svg" className="block py-1 text-brand underline">
              {t("referral.qrDownload")}
            </a>
            <a href={d.pngQr} download className="block py-1 text-brand underline" data-testid="referral-qr-png">
              {t("referral.qrDownloadPng")}
            </a>
            {d.merchant ? (
              <Link to={href("/partner/referral")} className="mt-1 block text-brand underline">
                {t("referral.ownQr")}
              </Link>
            ) : (
              <span className="mt-1 block text-slate-600">{t("referral.merchantQrHint")}</span>
            )}
          </figcaption>
        </figure>
      </div>
      <Panel id="referral-leads" heading={t("referral.leads", { count: d.leads.count })} empty={d.leads.latest.length === 0 && t("referral.noLeads")}>
        <PanelTable testId="referral-leads-table" heads={(["started", "consumer", "mobile", "product", "merchant"] as const).map((c) => ({ key: c, label: t(`reports.columns.${c}`) }))}>
          {d.leads.latest.map((l) => (
            <tr key={l.id} className="border-t border-slate-100">
              <td className="py-1 pr-3">{l.createdAt}</td>
              <td className="py-1 pr-3">{l.consumer}</td>
              <td className="py-1 pr-3 font-mono">{l.mobile ?? "—"}</td>
              <td className="py-1 pr-3">{l.product ? t(`products.${l.product}` as string) : "—"}</td>
              <td className="py-1">{l.merchant ?? "—"}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
