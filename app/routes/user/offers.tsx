import { Form, Link, redirect } from "react-router";
import { QueryForm } from "~/components/query-form";
import { Section } from "~/components/ui/section";
import { offersPageRedirect } from "~/domain/consumer-routing";
import { emi } from "~/domain/emi";
import { groupByReasons } from "~/domain/no-match-reasons";
import { formatRupees, formatRupeesPaise } from "~/domain/money";
import { detailPathFor, loanProfileOf, productsServedBy } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { getLenderByName } from "~/server/lenders.server";
import { recordOffersSeen } from "~/server/journey-events.server";
import { offersFor, tellReasons } from "~/server/offers.server";
import { createReminder } from "~/server/reminders.server";
import { redirectWithToast } from "~/responses/redirects.server";
import { normalisePattern } from "~/server/pages.server";
import type { Route } from "./+types/offers";
import { pageTitle } from "~/i18n/meta";
import { getLanguage } from "~/middleware/i18next";
import { Main } from "~/components/main";

const num = (v: string | null, min: number, max: number, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isFinite(n) && n >= min && n <= max ? n : fallback;
};

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ctx = requireJourney(context, { products: productsServedBy("offers", normalisePattern(pattern)) });
  const go = offersPageRedirect(ctx.state);
  if (go) throw redirect(go);
  const product = loanProductOf(ctx);
  const found = await offersFor(ctx.consumer, product);
  // A profile marked complete that misses what matching needs (saved before the product asked it): its last step, open for editing.
  if (!found) throw redirect(`${detailPathFor(product)}?edit=1&step=${loanProfileOf(product).steps.at(-1)}`);
  const { profile, match } = found;
  const notMatched = groupByReasons(match.notMatched);
  // Kept for the back office (the customer journey, telecalling): what this consumer was offered and why others did not match.
  await recordOffersSeen(ctx.consumer.id, ctx.prospect.id, {
    product,
    offers: match.offers.map((o) => ({ lender: o.lender.displayName, amountUpto: o.amountUpto, aprMin: o.lender.aprMin })),
    notMatched,
  });
  const language = getLanguage(context);
  const first = match.offers[0];
  const calc = {
    amount: num(url.searchParams.get("amount"), 1000, 100_000_000, profile.desiredAmount),
    rate: num(url.searchParams.get("rate"), 0, 60, first?.lender.aprMin ?? 10.99),
    months: Math.round(num(url.searchParams.get("months"), 1, 360, 24)),
  };
  return {
    desiredAmount: profile.desiredAmount,
    offers: match.offers.map((o) => ({
      name: o.lender.name,
      displayName: o.lender.displayName,
      logoUrl: o.lender.logoUrl,
      amountUpto: o.amountUpto,
      interestRate: o.lender.interestRate,
      aprMin: o.lender.aprMin,
      aprMax: o.lender.aprMax,
      tenure: o.tenureMonths,
      processingFees: o.lender.processingFees,
      specialOffer: o.specialOffer,
      example: o.example,
    })),
    // Translated here, once per group.
    notMatched: tellReasons(notMatched, language),
    calc: { ...calc, result: emi(calc.amount, calc.rate, calc.months) },
  };
}

/** "Remind me later" on an offer stores a reminder instead of applying. */
export async function action({ request, context, pattern }: Route.ActionArgs) {
  const ctx = requireJourney(context, { products: productsServedBy("offers", normalisePattern(pattern)) });
  const form = await request.formData();
  const lender = await getLenderByName(String(form.get("lender") ?? ""));
  if (form.get("intent") !== "remind" || !lender) {
    return redirectWithToast(normalisePattern(pattern), { type: "error", message: "offers.selectOffer" }, {}, request);
  }
  await createReminder({ userId: ctx.consumer.id, lenderId: lender.id, prospectApplicationId: ctx.prospect.id });
  return redirectWithToast(normalisePattern(pattern), { type: "success", message: "offers.reminderSaved" }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.offers") }];
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { offers, notMatched, calc } = loaderData;
  return (
    <Main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("offers.heading", { count: offers.length })}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t("offers.rankingIntro")}{" "}
        <Link to="/how-offers-are-ranked" className="text-brand underline">
          {t("offers.rankingLink")}
        </Link>
      </p>

      {offers.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-5 shadow-sm" data-testid="no-offers">
          {t("offers.none")}
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4" aria-label={t("offers.listLabel")}>
          {offers.map((o, i) => (
            <li key={o.name} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="offer">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold">
                  <span className="mr-2 text-slate-600">{i + 1}.</span>
                  {o.displayName}
                </h2>
                {o.specialOffer ? (
                  <span className="rounded-full bg-brand-2/20 px-3 py-1 text-xs font-semibold text-slate-800" data-testid="special-offer">
                    {o.specialOffer}
                  </span>
                ) : null}
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500">{t("offers.amountUpto")}</dt>
                  <dd className="font-semibold">{formatRupees(o.amountUpto)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("offers.interestRate")}</dt>
                  <dd className="font-semibold">{o.interestRate ?? `${o.aprMin}%`}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("offers.tenure")}</dt>
                  <dd className="font-semibold">{t("offers.tenureMonths", { min: o.tenure.min, max: o.tenure.max })}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("offers.processingFee")}</dt>
                  <dd className="font-semibold">{o.processingFees ?? "—"}</dd>
                </div>
              </dl>
              <p className="mt-3 rounded bg-slate-50 p-2 text-sm text-slate-700" data-testid="emi-example">
                {t("offers.emiExample", {
                  amount: formatRupees(o.example.amount),
                  rate: o.example.ratePercent,
                  months: o.example.months,
                  monthly: formatRupeesPaise(o.example.monthly),
                  total: formatRupeesPaise(o.example.total),
                })}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Link to={`/user/apply/${o.name}`} className="rounded-md bg-brand px-5 py-2 font-semibold text-white">
                  {t("offers.apply")}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="remind" />
                  <input type="hidden" name="lender" value={o.name} />
                  <button type="submit" className="text-sm font-medium text-brand underline">
                    {t("offers.remindLater")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}

      <EmiCalculator calc={calc} />

      {notMatched.length ? (
        <Section id="not-matched" heading={t("offers.notMatchedHeading")}>
          <p className="mt-1 text-sm text-slate-600">{t("offers.notMatchedCount", { count: notMatched.reduce((n, group) => n + group.lenders.length, 0) })}</p>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {notMatched.map((group) => (
              <li key={group.lenders[0]} className="rounded-md bg-white p-3 shadow-sm" data-testid="not-matched">
                <p className="font-medium">{group.lenders.join(", ")}</p>
                <ul className="ml-4 list-disc text-slate-600">
                  {group.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </Main>
  );
}

/** The EMI calculator: the server computes the EMI from the query (QueryForm), so it works without JavaScript too. */
function EmiCalculator({ calc }: { calc: Route.ComponentProps["loaderData"]["calc"] }) {
  const t = useT();
  return (
    <Section id="emi-calc" heading={t("offers.calculatorHeading")} className="mt-8 rounded-lg bg-white p-4 shadow-sm">
      <QueryForm
        preventScrollReset
        className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end"
        fields={[
          { name: "amount", label: t("offers.calcAmount"), defaultValue: calc.amount },
          { name: "rate", label: t("offers.calcRate"), defaultValue: calc.rate, inputMode: "decimal" },
          { name: "months", label: t("offers.calcMonths"), defaultValue: calc.months },
        ]}
        submitLabel={t("offers.calculate")}
      />
      <p className="mt-3 text-sm" data-testid="emi-result">
        {t("offers.calcResult", {
          monthly: formatRupeesPaise(calc.result.monthly),
          total: formatRupeesPaise(calc.result.total),
          interest: formatRupeesPaise(calc.result.interest),
        })}
      </p>
    </Section>
  );
}


/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
