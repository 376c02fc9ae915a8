import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { pageTitle } from "~/i18n/meta";
import { useList, useT } from "~/i18n/use-t";
import { findBrands, resolveRequestBrand } from "~/server/partner/brand.server";
import { getConfig } from "~/server/platform/db/config.server";
import { variantOf } from "~/server/platform/http/pages.server";
import type { Route } from "./+types/legal";
import { Main } from "~/components/main";

const PAGES = ["privacy", "terms", "lenderTerms", "lenderPrivacy"] as const;

interface Section {
  heading: string;
  paragraphs: string[];
}

/** The four static legal pages; `?partner=` shows them under that partner's brand, with its clause when its terms apply. */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const page = variantOf(pattern, PAGES);
  const { brand, mode } = await resolveRequestBrand(request);
  // The marketplace that operates the service is the default brand, also on a partner's pages; the partner is named in its clause.
  const { defaultBrand } = await findBrands({});
  const config = getConfig();
  return {
    page,
    showPartnerClause: mode === "partner" && brand.partnerTerms,
    partner: brand.displayName,
    vars: {
      brand: defaultBrand.displayName,
      grievanceName: config.GRIEVANCE_OFFICER_NAME,
      grievanceEmail: config.GRIEVANCE_OFFICER_EMAIL,
    },
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: `${pageTitle(matches, `legal:${loaderData?.page ?? "privacy"}.title` as string)} · ${loaderData?.vars.brand ?? FALLBACK_BRAND.displayName}` }];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, vars, showPartnerClause, partner } = loaderData;
  const t = useT("legal");
  const sections = useList<Section>("legal", `${page}.sections`);
  const clause = useList<string>("legal", "partnerClause.paragraphs");
  // Without a configured name the sentence names the role and the address only (", {{grievanceName}}," is dropped).
  const fill = (text: string, brand = vars.brand) =>
    (vars.grievanceName ? text : text.replace(/, \{\{grievanceName\}\},/g, "")).replace(/\{\{(\w+)\}\}/g, (_, k: keyof typeof vars) => (k === "brand" ? brand : (vars[k] ?? "")));
  return (
    <Main className="mx-auto max-w-3xl px-4 py-8">
      <article className="rounded-lg bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand">{t(`${page}.title`)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(`${page}.updated`)}</p>
        <p className="mt-4">{fill(t(`${page}.intro`))}</p>
        {showPartnerClause ? (
          <section className="mt-6 rounded-md border-l-4 border-brand-2 bg-slate-50 p-4" data-testid="partner-clause">
            <h2 className="font-semibold">{fill(t("partnerClause.heading"), partner)}</h2>
            {clause.map((p, i) => (
              <p key={i} className="mt-2">
                {fill(p, partner)}
              </p>
            ))}
          </section>
        ) : null}
        {sections.map((section, i) => (
          <section key={i} className="mt-6">
            <h2 className="text-lg font-semibold">{fill(section.heading)}</h2>
            {section.paragraphs.map((p, j) => (
              <p key={j} className="mt-2 leading-relaxed text-slate-700">
                {fill(p)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
