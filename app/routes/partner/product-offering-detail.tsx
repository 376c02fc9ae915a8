import { data, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { TextOrDash } from "~/components/partner/dash";
import { formatRupees } from "~/domain/platform/money";
import { REPORT_PRODUCTS } from "~/forms/partner/partner-reports";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { partnerLenders, type PartnerLender } from "~/server/partner/eligibility-criteria.server";
import type { Route } from "./+types/product-offering-detail";

/** One product: the lenders a partner can offer it from, with their terms and partner-visible eligibility texts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = REPORT_PRODUCTS.find((p) => p === params.productId);
  if (!product) throw data(null, { status: 404 });
  return { product, lenders: await partnerLenders(getLanguage(context), product) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.offering") }];
}

const TEXTS = [
  ["interest_rate", "offering.columns.interestRate"],
  ["tenure", "offering.columns.tenure"],
  ["processing_fees", "offering.columns.processingFees"],
  ["age", "eligibility.columns.age"],
  ["employment", "eligibility.columns.employment"],
  ["income", "eligibility.columns.income"],
  ["min_loan", "eligibility.columns.minLoan"],
  ["max_loan", "eligibility.columns.maxLoan"],
  ["cibil", "eligibility.columns.cibil"],
] as const satisfies ReadonlyArray<readonly [keyof PartnerLender, string]>;

export default function ProductOfferingDetail({ loaderData: { product, lenders } }: Route.ComponentProps) {
  const t = useT("partner");
  const name = t(`products.${product}`);
  return (
    <div>
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("breadcrumb.offering"), to: href("/partner/product-offering") }, { label: name }]} />
      <h1 className="mt-2 text-2xl font-bold">{name}</h1>
      {lenders.length === 0 ? (
        <p className="mt-4">{t("offering.noLenders")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="offering-lenders">
          {lenders.map((l) => (
            <li key={l.id} className="rounded-lg bg-white p-4 shadow-sm">
              <h2 className="font-semibold">{l.name}</h2>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t("offering.columns.upto")}</dt>
                <dd>{l.loan_amount_upto === null ? <TextOrDash value={null} /> : formatRupees(l.loan_amount_upto)}</dd>
                {TEXTS.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-600">{t(label)}</dt>
                    <dd>
                      <TextOrDash value={l[key]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
