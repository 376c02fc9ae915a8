import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CopyField } from "~/components/partner/copy-field";
import { Section } from "~/components/ui/section";
import { brandLanding } from "~/domain/partner/referral";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requirePartner } from "~/middleware/partner-guard.server";
import type { Route } from "./+types/custom-funnel";

/** The partner's own URL segment and its branded landing, with a preview drawn from the brand's settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const p = user.partner;
  return {
    segment: p.isDefault ? null : p.name,
    landing: brandLanding(new URL(request.url).origin, p),
    brand: { displayName: p.displayName, title: p.title, logoUrl: p.logoUrl, partnerTerms: p.partnerTerms },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.funnel") }];
}

export default function CustomFunnel({ loaderData: d }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("funnel.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("funnel.intro")}</p>
      <div className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <p>
          {t("funnel.segment")}: <strong data-testid="funnel-segment">{d.segment ? `/${d.segment}` : t("funnel.noSegment")}</strong>
        </p>
        <div className="mt-3">
          <CopyField label={t("funnel.address")} value={d.landing} testId="funnel-link" />
        </div>
        <p className="mt-3">
          <a href={d.landing} target="_blank" rel="noopener" className="font-semibold text-brand underline">
            {t("funnel.open")}
          </a>
        </p>
      </div>
      <Section id="preview-heading" heading={t("funnel.preview")} className="mt-6" headingClassName="font-semibold">
        {/* Drawn from the brand's own settings: the same logo, colours and title the landing shows. */}
        <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 shadow-sm" data-testid="funnel-preview">
          <div className="flex items-center gap-2 bg-brand px-4 py-3 text-white">
            <img src={d.brand.logoUrl} alt={d.brand.displayName} width={128} height={32} className="h-8 w-auto rounded bg-white px-1" />
            <span className="font-semibold">{d.brand.title ?? d.brand.displayName}</span>
          </div>
          <div className="bg-white p-6">
            <p className="text-xl font-bold">{t("funnel.previewHeadline")}</p>
            <p className="mt-1 text-slate-600">{t("funnel.previewText")}</p>
            <span className="mt-4 inline-block rounded-md bg-brand-2 px-4 py-2 font-semibold text-slate-900">{t("funnel.previewButton")}</span>
            {d.brand.partnerTerms ? <p className="mt-3 text-xs text-slate-600">{t("funnel.partnerTerms")}</p> : null}
          </div>
        </div>
      </Section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
