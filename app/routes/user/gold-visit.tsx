import { dateLocale } from "~/domain/platform/date-text";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect } from "react-router";
import { FormErrors, SelectField, SubmitButton, type FormResult } from "~/components/forms";
import { VISIT_WINDOWS, visitDates } from "~/domain/lending/gold-visits";
import { formatRupees } from "~/domain/platform/money";
import { goldLoan } from "~/domain/products/gold-loan";
import { goldVisitSchema } from "~/forms/consumer/gold-visit";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { bookGoldVisit, goldApplicationWith } from "~/server/lending/gold-loans.server";
import type { Route } from "./+types/gold-visit";
import { Main } from "~/components/main";

/** The gold group's pages serve gold loans only (SPEC.md 2.1); the application is the consumer's own with this lender. */
async function load(context: Route.LoaderArgs["context"], lender: string) {
  const ctx = requireJourney(context, { products: [goldLoan.code] });
  const app = await goldApplicationWith(ctx.consumer.id, lender);
  if (!app) throw redirect(href("/user/offers"));
  return { ctx, app };
}

/** A gold lender's own page: its next step, a branch visit or its officer's home visit, on a day and time the consumer picks. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, app } = await load(context, params.lender);
  const locale = dateLocale(getLanguage(context));
  const day = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return {
    lender: {
      name: app.lenderName,
      displayName: app.lenderDisplayName,
      journey: app.journey,
    },
    kind: app.visitKind,
    // Gone to the lender with its visit: the page says so and links its booking, with no form.
    sent: !app.canChange,
    amount: app.amount,
    // The gold is seen where the consumer lives (their pincode, asked once); one saved before that was asked on its own.
    pincode: ctx.consumer.goldPincode ?? ctx.consumer.postalCode,
    dates: visitDates(todayInIndia()).map((iso) => ({
      value: iso,
      label: day.format(new Date(`${iso}T00:00:00Z`)),
    })),
    saved: app.visit ? { visitDate: app.visit.visitDate, timeWindow: app.visit.timeWindow } : { visitDate: null, timeWindow: null },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { app } = await load(context, params.lender);
  if (!app.canChange) return redirect(href("/user/gold-loan/:lender/confirmation", { lender: app.lenderName }));
  const submission = parseWithZod(await request.formData(), {
    schema: goldVisitSchema(visitDates(todayInIndia())),
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await bookGoldVisit(app, submission.value.visitDate, submission.value.timeWindow);
  return redirect(href("/user/gold-loan/:lender/confirmation", { lender: app.lenderName }));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.goldVisit") }];
}

export default function GoldVisit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { lender, kind, sent, amount, pincode, dates, saved } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t(`gold.heading.${kind}`, { lender: lender.displayName })}</h1>
      <p className="mt-1 text-slate-600">
        {t(`gold.intro.${kind}`, {
          amount: formatRupees(amount ?? 0),
          pincode: pincode ?? "",
        })}
      </p>
      {lender.journey ? <p className="mt-2 text-sm text-slate-600">{lender.journey}</p> : null}
      {sent ? (
        <p className="mt-4 rounded-lg bg-white p-5 shadow-sm">
          {t("gold.sent", { lender: lender.displayName })}{" "}
          <Link to={href("/user/gold-loan/:lender/confirmation", { lender: lender.name })} className="font-semibold text-brand underline">
            {t("gold.seeBooking")}
          </Link>
        </p>
      ) : (
        <Form method="post" className="mt-4 grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2" noValidate>
          <div className="sm:col-span-2">
            <FormErrors result={result} />
          </div>
          <SelectField name="visitDate" label={t("gold.visitDate")} result={result} saved={saved.visitDate} options={dates} placeholder={t("profile.choose")} required />
          <SelectField
            name="timeWindow"
            label={t("gold.timeWindow")}
            result={result}
            saved={saved.timeWindow}
            options={VISIT_WINDOWS.map((w) => ({
              value: w,
              label: t(`gold.windows.${w}`),
            }))}
            placeholder={t("profile.choose")}
            required
          />
          <div className="sm:col-span-2">
            <SubmitButton>{t(`gold.book.${kind}`)}</SubmitButton>
          </div>
        </Form>
      )}
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
