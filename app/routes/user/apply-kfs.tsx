import { data, Form, redirect, type RouterContextProvider } from "react-router";
import { CheckboxField, FormErrors, SubmitButton, type FormResult } from "~/components/forms";
import { QueryForm } from "~/components/query-form";
import { keyFacts } from "~/domain/kfs";
import { formatRupees, formatRupeesPaise } from "~/domain/money";
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

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The amount and tenure the consumer picked on the statement, kept within what the lender offers. */
function terms(url: URL, offer: Awaited<ReturnType<typeof requireOffer>>["offer"]) {
  const amount = Number(url.searchParams.get("amount") ?? offer.example.amount);
  const months = Number(url.searchParams.get("months") ?? offer.example.months);
  const min = offer.lender.minLoanAmount ?? 1000;
  return {
    amount: Math.round(clamp(Number.isFinite(amount) ? amount : offer.example.amount, Math.min(min, offer.amountUpto), offer.amountUpto)),
    months: Math.round(clamp(Number.isFinite(months) ? months : offer.example.months, offer.tenureMonths.min, offer.tenureMonths.max)),
  };
}

async function load(request: Request, context: Readonly<RouterContextProvider>, lenderName: string) {
  const ctx = requireJourney(context);
  const product = ctx.product;
  if (!ctx.state.profileComplete) throw redirect(detailPathFor(product));
  const { offer } = await requireOffer(request, ctx, lenderName);
  const lender = (await getLenderByName(lenderName))!;
  const picked = terms(new URL(request.url), offer);
  const facts = keyFacts({ ...picked, interestRate: offer.lender.aprMin ?? 0, processingFees: offer.lender.processingFees });
  return { ctx, offer, lender, facts, product };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { offer, lender, facts, product } = await load(request, context, params.lender);
  return {
    lender: { name: lender.name, displayName: lender.displayName, processingFees: lender.processingFees, interestRate: lender.interestRate },
    limits: { amountUpto: offer.amountUpto, minAmount: Math.min(lender.minLoanAmount ?? 1000, offer.amountUpto), tenure: offer.tenureMonths },
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
    [t("kfs.interestRate"), t("kfs.perYear", { rate: facts.interestRate })],
    [t("kfs.apr"), t("kfs.perYear", { rate: facts.apr })],
    [t("kfs.processingFee"), `${formatRupeesPaise(facts.processingFee)} (${lender.processingFees ?? "—"})`],
    [t("kfs.gst"), formatRupeesPaise(facts.gstOnFee)],
    [t("kfs.otherFees"), t("kfs.otherFeesNone")],
    [t("kfs.netDisbursed"), formatRupeesPaise(facts.netDisbursed)],
    [t("kfs.monthly"), formatRupeesPaise(facts.monthly)],
    [t("kfs.totalInterest"), formatRupeesPaise(facts.totalInterest)],
    [t("kfs.totalRepayment"), formatRupeesPaise(facts.totalRepayment)],
    [t("kfs.totalCost"), formatRupeesPaise(facts.totalCost)],
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
