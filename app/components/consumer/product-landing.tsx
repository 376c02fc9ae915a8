import type { Brand } from "~/domain/partner/brand";
import { productModule, type OwnLandingProduct } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import type { FormResult } from "../forms";
import { LoginForm } from "./login-form";
import { Main } from "~/components/main";

const FACTS = ["fact1", "fact2", "fact3"] as const;

/**
 * A product's own landing, on the empty path of a host whose brand names it
 * (SPEC.md 2.1's solar host; docs/decisions/054-solar-host.md): what the
 * product is, and the login that starts a journey with it.
 */
export function ProductLanding({ brand, product, result }: { brand: Brand; product: OwnLandingProduct; result?: FormResult }) {
  const t = useT();
  const key = `landing.productLanding.${productModule(product).key}` as const;
  return (
    <Main>
      <section className="bg-gradient-to-b from-brand to-brand/80 text-white">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12 md:grid-cols-2 md:items-center">
          <div>
            <p className="mb-2 text-sm font-medium uppercase tracking-wide opacity-90">{t("landing.partnerWelcome", { brand: brand.title ?? brand.displayName })}</p>
            <h1 className="text-3xl font-bold sm:text-4xl">{t(`${key}.title`)}</h1>
            <p className="mt-3 max-w-2xl text-lg opacity-95">{t(`${key}.subtitle`)}</p>
            <ul className="mt-6 grid gap-2 text-sm">
              {FACTS.map((fact) => (
                <li key={fact} className="rounded-md bg-white/15 px-3 py-2">
                  {t(`${key}.${fact}`)}
                </li>
              ))}
            </ul>
          </div>
          <LoginForm result={result} chooseProduct={false} fixedProduct={product} />
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-8">
        <p className="text-sm text-slate-600">{t("landing.rankingNote")}</p>
      </section>
    </Main>
  );
}
