import { data, Form, Link, redirect } from "react-router";
import { DealFacts, DealHeading } from "~/components/deals/deal-parts";
import { SubmitButton } from "~/components/forms";
import { CopyButton } from "~/components/ui/copy-button";
import { brandHomePath } from "~/domain/partner/brand";
import { databaseId } from "~/domain/platform/database-id";
import { formatDay } from "~/domain/back-office/date-range";
import { dealPath, DEALS_PATH } from "~/domain/consumer/deals";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithToast } from "~/responses/redirects.server";
import { brandQuery, resolveRequestBrand } from "~/server/partner/brand.server";
import { currentConsumer } from "~/server/consumer/consumers.server";
import { claimDealCode, dealForVisitor } from "~/server/consumer/deals.server";
import { pendingClaimOf, rememberPendingClaim } from "~/server/consumer/pending-claim.server";
import { rememberSignInReturn } from "~/server/consumer/sign-in-return.server";
import { toastCookie } from "~/server/platform/http/toast.server";
import type { Route } from "./+types/deal";
import { Main } from "~/components/main";

/**
 * /deals/{id} (docs/decisions/059): a running deal, and the visitor's own
 * code once they claimed it (shown on every later visit, even after the deal
 * ends). Not running and not theirs: not found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = databaseId(params.dealId);
  const [{ consumer }, query] = await Promise.all([currentConsumer(request), brandQuery(request)]);
  // Back from the sign-in its Claim asked for: the claim is made now, and the page shows the code (or why not).
  const pending = id !== null && consumer ? pendingClaimOf(request, id) : null;
  if (pending) throw await claimAndShow(request, id!, consumer!.id, { "Set-Cookie": pending.setCookie });
  const view = id === null ? null : await dealForVisitor(id, consumer?.id ?? null);
  if (!view) throw data(null, { status: 404 });
  const language = getLanguage(context);
  const { deal } = view;
  return {
    deal: { ...deal, from: formatDay(deal.startsOn, language), to: formatDay(deal.endsOn, language) },
    code: view.code,
    claimable: view.claimable,
    soldOut: view.soldOut,
    signedIn: consumer !== null,
    brandQuery: query,
  };
}

/**
 * Claim: a signed-in consumer's code (the same one again on a second claim),
 * then back to the page that shows it; none left, or the deal no longer
 * running, is said on the page. A visitor not signed in goes to the brand's
 * login and comes back here after the code.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const id = databaseId(params.dealId);
  if (id === null) throw data(null, { status: 404 });
  const here = dealPath(id);
  const { consumer } = await currentConsumer(request);
  if (!consumer) {
    const { brand, mode } = await resolveRequestBrand(request);
    const headers = new Headers({ "Set-Cookie": rememberSignInReturn(here) });
    headers.append("Set-Cookie", rememberPendingClaim(id));
    headers.append("Set-Cookie", toastCookie(request, { type: "info", message: "deals.signInFirst" }));
    throw redirect(brandHomePath(brand, mode), { headers });
  }
  const outcome = await claimDealCode(id, consumer.id);
  if (outcome.kind === "claimed" || outcome.kind === "already") return redirectWithToast(`${here}#your-code`, { type: "success", message: "deals.claimed" }, {}, request);
  return data({ refused: refusalOf(outcome.kind) }, { status: 409 });
}

const refusalOf = (kind: "none-left" | "not-live") => (kind === "none-left" ? ("deals.noneLeft" as const) : ("deals.notRunning" as const));

/** The claim a Claim tapped before signing in asked for, made on the way back: the deal's page at the code, or saying why not. */
async function claimAndShow(request: Request, id: number, consumerId: number, headers: HeadersInit) {
  const outcome = await claimDealCode(id, consumerId);
  if (outcome.kind === "claimed" || outcome.kind === "already") return redirectWithToast(`${dealPath(id)}#your-code`, { type: "success", message: "deals.claimed" }, { headers }, request);
  return redirectWithToast(dealPath(id), { type: "error", message: refusalOf(outcome.kind) }, { headers }, request);
}

export function meta({ matches, data: d }: Route.MetaArgs) {
  return [{ title: d?.deal ? `${d.deal.title} · ${pageTitle(matches, "titles.deals")}` : pageTitle(matches, "titles.deals") }];
}

export default function DealPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const refused = actionData?.refused ?? (d.soldOut && !d.code ? "deals.noneLeft" : null);
  return (
    <Main className="mx-auto max-w-2xl px-4 py-8">
      <Link to={`${DEALS_PATH}${d.brandQuery}`} className="text-sm text-brand underline">
        {t("deals.back")}
      </Link>
      <DealHeading deal={d.deal}>
        <DealFacts deal={d.deal} />
      </DealHeading>
      <p className="mt-4 whitespace-pre-line">{d.deal.description}</p>
      {d.code ? (
        <section id="your-code" aria-labelledby="your-code-heading" className="mt-6 rounded-lg border-2 border-green-700 bg-green-50 p-4">
          <h2 id="your-code-heading" className="font-semibold">
            {t("deals.yourCode")}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {/* Selectable at one tap (select-all), so without JavaScript the code is copied by hand. */}
            <p className="select-all font-mono text-2xl font-bold tracking-wider" data-testid="voucher-code">
              {d.code}
            </p>
            <CopyButton value={d.code} label={t("deals.copy")} doneLabel={t("deals.copied")} testId="copy-voucher" />
          </div>
          <p className="mt-2 text-sm text-slate-700">{t("deals.codeHint", { merchant: d.deal.merchant })}</p>
        </section>
      ) : refused ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-semibold text-red-900" data-testid="claim-refused">
          {t(refused)}
        </p>
      ) : d.claimable ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="claim" />
          <SubmitButton>{t("deals.claim")}</SubmitButton>
          {d.signedIn ? null : <p className="mt-2 text-sm text-slate-600">{t("deals.signInHint")}</p>}
        </Form>
      ) : null}
    </Main>
  );
}

/** An error (a deal not found) shows inside the site's shell. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
