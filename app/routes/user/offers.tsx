import { Form, href, Link, redirect } from "react-router";
import { QueryForm } from "~/components/query-form";
import { Section } from "~/components/ui/section";
import { offersPageRedirect } from "~/domain/consumer/consumer-routing";
import { emi } from "~/domain/lending/emi";
import { groupByReasons } from "~/domain/lending/no-match-reasons";
import { formatBps, formatPaise, formatRupees, formatRupeesPaise } from "~/domain/platform/money";
import { liveApplicationByLender } from "~/domain/lending/loan-standing";
import { applicationsOf } from "~/server/lending/applications.server";
import { OFFER_SORTS, TENURE_CHOICES, offerViewOf, offerViewSearch, offersInView } from "~/domain/lending/offer-view";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { detailPathFor, loanProfileOf, productsServedBy } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { getLenderByName } from "~/server/catalogue/lenders.server";
import { recordOffersSeen } from "~/server/consumer/journey-events.server";
import { offersFor, tellReasons } from "~/server/lending/offers.server";
import { createReminder } from "~/server/platform/jobs/reminders.server";
import { redirectWithToast } from "~/responses/redirects.server";
import { normalisePattern } from "~/server/platform/http/pages.server";
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
  const view = offerViewOf(url.searchParams);
  const found = await offersFor(ctx.consumer, product, todayInIndia(), { months: view.months });
  // A profile marked complete that misses what matching needs (saved before the product asked it): its last step, open for editing.
  if (!found) throw redirect(`${detailPathFor(product)}?edit=1&step=${loanProfileOf(product).steps.at(-1)}`);
  const { profile, match } = found;
  const notMatched = groupByReasons(match.notMatched);
  // Kept for the back office (the customer journey, telecalling): what this consumer was offered and why others did not match.
  await recordOffersSeen(ctx.consumer.id, ctx.prospect.id, {
    product,
    offers: match.offers.map((o) => ({ lender: o.lender.displayName, amountUpto: o.amountUpto, aprMin: o.lender.aprMin, apr: o.facts.aprBps / 100 })),
    notMatched,
  });
  const language = getLanguage(context);
  const first = match.offers[0];
  // The calculator's own names: its months are any number, the offers' tenure (`months`) one of the page's choices.
  const calc = {
    amount: num(url.searchParams.get("calcAmount"), 1000, 100_000_000, profile.desiredAmount),
    rate: num(url.searchParams.get("calcRate"), 0, 60, first ? first.facts.rateBps / 100 : 10.99),
    months: Math.round(num(url.searchParams.get("calcMonths"), 1, 360, view.months)),
  };
  const shown = offersInView(match.offers, view);
  // A lender the consumer already has an application or a loan with shows it instead of Apply.
  const live = liveApplicationByLender(await applicationsOf(ctx.consumer.id));
  return {
    desiredAmount: profile.desiredAmount,
    view,
    search: {
      sorts: OFFER_SORTS.map((sort) => ({ sort, to: offerViewSearch(view, { sort }), current: view.sort === sort })),
      zeroFee: offerViewSearch(view, { zeroFeeOnly: !view.zeroFeeOnly }),
    },
    total: match.offers.length,
    offers: shown.map((o, i) => ({
      name: o.lender.name,
      displayName: o.lender.displayName,
      rank: i + 1,
      amountUpto: o.amountUpto,
      tenure: o.tenureMonths,
      facts: {
        amount: o.facts.amount,
        months: o.facts.months,
        rateBps: o.facts.rateBps,
        aprBps: o.facts.aprBps,
        feePaise: o.facts.feePaise,
        gstPaise: o.facts.gstPaise,
        emiPaise: o.facts.emiPaise,
        totalCostPaise: o.facts.totalCostPaise,
        totalRepaymentPaise: o.facts.totalRepaymentPaise,
      },
      badge: o.facts.special ? { kind: o.facts.special.kind, lessBps: o.facts.special.lessBps } : null,
      reducedToFit: o.reducedToFit,
      kfsPath: `${href("/user/apply/:lender", { lender: encodeURIComponent(o.lender.name) })}?amount=${o.facts.amount}&months=${o.facts.months}`,
      application: live.has(o.lender.name) ? { status: live.get(o.lender.name)!.status, statusPath: href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(o.lender.name) }) } : null,
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
  const { offers, notMatched, calc, view, search, total } = loaderData;
  return (
    <Main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("offers.heading", { count: total })}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t("offers.rankingIntro")}{" "}
        <Link to="/how-offers-are-ranked" className="text-brand underline">
          {t("offers.rankingLink")}
        </Link>
      </p>

      {total > 0 ? <OfferControls view={view} search={search} /> : null}

      {total === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-5 shadow-sm" data-testid="no-offers">
          {t("offers.none")}
        </p>
      ) : offers.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-5 shadow-sm" data-testid="no-offers-in-view">
          {t("offers.noneInView")}
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4" aria-label={t("offers.listLabel")}>
          {offers.map((o) => (
            <OfferCard key={o.name} offer={o} />
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

type LoaderOffer = Route.ComponentProps["loaderData"]["offers"][number];

/** The tenure priced (a GET form, so it works without JavaScript), the order and the zero-fee filter (links). */
function OfferControls({ view, search }: Pick<Route.ComponentProps["loaderData"], "view" | "search">) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg bg-white p-4 text-sm shadow-sm" data-testid="offer-controls">
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
        {view.sort !== "apr" ? <input type="hidden" name="sort" value={view.sort} /> : null}
        {view.zeroFeeOnly ? <input type="hidden" name="fee" value="0" /> : null}
        <label className="flex flex-col">
          {t("offers.tenureChoice")}
          <select name="months" defaultValue={view.months} className="mt-1 rounded-md border border-slate-300 px-3 py-2">
            {TENURE_CHOICES.map((m) => (
              <option key={m} value={m}>
                {t("offers.monthsOption", { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
          {t("offers.showTenure")}
        </button>
      </Form>
      <nav aria-label={t("offers.sortLabel")} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-slate-600">{t("offers.sortLabel")}:</span>
        {search.sorts.map((s) => (
          <Link key={s.sort} to={{ search: s.to }} preventScrollReset aria-current={s.current ? "true" : undefined} className={s.current ? "font-semibold" : "text-brand underline"}>
            {t(`offers.sort.${s.sort}`)}
          </Link>
        ))}
      </nav>
      <Link to={{ search: search.zeroFee }} preventScrollReset className="text-brand underline" data-testid="zero-fee-filter">
        {view.zeroFeeOnly ? t("offers.allFees") : t("offers.zeroFeeOnly")}
      </Link>
    </div>
  );
}

function OfferCard({ offer: o }: { offer: LoaderOffer }) {
  const t = useT();
  const f = o.facts;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="offer" data-lender={o.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <span className="mr-2 text-slate-600">{o.rank}.</span>
          {o.displayName}
        </h2>
        {o.badge ? (
          <span className="rounded-full bg-brand-2/20 px-3 py-1 text-xs font-semibold text-slate-800" data-testid="special-offer">
            {o.badge.kind === "fee_waiver" ? t("offers.badge.fee_waiver") : t("offers.badge.rate_cut", { cut: formatBps(o.badge.lessBps), rate: formatBps(f.rateBps) })}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t("offers.apr")}</dt>
          <dd className="text-base font-bold" data-testid="offer-apr">
            {t("offers.percentYear", { rate: formatBps(f.aprBps) })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("offers.yourRate")}</dt>
          <dd className="font-semibold" data-testid="offer-rate">
            {t("offers.percentYear", { rate: formatBps(f.rateBps) })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("offers.emi")}</dt>
          <dd className="font-semibold" data-testid="offer-emi">
            {formatPaise(f.emiPaise)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("offers.amountFor", { count: f.months })}</dt>
          <dd className="font-semibold" data-testid="offer-amount">
            {formatRupees(f.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("offers.processingFee")}</dt>
          <dd className="font-semibold" data-testid="offer-fee">
            {f.feePaise === 0 ? t("offers.noFee") : t("offers.feeWithGst", { fee: formatPaise(f.feePaise), gst: formatPaise(f.gstPaise) })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("offers.totalCost")}</dt>
          <dd className="font-semibold" data-testid="offer-total-cost">
            {formatPaise(f.totalCostPaise)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("offers.lenderRange", { upto: formatRupees(o.amountUpto), min: o.tenure.min, max: o.tenure.max })}</p>
      {o.reducedToFit ? (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-slate-800" data-testid="reduced-to-fit">
          {t("offers.reducedToFit", { wanted: formatRupees(o.reducedToFit.wantedAmount), amount: formatRupees(f.amount), emi: formatPaise(o.reducedToFit.maxEmiPaise) })}
        </p>
      ) : null}
      {o.application ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm" data-testid="offer-application">
          <span>
            {t("offers.yourApplication")} <strong>{t(`status.values.${o.application.status}`)}</strong>
          </span>
          <Link to={o.application.statusPath} className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
            {o.application.status === "disbursed" ? t("offers.viewLoan") : t("offers.viewApplication")}
          </Link>
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Link to={o.kfsPath} className="rounded-md bg-brand px-5 py-2 font-semibold text-white">
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
      )}
    </li>
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
          { name: "calcAmount", label: t("offers.calcAmount"), defaultValue: calc.amount },
          { name: "calcRate", label: t("offers.calcRate"), defaultValue: calc.rate, inputMode: "decimal" },
          { name: "calcMonths", label: t("offers.calcMonths"), defaultValue: calc.months },
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
