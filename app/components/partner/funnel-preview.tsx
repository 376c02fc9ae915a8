import { funnelHeadline, landingTiles, type Funnel } from "~/domain/partner/funnel";
import { useT } from "~/i18n/use-t";
import { Section } from "../ui/section";

/**
 * What the brand's landing shows with the saved funnel, drawn by the server:
 * its logo and title, its headline in the page's language (else the
 * marketplace's), the product the login opens on and the tiles in order.
 */
export function FunnelPreview(props: { brand: { displayName: string; title: string | null; logoUrl: string; partnerTerms: boolean }; funnel: Funnel | null; language: string }) {
  const { brand, funnel, language } = props;
  const t = useT("partner");
  const tc = useT();
  const opensOn = funnel?.opensOn;
  return (
    <Section id="preview-heading" heading={t("funnel.preview")} className="mt-6" headingClassName="font-semibold">
      <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 shadow-sm" data-testid="funnel-preview">
        <div className="flex items-center gap-2 bg-brand px-4 py-3 text-white">
          <img src={brand.logoUrl} alt={brand.displayName} width={128} height={32} className="h-8 w-auto rounded bg-white px-1" />
          <span className="font-semibold">{brand.title ?? brand.displayName}</span>
        </div>
        <div className="bg-white p-6">
          <p className="text-xl font-bold" data-testid="funnel-preview-headline">
            {funnelHeadline(funnel, language) ?? tc("landing.title")}
          </p>
          <p className="mt-1 text-slate-600">{t("funnel.previewText")}</p>
          {opensOn ? (
            <p className="mt-2 text-sm" data-testid="funnel-preview-opens">
              {t("funnel.previewOpensOn", { product: tc(`products.${opensOn}.name` as string) })}
            </p>
          ) : null}
          <ol className="mt-3 flex flex-wrap gap-2 text-sm" data-testid="funnel-preview-tiles">
            {landingTiles(funnel).map((tile) => (
              <li key={tile} className="rounded border border-slate-200 px-2 py-1">
                {tc(`products.${tile}.name` as string)}
              </li>
            ))}
          </ol>
          <span className="mt-4 inline-block rounded-md bg-brand-2 px-4 py-2 font-semibold text-slate-900">{t("funnel.previewButton")}</span>
          {brand.partnerTerms ? <p className="mt-3 text-xs text-slate-600">{t("funnel.partnerTerms")}</p> : null}
        </div>
      </div>
    </Section>
  );
}
