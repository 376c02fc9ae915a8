import { data, Form, href, redirect, type RouterContextProvider } from "react-router";
import { CheckboxField, FormErrors, SubmitButton, type FormResult } from "~/components/forms";
import { KeepLink, KeyFactStatement } from "~/components/kfs/statement";
import { QueryForm } from "~/components/query-form";
import { fromIso, toDmy } from "~/domain/platform/dates";
import { offerAt } from "~/domain/lending/eligibility";
import { normaliseProposalNumber, snapshotOf } from "~/domain/lending/kfs-proposal";
import { formatRupees } from "~/domain/platform/money";
import { pricingOf } from "~/domain/lending/pricing";
import { detailPathFor } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { acknowledgeProposal, issueProposal, proposalOf } from "~/server/lending/kfs/proposals.server";
import { statementViewOf } from "~/server/lending/kfs/statement.server";
import { getLenderByName } from "~/server/catalogue/lenders.server";
import { emailStepBeforeApplying } from "~/server/consumer/email-change.server";
import { otpRefusedMessage } from "~/forms/consumer/login";
import { redirectWithToast } from "~/responses/redirects.server";
import { requireOffer } from "./apply-offer.server";
import type { Route } from "./+types/apply-kfs";

/**
 * The Key Fact Statement of an offer, at the amount and tenure the consumer
 * picks (a GET form): showing it issues a proposal (docs/decisions/091), or
 * finds the one already issued for these terms, and the page draws that
 * proposal as kept, so what is acknowledged is exactly what was read.
 */
async function load(request: Request, context: Readonly<RouterContextProvider>, lenderName: string) {
  const ctx = requireJourney(context);
  if (!ctx.state.profileComplete) throw redirect(detailPathFor(ctx.product));
  const { offer, profile } = await requireOffer(request, ctx, lenderName);
  const lender = (await getLenderByName(lenderName))!;
  const url = new URL(request.url);
  const wanted = (name: string) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined);
  const today = todayInIndia();
  // The amount and tenure the consumer picked, kept within what the lender offers and what they can afford, priced as the card was.
  const facts = offerAt(offer, profile, { amount: wanted("amount"), months: wanted("months") }, today);
  const issue = () => issueProposal({ userId: ctx.consumer.id, lenderId: lender.id, prospectApplicationId: ctx.prospect.id, snapshot: snapshotOf(lender, pricingOf(offer.lender), facts), on: today });
  return { ctx, offer, lender, today, issue };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { offer, lender, issue } = await load(request, context, params.lender);
  const proposal = await issue();
  return {
    view: statementViewOf(proposal, lender.productType, getLanguage(context)),
    limits: { amountUpto: offer.amountUpto, tenure: offer.tenureMonths },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, lender, today, issue } = await load(request, context, params.lender);
  const form = await request.formData();
  const number = normaliseProposalNumber(String(form.get("proposal") ?? ""));
  // The page posts the number it showed; a post without one acknowledges the statement these terms show now.
  const proposal = number ? await proposalOf(ctx.consumer.id, number) : await issue();
  if (!proposal || proposal.lenderId !== lender.id) throw data(null, { status: 404 });
  if (form.get("acknowledge") !== "on") {
    return data({ result: { status: "error", initialValue: {}, error: { acknowledge: ["kfs.acknowledgeRequired"] } } satisfies FormResult, expired: null }, { status: 400 });
  }
  const outcome = await acknowledgeProposal(proposal, lender.name, today, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
  if (outcome === "expired") {
    // Answered with the page again (not an error status, so the statement is loaded afresh): a new proposal, and why.
    const until = fromIso(proposal.validUntil);
    return { result: undefined, expired: { number: proposal.number, date: until ? toDmy(until) : proposal.validUntil } };
  }
  const consent = href("/user/apply/:lender/consent", { lender: lender.name });
  // A new email is confirmed now, when the lender is to be sent it, and not before the offers (docs/decisions/103).
  const emailStep = await emailStepBeforeApplying(ctx.session, ctx.consumer, consent, clientIp(request), getLanguage(context));
  if (emailStep?.refused) return redirectWithToast(emailStep.to, { type: "error", message: otpRefusedMessage(emailStep.refused) }, {}, request);
  return redirect(emailStep?.to ?? consent);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.kfs") }];
}

export default function KeyFactStatementPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { view, limits } = loaderData;
  const facts = view.snapshot.facts;
  return (
    <KeyFactStatement
      view={view}
      chooser={
        <>
          {actionData?.expired ? (
            <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="kfs-expired">
              {t("kfs.expired", actionData.expired)}
            </p>
          ) : null}
          <QueryForm
            className="mt-4 grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow-sm min-[360px]:grid-cols-2 sm:grid-cols-3 sm:items-end print:hidden [&>*]:min-w-0"
            fields={[
              { name: "amount", label: t("kfs.chooseAmount", { max: formatRupees(limits.amountUpto) }), defaultValue: facts.amount },
              { name: "months", label: t("kfs.chooseMonths", { min: limits.tenure.min, max: limits.tenure.max }), defaultValue: facts.months },
            ]}
            submitLabel={t("kfs.update")}
          />
        </>
      }
    >
      <KeepLink number={view.number} />
      <Form method="post" className="mt-4 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm print:hidden" noValidate>
        <input type="hidden" name="proposal" value={view.number} />
        <FormErrors result={actionData?.result} />
        <CheckboxField name="acknowledge" label={t("kfs.acknowledge")} result={actionData?.result} />
        <SubmitButton>{t("kfs.continue")}</SubmitButton>
      </Form>
    </KeyFactStatement>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
