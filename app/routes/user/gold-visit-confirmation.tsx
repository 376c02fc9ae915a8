import { dateLocale } from "~/domain/platform/date-text";
import { href, Link, redirect } from "react-router";
import { formatRupees } from "~/domain/platform/money";
import { goldLoan } from "~/domain/products/gold-loan";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { goldApplicationWith } from "~/server/lending/gold-loans.server";
import type { Route } from "./+types/gold-visit-confirmation";
import { Main } from "~/components/main";

/** The confirmation of a gold lender's visit: what was booked; without a booking, back to the lender's page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = requireJourney(context, { products: [goldLoan.code] });
  const app = await goldApplicationWith(ctx.consumer.id, params.lender);
  if (!app) throw redirect(href("/user/offers"));
  if (!app.visit) throw redirect(href("/user/gold-loan/:lender", { lender: app.lenderName }));
  const locale = dateLocale(getLanguage(context));
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return {
    lender: { name: app.lenderName, displayName: app.lenderDisplayName },
    kind: app.visitKind,
    canChange: app.canChange,
    amount: app.amount,
    // The gold is seen where the consumer lives (their pincode, asked once); one saved before that was asked on its own.
    pincode: ctx.consumer.goldPincode ?? ctx.consumer.postalCode,
    visit: { day: day.format(new Date(`${app.visit.visitDate}T00:00:00Z`)), timeWindow: app.visit.timeWindow as "morning" | "afternoon" | "evening" },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.goldConfirmation") }];
}

export default function GoldVisitConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lender, kind, canChange, amount, pincode, visit } = loaderData;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("gold.confirmedHeading")}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm" data-testid="gold-visit">
        <p>{t(`gold.confirmed.${kind}`, { lender: lender.displayName, day: visit.day, window: t(`gold.windows.${visit.timeWindow}`), pincode: pincode ?? "" })}</p>
        <p className="mt-2 text-sm text-slate-600">{t("gold.bring", { amount: formatRupees(amount ?? 0) })}</p>
        <div className="mt-4 flex flex-wrap gap-4">
          {canChange ? (
            <Link to={href("/user/gold-loan/:lender", { lender: lender.name })} className="font-semibold text-brand underline">
              {t("gold.change")}
            </Link>
          ) : (
            <p className="text-sm text-slate-600">{t("gold.sent", { lender: lender.displayName })}</p>
          )}
          <Link to={href("/user/lenders-transaction/:lender", { lender: lender.name })} className="font-semibold text-brand underline">
            {t("gold.status")}
          </Link>
        </div>
      </div>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
