import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CopyField } from "~/components/partner/copy-field";
import { Panel, PanelTable } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { referralLink } from "~/domain/partner/referral";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { referralLeads, referralQrSvg } from "~/server/partner/partner-referral.server";
import type { Route } from "./+types/referral";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const link = referralLink(new URL(request.url).origin, user.partner);
  const [qr, leads] = await Promise.all([referralQrSvg(link), referralLeads(user.partner.id)]);
  const language = getLanguage(context);
  return {
    link,
    utmId: user.partner.utmId || user.partner.name,
    qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`,
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
        </div>
        <figure className="text-center">
          <img src={d.qr} alt={t("referral.qrAlt")} width={192} height={192} className="mx-auto" data-testid="referral-qr" />
          <figcaption className="mt-1 text-sm">
            <a href={d.qr} download="referral-qr.svg" className="text-brand underline">
              {t("referral.qrDownload")}
            </a>
          </figcaption>
        </figure>
      </div>
      <Panel id="referral-leads" heading={t("referral.leads", { count: d.leads.count })} empty={d.leads.latest.length === 0 && t("referral.noLeads")}>
        <PanelTable testId="referral-leads-table" heads={(["started", "consumer", "mobile", "product"] as const).map((c) => ({ key: c, label: t(`reports.columns.${c}`) }))}>
          {d.leads.latest.map((l) => (
            <tr key={l.id} className="border-t border-slate-100">
              <td className="py-1 pr-3">{l.createdAt}</td>
              <td className="py-1 pr-3">{l.consumer}</td>
              <td className="py-1 pr-3 font-mono">{l.mobile ?? "—"}</td>
              <td className="py-1">{l.product ? t(`products.${l.product}` as string) : "—"}</td>
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
