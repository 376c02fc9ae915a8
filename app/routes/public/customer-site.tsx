import { ProductGrid } from "~/components/consumer/landing";
import { Section } from "~/components/ui/section";
import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/root";
import type { Route } from "./+types/customer-site";
import { Main } from "~/components/main";

const STEPS = ["signIn", "profile", "offers", "apply"] as const;

/**
 * /customer-site (docs/decisions/068): the page a partner links as its
 * customers' home, on its brand (`?partner=`, its host, or the brand a
 * visitor came by): what we offer, how it works, whom to complain to, and
 * the way in. It shows nothing of the visitor, so a CDN may share it.
 */
export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "entry.customerSite.title") }];
}

export default function CustomerSite() {
  const t = useT();
  const root = useRootData();
  const brand = root?.brand ?? FALLBACK_BRAND;
  const mode = root?.brandMode ?? "default";
  const name = brand.title ?? brand.displayName;
  // The brand's own login (/{segment}); the default brand's is the landing.
  const login = mode === "partner" ? `/${brand.name}` : "/";
  return (
    <Main>
      <section className="bg-gradient-to-b from-brand to-brand/80 text-white">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("entry.customerSite.heading", { brand: name })}</h1>
          <p className="mt-3 max-w-2xl text-lg opacity-95">{t("entry.customerSite.intro")}</p>
          <a href={login} className="mt-6 inline-block rounded-md bg-white px-5 py-2 font-semibold text-brand" data-testid="customer-site-login">
            {t("entry.customerSite.login")}
          </a>
        </div>
      </section>

      <ProductGrid brand={brand} mode={mode} />

      <Section id="how-heading" heading={t("entry.customerSite.howHeading")} className="mx-auto max-w-5xl px-4 pb-8" headingClassName="text-xl font-semibold">
        <ol className="mt-4 grid list-decimal gap-3 pl-5 sm:grid-cols-2">
          {STEPS.map((step) => (
            <li key={step} className="rounded-lg bg-white p-4 shadow-sm">
              <h3 className="font-semibold">{t(`entry.customerSite.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`entry.customerSite.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm">
          <a href="/how-offers-are-ranked" className="text-brand underline">
            {t("entry.customerSite.ranking")}
          </a>
        </p>
      </Section>

      <section className="mx-auto max-w-5xl px-4 pb-10" aria-labelledby="grievance-heading">
        <div className="rounded-lg border-l-4 border-brand-2 bg-white p-4 text-sm text-slate-700 shadow-sm" data-testid="customer-site-grievance">
          <h2 id="grievance-heading" className="font-semibold">
            {t("entry.customerSite.grievanceHeading")}
          </h2>
          <p className="mt-1">
            {root?.grievance.name
              ? t("entry.customerSite.grievance", { name: root.grievance.name, email: root.grievance.email })
              : t("entry.customerSite.grievanceEmail", { email: root?.grievance.email ?? "" })}
          </p>
          <p className="mt-1">
            <a href="/help" className="text-brand underline">
              {t("entry.customerSite.help")}
            </a>
          </p>
        </div>
      </section>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
