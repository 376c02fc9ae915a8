import { Link } from "react-router";
import { brandHomePath, type Brand, type BrandMode } from "~/domain/partner/brand";
import { funnelHeadline, landingTiles, loginProducts, openingProduct, tileProducts, type TileKey } from "~/domain/partner/funnel";
import { blurbVars, type MarketingCopy } from "~/domain/partner/marketing";
import { useLocale, useT } from "~/i18n/use-t";
import type { FormResult } from "../forms";
import { LoginForm } from "./login-form";
import { Section } from "../ui/section";
import { Main } from "~/components/main";

/**
 * The landing's tiles (app/domain/partner/funnel.ts), in the brand's Custom
 * Funnel's order when its partner set one: each loan, the cards (a public
 * page of their own) and insurance (its first product; its form offers the
 * others). Where a tile takes the person: the cards' page on the brand, or the
 * brand's login with the tile's product chosen (`?product=`).
 */
function tileHref(tile: TileKey, brand: Brand, mode: BrandMode): string {
  const cards = "/credit-cards";
  if (tile === "creditCards") return mode === "partner" ? `${cards}?partner=${encodeURIComponent(brand.name)}` : cards;
  return `${brandHomePath(brand, mode)}?product=${tileProducts(tile)[0]}#login`;
}

/** The brand's landing: what the marketplace offers, on the brand's colours. */
export function Landing(props: { brand: Brand; mode: BrandMode; marketing: MarketingCopy; product?: string | null; result?: FormResult; kicker?: string }) {
  const { brand, mode, marketing, result } = props;
  const t = useT();
  const locale = useLocale();
  // A product chosen by the visitor (a tile, a link) comes first; else the one the brand's funnel opens on.
  const product = props.product ?? openingProduct(brand.funnel);
  return (
    <Main>
      <section className="bg-gradient-to-b from-brand to-brand/80 text-white">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12 md:grid-cols-2 md:items-center">
          <div>
            {props.kicker || mode === "partner" ? (
              <p className="mb-2 text-sm font-medium uppercase tracking-wide opacity-90" data-testid="landing-kicker">
                {props.kicker ?? t("landing.partnerWelcome", { brand: brand.title ?? brand.displayName })}
              </p>
            ) : null}
            <h1 className="text-3xl font-bold sm:text-4xl" data-testid="landing-title">
              {funnelHeadline(brand.funnel, locale) ?? t("landing.title")}
            </h1>
            <p className="mt-3 max-w-2xl text-lg opacity-95">{t("landing.subtitle")}</p>
            <ul className="mt-6 grid gap-2 text-sm">
              <li className="rounded-md bg-white/15 px-3 py-2">{t("landing.factAmounts", marketing.amounts)}</li>
              {marketing.rates ? <li className="rounded-md bg-white/15 px-3 py-2">{t("landing.factRates", marketing.rates)}</li> : null}
              <li className="rounded-md bg-white/15 px-3 py-2">{t("landing.factSpeed")}</li>
            </ul>
          </div>
          {/* The default brand chooses the product on /products after the code, unless a tile (or a link) chose it already. */}
          <LoginForm result={result} chooseProduct={mode === "partner" || Boolean(product)} product={product} products={loginProducts(brand.funnel)} />
        </div>
      </section>

      <ProductGrid brand={brand} mode={mode} />

      <section className="mx-auto max-w-5xl px-4 pb-4" aria-labelledby="example-heading">
        <div className="rounded-lg border-l-4 border-brand-2 bg-white p-4 text-sm text-slate-700 shadow-sm">
          <h2 id="example-heading" className="font-semibold">
            {t("landing.exampleHeading")}
          </h2>
          {marketing.example ? (
            <p className="mt-1" data-testid="representative-example">
              {t("landing.example", marketing.example)}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-slate-500">{t("landing.rankingNote")}</p>
        </div>
      </section>
    </Main>
  );
}

/** What the marketplace offers, each product with its blurb; the whole tile is a link into that product's journey on the brand. */
export function ProductGrid({ brand, mode }: { brand: Brand; mode: BrandMode }) {
  const t = useT();
  return (
    <Section id="products-heading" heading={t("landing.productsHeading")} className="mx-auto max-w-5xl px-4 py-8" headingClassName="text-xl font-semibold">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {landingTiles(brand.funnel).map((tile) => (
          <li key={tile} className="relative rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-within:border-brand hover:border-brand">
            <h3 className="font-semibold text-brand">
              {/* The link is named by the product alone; its ::after covers the tile, so a tap anywhere on it follows the link. */}
              <Link to={tileHref(tile, brand, mode)} className="underline underline-offset-2 after:absolute after:inset-0 after:content-['']">
                {t(`products.${tile}.name`)}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t(`products.${tile}.blurb`, blurbVars)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
