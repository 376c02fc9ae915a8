import { data, href, Link } from "react-router";
import { OtherOffers } from "~/components/consumer/other-offers";
import { offersPathFor } from "~/domain/products";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { handoffOf, otherOffersFor } from "~/server/lending/lender-handoff.server";
import type { Route } from "./+types/lender-declined";
import { Main } from "~/components/main";

/**
 * The declined variant of a lender's page (SPEC.md 2.1): the lender said no in
 * its first answer. Why, in the lender's words, and the consumer's other
 * matched offers, so the journey does not end here.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = requireJourney(context, { allowUnverified: true });
  const handoff = await handoffOf(ctx.consumer.id, params.lender);
  if (handoff?.status !== "rejected") throw data(null, { status: 404 });
  return {
    lender: { name: handoff.lender.name, displayName: handoff.lender.displayName },
    reason: handoff.decisionReason,
    others: await otherOffersFor(ctx.consumer, loanProductOf(ctx), handoff.lender.name),
    offersPath: offersPathFor(ctx.product),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.declined") }];
}

export default function LenderDeclined({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lender, reason, others, offersPath } = loaderData;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("declined.heading", { lender: lender.displayName })}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        <p>{t("declined.intro", { lender: lender.displayName })}</p>
        <p className="mt-2 font-medium" data-testid="decline-reason">
          {reason ? t("status.reason", { lender: lender.displayName, reason }) : t("declined.noReason", { lender: lender.displayName })}
        </p>
        {others.length ? <p className="mt-2 text-sm text-slate-600">{t("declined.otherLenders")}</p> : null}
      </div>
      <OtherOffers offers={others} offersPath={offersPath} />
      <Link to={`${href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(lender.name) })}?history`} className="mt-6 inline-block text-brand underline">
        {t("status.viewStatus")}
      </Link>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
