import { data, Form, href, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { CheckboxField, FormErrors, SubmitButton, type FormResult } from "~/components/forms";
import { applicationConsents, type ConsentPurpose } from "~/domain/consumer/consents";
import { isInArea } from "~/domain/consumer/session-areas";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { useT } from "~/i18n/use-t";
import { createCreditApplication } from "~/server/lending/applications.server";
import { acknowledgedProposal } from "~/server/lending/kfs/proposals.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { loanProfileOf } from "~/domain/products";
import { chooseAppId } from "~/server/consumer/identity.server";
import { redirectWithJourney } from "~/responses/redirects.server";
import { withJourneyCookies } from "~/server/consumer/journey.server";
import { requireOffer } from "./apply-offer.server";
import type { Route } from "./+types/apply-consent";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

async function load(request: Request, context: Readonly<RouterContextProvider>, lenderName: string) {
  const ctx = requireJourney(context);
  const { offer } = await requireOffer(request, ctx, lenderName);
  // The Key Fact Statement comes first: without an acknowledged one that still holds there is nothing to consent to.
  const proposal = await acknowledgedProposal(ctx.consumer.id, offer.lender.id, todayInIndia());
  if (!proposal) throw redirect(href("/user/apply/:lender", { lender: lenderName }));
  return { ctx, offer, proposal };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { offer } = await load(request, context, params.lender);
  return {
    lender: { name: offer.lender.name, displayName: offer.lender.displayName },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, offer, proposal } = await load(request, context, params.lender);
  const form = await request.formData();
  const choices = applicationConsents.map((c) => ({ purpose: c.purpose as ConsentPurpose, granted: form.get(c.purpose) === "on", required: c.required }));
  const missing = choices.filter((c) => c.required && !c.granted);
  if (missing.length) {
    const result: FormResult = {
      status: "error",
      initialValue: Object.fromEntries(choices.filter((c) => c.granted).map((c) => [c.purpose, "on"])),
      error: Object.fromEntries(missing.map((c) => [c.purpose, ["consent.required"]])),
    };
    return data({ result }, { status: 400 });
  }
  const { next } = await createCreditApplication({
    userId: ctx.consumer.id,
    prospectApplicationId: ctx.prospect.id,
    lenderId: offer.lender.id,
    // The statement as acknowledged: its figures are the application's, never priced again.
    proposal,
    choices: choices.map(({ purpose, granted }) => ({ purpose, granted })),
    meta: { ip: clientIp(request), userAgent: request.headers.get("user-agent") },
    waitFor: loanProfileOf(loanProductOf(ctx)).beforeHandoff,
  });
  await chooseAppId(ctx.session, ctx.prospect.uuid);
  // A lender's own journey is another site (or the sandbox lender beside this app): the browser loads it as a new document.
  if (!isInArea("user", next)) return redirectDocument(next, { headers: withJourneyCookies({ appId: ctx.prospect.uuid }) });
  return redirectWithJourney(next, { appId: ctx.prospect.uuid });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.consent") }];
}

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("consent.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("consent.intro", { lender: loaderData.lender.displayName })}</p>
      <Form method="post" className="mt-4 flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <FormErrors result={result} />
        {applicationConsents.map((c) => (
          <CheckboxField
            key={c.purpose}
            name={c.purpose}
            result={result}
            label={
              <>
                {t(`consent.purposes.${c.purpose}`)} <span className="text-xs text-slate-500">{c.required ? t("consent.requiredMark") : t("consent.optionalMark")}</span>
              </>
            }
          />
        ))}
        <p className="text-xs text-slate-500">
          {t("consent.withdrawNote")}{" "}
          <a href="/lender-terms-conditions" className="text-brand underline">
            {t("consent.readTerms")}
          </a>
        </p>
        <SubmitButton>{t("consent.submit")}</SubmitButton>
      </Form>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
