import { Link } from "react-router";
import { TableSection } from "~/components/ui/section";
import { formatRupees } from "~/domain/money";
import { listsOf, type DetailField } from "~/domain/product-details";
import { INSURANCE_PAGE, INSURANCE_PRODUCTS, isInsuranceProduct, productKeyOf, productRules } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { insuranceRequestsOf } from "~/server/insurance.server";
import { getOptionLists } from "~/server/select-lists.server";
import type { Route } from "./+types/insurance-transaction";

/** An insurance product's questions, from its module; none for the old single insurance product. */
const quoteOf = (product: string): readonly DetailField[] => (isInsuranceProduct(product) ? productRules[product].quote : []);

/** /user/insurance/transaction: every insurance choice of the consumer, what it asked, and its status. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = requireJourney(context, { products: INSURANCE_PRODUCTS, allowUnverified: true });
  const listKeys = INSURANCE_PRODUCTS.flatMap((p) => listsOf(quoteOf(p)));
  const lists = await getOptionLists(listKeys, getLanguage(context));
  const requests = await insuranceRequestsOf(ctx.consumer.id);
  return {
    requests: requests.map((r) => ({
      uuid: r.uuid,
      productKey: productKeyOf(r.product),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      details: quoteOf(r.product).map((f) => {
        const v = r.details[f.name];
        const amount = f.answer?.kind === "rupees";
        const shown = Array.isArray(v) ? v.join(", ") : f.list ? (lists[f.list]?.find((o) => o.value === v)?.label ?? String(v)) : amount ? formatRupees(Number(v)) : String(v ?? "");
        return { name: f.name, value: shown };
      }),
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.insuranceTransaction") }];
}

const date = (iso: string) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export default function InsuranceTransaction({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { requests } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("insurance.transactionHeading")}</h1>
      <p className="mt-1 text-slate-600">{t("insurance.transactionIntro")}</p>
      <TableSection
        id="insurance-requests"
        heading={t("insurance.requestsHeading")}
        testId="insurance-requests"
        columns={[t("insurance.product"), t("insurance.details"), t("welcomeBack.date"), t("status.status")]}
      >
        {requests.map((r) => (
          <tr key={r.uuid} className="border-b border-slate-100 last:border-0">
            <td className="p-3 font-medium">{t(`products.${r.productKey}.name`)}</td>
            <td className="p-3 text-sm">
              <ul>
                {r.details.map((d) => (
                  <li key={d.name}>
                    {t(`details.fields.${d.name}` as string)}: {d.value}
                  </li>
                ))}
              </ul>
            </td>
            <td className="p-3">{date(r.createdAt)}</td>
            <td className="p-3" data-testid="insurance-status">
              {t(`insurance.statuses.${r.status}`)}
            </td>
          </tr>
        ))}
      </TableSection>
      <p className="mt-4">
        <Link to={INSURANCE_PAGE} className="font-semibold text-brand underline">
          {t("insurance.another")}
        </Link>
      </p>
    </main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
