import { data, Form, redirect, type RouterContextProvider } from "react-router";
import { CheckboxField, FormErrors, SubmitButton, type FormResult } from "~/components/forms";
import { QueryForm } from "~/components/query-form";
import { offerAt } from "~/domain/eligibility";
import { formatBps, formatPaise, formatRupees } from "~/domain/money";
import { todayInIndia } from "~/server/clock.server";
import { detailPathFor, offersPathFor } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import { recordKfsAcknowledgement } from "~/server/applications.server";
import { clientIp } from "~/server/client-ip.server";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { getLenderByName } from "~/server/lenders.server";
import { requireOffer } from "./apply-offer.server";
import type { Route } from "./+types/apply-kfs";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

async function load(request: Request, context: Readonly<RouterContextProvider>, lenderName: string) {
  const ctx = requireJourney(context);
  const product = ctx.product;
  if (!ctx.state.profileComplete) throw redirect(detailPathFor(product));
  const { offer, profile } = await requireOffer(request, ctx, lenderName);
  const lender = (await getLenderByName(lenderName))!;
  const url = new URL(request.url);
  const wanted = (name: string) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined);
  // The amount and tenure the consumer picked, kept within what the lender offers and what they can afford, priced as the card was.
  const facts = offerAt(offer, profile, { amount: wanted("amount"), months: wanted("months") }, todayInIndia());
  return { ctx, offer, lender, facts, product };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { offer, lender, facts, product } = await load(request, context, params.lender);
  return {
    lender: { name: lender.name, displayName: lender.displayName, processingFees: lender.processingFees, interestRate: lender.interestRate },
    limits: { amountUpto: offer.amountUpto, tenure: offer.tenureMonths },
    facts,
    coolingOffDays: lender.coolingOffDays,
    grievance: { name: lender.grievanceOfficer, email: lender.grievanceEmail },
    offersPath: offersPathFor(product),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, lender, facts } = await load(request, context, params.lender);
  const form = await request.formData();
  if (form.get("acknowledge") !== "on") {
    return data({ result: { status: "error", initialValue: {}, error: { acknowledge: ["kfs.acknowledgeRequired"] } } satisfies FormResult }, { status: 400 });
  }
  await recordKfsAcknowledgement(ctx.consumer.id, lender.name, facts, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
  return redirect(`/user/apply/${lender.name}/consent`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.kfs") }];
}

export default function KeyFactStatement({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { lender, facts, limits, grievance } = loaderData;
  const rows: [string, string][] = [
    [t("kfs.lender"), lender.displayName],
    [t("kfs.amount"), formatRupees(facts.amount)],
    [t("kfs.tenure"), t("kfs.months", { count: facts.months })],
    [t("kfs.interestRate"), t("kfs.perYear", { rate: formatBps(facts.rateBps) })],
    [t("kfs.apr"), t("kfs.perYear", { rate: formatBps(facts.aprBps) })],
    [t("kfs.processingFee"), formatPaise(facts.feePaise)],
    [t("kfs.gst"), formatPaise(facts.gstPaise)],
    [t("kfs.otherFees"), t("kfs.otherFeesNone")],
    [t("kfs.netDisbursed"), formatPaise(facts.netDisbursedPaise)],
    [t("kfs.monthly"), formatPaise(facts.emiPaise)],
    [t("kfs.totalInterest"), formatPaise(facts.totalInterestPaise)],
    [t("kfs.totalRepayment"), formatPaise(facts.totalRepaymentPaise)],
    [t("kfs.totalCost"), formatPaise(facts.totalCostPaise)],
    [t("kfs.coolingOff"), t("kfs.coolingOffDays", { count: loaderData.coolingOffDays })],
    [t("kfs.grievance"), grievance.name ? `${grievance.name} (${grievance.email ?? ""})` : "—"],
  ];
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("kfs.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("kfs.intro", { lender: lender.displayName })}</p>

      <QueryForm
        className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3 sm:items-end"
        fields={[
          { name: "amount", label: t("kfs.chooseAmount", { max: formatRupees(limits.amountUpto) }), defaultValue: facts.amount },
          { name: "months", label: t("kfs.chooseMonths", { min: limits.tenure.min, max: limits.tenure.max }), defaultValue: facts.months },
        ]}
        submitLabel={t("kfs.update")}
      />

      <table className="mt-4 w-full overflow-hidden rounded-lg bg-white text-sm shadow-sm" data-testid="kfs-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="w-1/2 p-3 text-left font-medium text-slate-600">
                {label}
              </th>
              <td className="p-3 font-semibold">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Form method="post" className="mt-4 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
        <FormErrors result={actionData?.result} />
        <CheckboxField name="acknowledge" label={t("kfs.acknowledge")} result={actionData?.result} />
        <SubmitButton>{t("kfs.continue")}</SubmitButton>
      </Form>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
