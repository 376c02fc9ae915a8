import { data, href, Link, redirect } from "react-router";
import { lenderSubmitRedirect } from "~/domain/consumer/consumer-routing";
import { formatBps, formatPaise, formatRupees } from "~/domain/platform/money";
import { reasonVars } from "~/domain/lending/no-match-reasons";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getConfig } from "~/server/platform/db/config.server";
import { consumerAreaGuard, loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { handoffOf } from "~/server/lending/lender-handoff.server";
import { getLenderByName } from "~/server/catalogue/lenders.server";
import { offersFor } from "~/server/lending/offers.server";
import type { Route } from "./+types/lender-submit";
import { Main } from "~/components/main";

// Outside the site's shell (SPEC.md 2.1: no header or footer), so it carries the user area's guard itself.
export const middleware: Route.MiddlewareFunction[] = [consumerAreaGuard];

/**
 * /user/lender-submit, in a lender-type deployment (LENDER_DEPLOYMENT): the
 * one lender's offer to this consumer, or why it has none, and the way to
 * apply (its Key Fact Statement, then consent). An incomplete profile is sent
 * to user-detail; outside such a deployment the consumer goes where they would have.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = requireJourney(context);
  const away = lenderSubmitRedirect(ctx.state);
  if (away) throw redirect(away);
  const lender = await getLenderByName(getConfig().LENDER_DEPLOYMENT ?? "");
  if (!lender) throw data(null, { status: 404 });
  const [found, handoff] = await Promise.all([offersFor(ctx.consumer, loanProductOf(ctx)), handoffOf(ctx.consumer.id, lender.name)]);
  const offer = found?.match.offers.find((o) => o.lender.name === lender.name);
  const refused = found?.match.notMatched.find((n) => n.lender.name === lender.name);
  return {
    lender: { name: lender.name, displayName: lender.displayName, logoUrl: lender.logoUrl },
    offer: offer
      ? { amountUpto: offer.amountUpto, aprBps: offer.facts.aprBps, tenure: offer.tenureMonths, amount: offer.facts.amount, months: offer.facts.months, emiPaise: offer.facts.emiPaise }
      : null,
    reasons: refused ? refused.reasons.map((reason) => ({ reason, vars: reasonVars(reason, refused.lender) })) : [],
    applied: handoff ? { status: handoff.status } : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.lenderSubmit") }];
}

export default function LenderSubmit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lender, offer, reasons, applied } = loaderData;
  const name = encodeURIComponent(lender.name);
  return (
    <Main className="mx-auto max-w-xl px-4 py-8">
      {lender.logoUrl ? <img src={lender.logoUrl} alt="" className="mb-4 h-10" /> : null}
      <h1 className="text-2xl font-bold">{t("lenderSubmit.heading", { lender: lender.displayName })}</h1>
      {applied ? (
        <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
          <p>
            {t("lenderSubmit.applied", { lender: lender.displayName })} <strong data-testid="application-status">{t(`status.values.${applied.status}` as string)}</strong>
          </p>
          <Link to={href("/user/lenders-transaction/:lender", { lender: name })} className="mt-3 inline-block font-medium text-brand underline">
            {t("status.viewStatus")}
          </Link>
        </div>
      ) : offer ? (
        <div className="mt-4 rounded-lg bg-white p-5 shadow-sm" data-testid="lender-offer">
          <p>{t("lenderSubmit.intro", { lender: lender.displayName })}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-500">{t("lenderSubmit.amountUpto")}</dt>
            <dd className="font-semibold">{formatRupees(offer.amountUpto)}</dd>
            <dt className="text-slate-500">{t("lenderSubmit.aprFrom")}</dt>
            <dd>{formatBps(offer.aprBps)}%</dd>
            <dt className="text-slate-500">{t("lenderSubmit.tenure")}</dt>
            <dd>{t("lenderSubmit.months", { min: offer.tenure.min, max: offer.tenure.max })}</dd>
            <dt className="text-slate-500">{t("lenderSubmit.example", { amount: formatRupees(offer.amount), months: offer.months })}</dt>
            <dd>{formatPaise(offer.emiPaise)}</dd>
          </dl>
          <Link to={href("/user/apply/:lender", { lender: name })} className="mt-4 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white">
            {t("lenderSubmit.apply", { lender: lender.displayName })}
          </Link>
        </div>
      ) : (
        <div className="mt-4 rounded-lg bg-white p-5 shadow-sm" data-testid="lender-no-offer">
          <p>{t("lenderSubmit.noOffer", { lender: lender.displayName })}</p>
          {reasons.length ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {reasons.map((r) => (
                <li key={r.reason}>{t(`offers.reasons.${r.reason}` as string, { ...r.vars, count: 1 })}</li>
              ))}
            </ul>
          ) : null}
          <Link to={`${href("/user/user-detail")}?edit=1`} className="mt-3 inline-block font-medium text-brand underline">
            {t("lenderSubmit.editProfile")}
          </Link>
        </div>
      )}
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
