import { href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { REPORT_PRODUCTS } from "~/forms/partner/partner-reports";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { partnerLenders } from "~/server/partner/eligibility-criteria.server";
import type { Route } from "./+types/product-offering";

/** The products a partner can sell, with how many lenders take applications for each. */
export async function loader({ context }: Route.LoaderArgs) {
  const lenders = await partnerLenders(getLanguage(context));
  return {
    products: REPORT_PRODUCTS.map((product) => ({ product, lenders: lenders.filter((l) => l.product === product).length })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.offering") }];
}

export default function ProductOffering({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("offering.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("offering.intro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="product-list">
        {loaderData.products.map(({ product, lenders }) => (
          <li key={product} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="font-semibold">
              <Link to={href("/partner/product-offering/:productId", { productId: product })} className="underline underline-offset-2">
                {t(`products.${product}`)}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("offering.lenders", { count: lenders })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
