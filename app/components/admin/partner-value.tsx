import type { PartnerProperty } from "~/forms/partner/partner-property";
import type { PartnerView } from "~/server/partner/partners.server";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import { isLanguage, languageNames } from "~/i18n/languages";

/** A partner's property as the partner screens show it: a percentage, rupees, a colour with its swatch, a product's name, or text. */
export function PartnerValue({ partner, property }: { partner: PartnerView; property: PartnerProperty }) {
  const t = useT("admin");
  const value = partner[property];
  // No language chosen: the visitor's browser decides; no languages listed: every language is offered.
  if (property === "default_language" && !value) return <span className="text-slate-600">{t("partners.languageOfBrowser")}</span>;
  if (property === "languages" && !value) return <span className="text-slate-600">{t("partners.everyLanguage")}</span>;
  if (value === null || value === "") return <span className="text-slate-600">{t("partners.none")}</span>;
  if (property === "default_language" && isLanguage(value)) return <span lang={value}>{languageNames[value]}</span>;
  if (property === "languages" && Array.isArray(value)) {
    return (
      <span>
        {value.filter(isLanguage).map((code, i) => (
          <span key={code}>
            {i ? ", " : ""}
            <span lang={code}>{languageNames[code]}</span>
          </span>
        ))}
      </span>
    );
  }
  if (property === "revenue_percent") return <span>{value}%</span>;
  if (property === "revenue_flat_fee") return <span>₹{Number(value).toLocaleString("en-IN")}</span>;
  if (property === "landing_product") return <span>{t(`common:products.${productKeyOf(value as ProductTypeCode)}.name`)}</span>;
  if (property === "partner_terms") return <span>{value ? t("partners.yes") : t("partners.no")}</span>;
  if (property === "primary_color" || property === "secondary_color") {
    return (
      <span className="inline-flex items-center gap-2">
        {/* A swatch by class would need every colour in the stylesheet; an SVG fill is an attribute, which the CSP allows. */}
        <svg width="16" height="16" aria-hidden="true" className="rounded border border-slate-300">
          <rect width="16" height="16" fill={String(value)} />
        </svg>
        <span className="font-mono">{String(value)}</span>
      </span>
    );
  }
  return <span className="break-all">{String(value)}</span>;
}
