import { Link } from "react-router";
import { InsuranceStanding, type ShownRequest } from "~/components/consumer/insurance-quote";
import { useLookAgain } from "~/components/look-again";
import { TableSection } from "~/components/ui/section";
import { formatDateTime } from "~/domain/platform/dates";
import { formatDay } from "~/domain/loans/format";
import { INSURANCE_QUOTE_INTENTS } from "~/domain/lending/insurance";
import { formatRupees } from "~/domain/platform/money";
import { listsOf, type DetailField } from "~/domain/lending/product-details";
import { INSURANCE_PAGE, INSURANCE_PRODUCTS, INSURANCE_TRANSACTION_PAGE, isInsuranceProduct, productKeyOf, productRules } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { redirectWithToast } from "~/responses/redirects.server";
import { acceptQuote, declineQuote, insuranceRequestsOf, type QuoteDecision } from "~/server/lending/insurance.server";
import { getOptionLists } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/insurance-transaction";
import { Main } from "~/components/main";

/** An insurance product's questions, from its module; none for the old single insurance product. */
const quoteOf = (product: string): readonly DetailField[] => (isInsuranceProduct(product) ? productRules[product].quote : []);
const journeyOf = (context: Route.LoaderArgs["context"]) => requireJourney(context, { products: INSURANCE_PRODUCTS, allowUnverified: true });

/** /user/insurance/transaction: every insurance choice of the consumer, what it asked, its insurer's quote and its status. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = journeyOf(context);
  const language = getLanguage(context);
  const listKeys = INSURANCE_PRODUCTS.flatMap((p) => listsOf(quoteOf(p)));
  const lists = await getOptionLists(listKeys, language);
  const requests = await insuranceRequestsOf(ctx.consumer.id);
  const shown = requests.map((r) => ({
    uuid: r.uuid,
    productKey: productKeyOf(r.product),
    status: r.status,
    createdAt: formatDay(r.createdAt, language),
    details: quoteOf(r.product).map((f) => {
      const v = r.details[f.name];
      const amount = f.answer?.kind === "rupees";
      const value = Array.isArray(v) ? v.join(", ") : f.list ? (lists[f.list]?.find((o) => o.value === v)?.label ?? String(v)) : amount ? formatRupees(Number(v)) : String(v ?? "");
      return { name: f.name, value };
    }),
    quote:
      r.insurerName && r.premium && r.cover
        ? { insurerName: r.insurerName, premium: formatRupees(r.premium), cover: formatRupees(r.cover), validUntil: r.quoteValidUntil ? formatDateTime(r.quoteValidUntil, language) : "" }
        : null,
    closedReason: r.closedReason,
    insurerNote: r.insurerNote,
    policyNumber: r.policyNumber,
    waiting: r.status === "quote_requested",
    history: r.history.map((h) => ({ status: h.status, at: formatDateTime(h.createdAt, language) })),
  })) satisfies (ShownRequest & Record<string, unknown>)[];
  // While a quote or a policy number is on its way the page asks again by itself (with JavaScript).
  const coming = requests.some((r) => r.status === "quote_requested" || (r.status === "purchased" && !r.policyNumber));
  return { requests: shown, refreshSeconds: coming ? 2 : null };
}

const TOASTS: Record<QuoteDecision, { type: "success" | "error"; message: string }> = {
  purchased: { type: "success", message: "insurance.toasts.purchased" },
  alreadyPurchased: { type: "success", message: "insurance.toasts.alreadyPurchased" },
  declined: { type: "success", message: "insurance.toasts.declined" },
  expired: { type: "error", message: "insurance.toasts.expired" },
  notQuoted: { type: "error", message: "insurance.toasts.notQuoted" },
  notFound: { type: "error", message: "insurance.toasts.notFound" },
};

/** The consumer accepts or declines a quote of their own: a plain post, answered by a redirect back with what happened. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = journeyOf(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const uuid = String(form.get("request") ?? "");
  const decide = intent === INSURANCE_QUOTE_INTENTS.accept ? acceptQuote : intent === INSURANCE_QUOTE_INTENTS.decline ? declineQuote : null;
  const decision: QuoteDecision = decide ? await decide(ctx.consumer.id, uuid) : "notFound";
  return redirectWithToast(INSURANCE_TRANSACTION_PAGE, TOASTS[decision], {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.insuranceTransaction") }];
}

export default function InsuranceTransaction({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { requests } = loaderData;
  useLookAgain(loaderData.refreshSeconds);
  return (
    <Main className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("insurance.transactionHeading")}</h1>
      <p className="mt-1 text-slate-600">{t("insurance.transactionIntro")}</p>
      <TableSection
        id="insurance-requests"
        heading={t("insurance.requestsHeading")}
        testId="insurance-requests"
        columns={[t("insurance.product"), t("insurance.details"), t("welcomeBack.date"), t("status.status")]}
      >
        {requests.map((r) => (
          <tr key={r.uuid} className="border-b border-slate-100 align-top last:border-0">
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
            <td className="p-3">{r.createdAt}</td>
            <td className="p-3">
              <InsuranceStanding request={r} />
            </td>
          </tr>
        ))}
      </TableSection>
      <p className="mt-4">
        <Link to={INSURANCE_PAGE} className="font-semibold text-brand underline">
          {t("insurance.another")}
        </Link>
      </p>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
