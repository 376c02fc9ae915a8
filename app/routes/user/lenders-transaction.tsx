import { useEffect, useRef, useState } from "react";
import { data, Form, href, Link, redirect } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLiveStatus } from "~/components/live-status";
import { ErasureRequest } from "~/components/erasure-request";
import { OtherOffers } from "~/components/consumer/other-offers";
import { Section, TableSection } from "~/components/ui/section";
import { applicationConsents, type ConsentPurpose } from "~/domain/consumer/consents";
import { formatDateTime } from "~/domain/platform/dates";
import { formatDay } from "~/domain/back-office/date-range";
import { isFinalStatus } from "~/domain/lending/live-status";
import { formatPaise, formatRupees } from "~/domain/platform/money";
import { ERASURE_REQUEST_INTENT } from "~/domain/back-office/erasure";
import { statusNotice } from "~/domain/lending/status-notice";
import { useT } from "~/i18n/use-t";
import { consentsOfApplication, latestApplicationWith, withdrawConsent } from "~/server/lending/applications.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { erasureRequestedAt, requestErasure } from "~/server/back-office/erasure-subject.server";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithToast } from "~/responses/redirects.server";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { otherOffersFor } from "~/server/lending/lender-handoff.server";
import { liveStatusOf } from "~/server/lending/loans/live-status.server";
import { disbursedLoanOf } from "~/server/lending/loans/loan-outcome.server";
import { isLoanProduct, loanProfileOf, offersPathFor } from "~/domain/products";
import { TransferOffer } from "~/components/consumer/transfer-offer";
import type { Route } from "./+types/lenders-transaction";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

/** Where the details an application waits for are given: its product's own page (gold: the visit), the merchant form, or the lender's page. */
function detailsPathOf(product: string, app: { lenderName: string; uuid: string; hasMerchantForm: boolean }): string {
  const name = encodeURIComponent(app.lenderName);
  const own = isLoanProduct(product) ? loanProfileOf(product).beforeHandoff : undefined;
  if (own) return own.replace(":lender", name);
  return app.hasMerchantForm ? href("/user/lender-intake/:lender/:creditappUuid", { lender: name, creditappUuid: app.uuid }) : href("/user/:lender", { lender: name });
}

/** The lender application status page: where the application stands, and every status it has had. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Open before the identity check: welcome-back lists these to resume from, and they hold no PAN, birth date or address.
  const ctx = requireJourney(context, { allowUnverified: true });
  const app = await latestApplicationWith(ctx.consumer.id, params.lender);
  if (!app) throw data(null, { status: 404 });
  // A lender that said no in its first answer has its own page: why, and the other offers (SPEC.md 2.1).
  if (app.declinedAtOnce && !new URL(request.url).searchParams.has("history")) throw redirect(href("/user/:lender/declined", { lender: encodeURIComponent(app.lenderName) }));
  const language = getLanguage(context);
  const [consents, others, erasureAskedAt, live, loan] = await Promise.all([
    consentsOfApplication(ctx.consumer.id, app.id),
    app.status === "rejected" ? otherOffersFor(ctx.consumer, loanProductOf(ctx), app.lenderName) : Promise.resolve([]),
    erasureRequestedAt(ctx.consumer.id),
    liveStatusOf(ctx.consumer.id, params.lender),
    app.status === "disbursed" ? disbursedLoanOf(app.id) : Promise.resolve(null),
  ]);
  const day = (iso: string | null) => (iso ? formatDay(iso, language) : null);
  return {
    erasureAskedAt: erasureAskedAt ? formatDateTime(erasureAskedAt, language) : null,
    others,
    consents: consents.filter((c) => applicationConsents.some((a) => a.purpose === c.purpose)).map((c) => ({ purpose: c.purpose, granted: c.granted })),
    app: {
      ...app,
      createdAt: app.createdAt.toISOString(),
      history: app.history.map((h) => ({ ...h, createdAt: formatDateTime(h.createdAt, language) })),
      detailsPath: detailsPathOf(ctx.product, app),
    },
    offersPath: offersPathFor(ctx.product),
    // kfs for the tenure's months, consent for the purposes' names.
    // What the page's watch compares (docs/decisions/088): with JavaScript it asks every few seconds until a final status.
    live: { stamp: live?.stamp ?? "", final: isFinalStatus(app.status) },
    loan: loan
      ? {
          credited: loan.amountPaise === null ? null : formatPaise(loan.amountPaise),
          creditedOn: day(loan.disbursedOn),
          firstEmi: loan.firstEmiPaise === null ? null : formatPaise(loan.firstEmiPaise),
          firstEmiOn: day(loan.firstEmiOn),
          contactPhone: loan.contactPhone,
          contactEmail: loan.contactEmail,
        }
      : null,
  };
}

/** Withdrawing a consent, or asking for one's personal data to be erased, from the same page that shows them. */
export async function action({ request, context, params }: Route.ActionArgs) {
  // Withdrawing a consent must stay as easy as giving it (DPDP), so it does not wait for the identity check.
  const ctx = requireJourney(context, { allowUnverified: true });
  const app = await latestApplicationWith(ctx.consumer.id, params.lender);
  if (!app) throw data(null, { status: 404 });
  const formData = await request.formData();
  if (formData.get("intent") === ERASURE_REQUEST_INTENT) {
    await requestErasure(ctx.consumer.id);
    return redirectWithToast(`${href("/user/lenders-transaction/:lender", { lender: params.lender })}#personal-data`, { type: "success", message: "status.erasureRequested" }, {}, request);
  }
  const purpose = String(formData.get("purpose") ?? "");
  const known = applicationConsents.find((c) => c.purpose === purpose);
  if (!known) return redirectWithToast(href("/user/lenders-transaction/:lender", { lender: params.lender }), { type: "error", message: "validation.required" }, {}, request);
  await withdrawConsent(ctx.consumer.id, app.id, known.purpose as ConsentPurpose, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
  return redirectWithToast(href("/user/lenders-transaction/:lender", { lender: params.lender }), { type: "success", message: "status.consentWithdrawn" }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.status") }];
}

/** What the consumer can do now, by where the hand-off stands (app/domain/lending/status-notice: the CSR portal reads the same rule). */
function NextStep({ app }: { app: Route.ComponentProps["loaderData"]["app"] }) {
  const t = useT();
  const lender = app.lenderDisplayName;
  const name = encodeURIComponent(app.lenderName);
  const box = "mt-3 rounded-md border border-brand/30 bg-brand/5 p-3 text-sm";
  switch (statusNotice(app)) {
    case "none":
      return null;
    case "reason":
      return (
        <p className="mt-3 text-sm font-medium" data-testid="decline-reason">
          {t("status.reason", { lender, reason: app.decisionReason ?? "" })}
        </p>
      );
    case "disbursed":
      return <p className={box}>{t("status.disbursed", { lender })}</p>;
    case "approvedNext":
      return (
        <p className={box} data-testid="approved-next">
          {t("status.approvedNext", { lender })}
        </p>
      );
    case "sending":
      return <p className={box}>{t("status.sending", { lender })}</p>;
    case "sendFailed":
      return (
        <p className={box} role="status">
          {t("status.sendFailed", { lender })}
        </p>
      );
    case "waitingForDetails":
      return (
        <p className={box}>
          {t("status.waitingForDetails", { lender })}{" "}
          <Link to={app.detailsPath} className="font-medium text-brand underline">
            {t("status.giveDetails", { lender })}
          </Link>
        </p>
      );
    case "otpNeeded":
      return (
        <p className={box}>
          {t("status.otpNeeded", { lender })}{" "}
          <Link to={href("/user/:lender/otp", { lender: name })} className="font-medium text-brand underline">
            {t("status.enterOtp", { lender })}
          </Link>
        </p>
      );
    case "nextStep":
      return (
        <p className={box}>
          {t("status.nextStep", { lender })}{" "}
          <a href={app.nextStepUrl ?? undefined} className="font-medium text-brand underline" data-testid="next-step">
            {t("status.nextStepLink", { lender })}
          </a>
        </p>
      );
    case "next":
      return <p className="mt-3 text-sm text-slate-600">{t("status.next")}</p>;
  }
}

/**
 * The new status said once to a screen reader when it changes in place (a
 * polite live region, present from the first paint so the change is heard),
 * and, until a final status, a way to look again: by itself with
 * JavaScript, by a plain link (a GET of this page) without.
 */
function LiveStatus({ app, live }: { app: Route.ComponentProps["loaderData"]["app"]; live: Route.ComponentProps["loaderData"]["live"] }) {
  const t = useT();
  const hydrated = useHydrated();
  const path = href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(app.lenderName) });
  useLiveStatus(`${path}/status`, live);
  const shown = useRef(app.status);
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (shown.current === app.status) return;
    shown.current = app.status;
    setSaid(t("status.live", { status: t(`status.values.${app.status}`) }));
  }, [app.status, t]);
  return (
    <>
      <p aria-live="polite" className="sr-only" data-testid="status-live">
        {said}
      </p>
      {live.final ? null : (
        <p className="mt-3 text-sm text-slate-600">
          {hydrated ? <>{t("status.liveHint", { lender: app.lenderDisplayName })} </> : null}
          <Link to={path} className="font-medium text-brand underline" data-testid="check-again">
            {t("status.lookAgain")}
          </Link>
        </p>
      )}
    </>
  );
}

/** A disbursed loan as the borrower needs it: what reached their account and when, the first instalment, and whom to call. */
function DisbursedLoan({ loan, lender }: { loan: NonNullable<Route.ComponentProps["loaderData"]["loan"]>; lender: string }) {
  const t = useT();
  const missing = t("status.loan.notReported", { lender });
  return (
    <section aria-labelledby="loan-heading" className="mt-4 rounded-md border border-green-700/30 bg-green-50 p-4 text-sm" data-testid="disbursed-loan">
      <h2 id="loan-heading" className="text-base font-semibold">
        {t("status.loan.heading")}
      </h2>
      <dl className="mt-2 flex flex-col gap-3">
        <div>
          <dt className="text-slate-600">{t("status.loan.credited")}</dt>
          <dd className="text-lg font-semibold" data-testid="credited-amount">
            {loan.credited ?? missing}
          </dd>
          {loan.credited ? <dd className="text-xs text-slate-600">{t("status.loan.creditedNote", { lender })}</dd> : null}
        </div>
        <div>
          <dt className="text-slate-600">{t("status.loan.creditedOn")}</dt>
          <dd data-testid="credited-on">{loan.creditedOn ?? missing}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("status.loan.firstEmi")}</dt>
          <dd data-testid="first-emi">
            {loan.firstEmiOn ? (loan.firstEmi ? t("status.loan.firstEmiValue", { amount: loan.firstEmi, date: loan.firstEmiOn }) : t("status.loan.firstEmiOn", { date: loan.firstEmiOn })) : missing}
          </dd>
        </div>
      </dl>
      <h3 className="mt-3 font-semibold">{t("status.loan.contactHeading", { lender })}</h3>
      {loan.contactPhone || loan.contactEmail ? (
        <ul className="mt-1 flex flex-col gap-1" data-testid="lender-contact">
          {loan.contactPhone ? (
            <li>
              {t("status.loan.phone")}:{" "}
              <a href={`tel:${loan.contactPhone.replace(/[^\d+]/g, "")}`} className="text-brand underline">
                {loan.contactPhone}
              </a>
            </li>
          ) : null}
          {loan.contactEmail ? (
            <li className="break-all">
              {t("status.loan.email")}:{" "}
              <a href={`mailto:${loan.contactEmail}`} className="text-brand underline">
                {loan.contactEmail}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-1">{t("status.loan.noContact", { lender })}</p>
      )}
    </section>
  );
}

export default function LenderTransaction({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { app } = loaderData;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("status.heading", { lender: app.lenderDisplayName })}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        <p className="text-lg">
          {t("status.current")} <strong data-testid="application-status">{t(`status.values.${app.status}`)}</strong>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">{t("status.reference")}</dt>
          <dd className="font-mono text-xs break-all">{app.uuid}</dd>
          <dt className="text-slate-500">{t("status.amount")}</dt>
          <dd>{app.amount ? formatRupees(app.amount) : "—"}</dd>
          <dt className="text-slate-500">{t("status.tenure")}</dt>
          <dd>{t("kfs.months", { count: app.tenureMonths ?? 0 })}</dd>
          <dt className="text-slate-500">{t("status.apr")}</dt>
          <dd>{app.apr}%</dd>
          {app.lenderReference ? (
            <>
              <dt className="text-slate-500">{t("status.lenderReference", { lender: app.lenderDisplayName })}</dt>
              <dd className="font-mono text-xs break-all">{app.lenderReference}</dd>
            </>
          ) : null}
        </dl>
        <NextStep app={app} />
        {loaderData.loan ? <DisbursedLoan loan={loaderData.loan} lender={app.lenderDisplayName} /> : null}
        <LiveStatus app={app} live={loaderData.live} />
      </div>
      {app.status === "rejected" ? <OtherOffers offers={loaderData.others} offersPath={loaderData.offersPath} /> : null}
      <TableSection id="history" heading={t("status.historyHeading")} testId="status-history" columns={[t("status.when"), t("status.status"), t("status.note")]} className="mt-6">
        {app.history.map((h, i) => (
          <tr key={i} className="border-b border-slate-100 last:border-0">
            <td className="p-3">{h.createdAt}</td>
            <td className="p-3 font-medium">{t(`status.values.${h.status}`)}</td>
            <td className="p-3 text-slate-600">{h.noteKey ? t(h.noteKey) : (h.note ?? "")}</td>
          </tr>
        ))}
      </TableSection>
      {loaderData.consents.length ? (
        <Section id="consents" heading={t("status.consentsHeading")} className="mt-6">
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {loaderData.consents.map((c) => (
              <li key={c.purpose} className="flex items-center justify-between gap-3 rounded-md bg-white p-3 shadow-sm">
                <span>
                  {t(`consent.purposes.${c.purpose}` as string)} <strong className={c.granted ? "text-green-700" : "text-slate-500"}>{c.granted ? t("status.given") : t("status.notGiven")}</strong>
                </span>
                {c.granted ? (
                  <Form method="post">
                    <input type="hidden" name="purpose" value={c.purpose} />
                    <button type="submit" className="text-sm font-medium text-red-700 underline">
                      {t("status.withdraw")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <TransferOffer back={href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(app.lenderName) })} />
      <ErasureRequest askedAt={loaderData.erasureAskedAt} />
      <p className="mt-4 text-sm text-slate-600">{t("status.grievance", { name: app.grievanceOfficer ?? "—", email: app.grievanceEmail ?? "—" })}</p>
      <Link to={loaderData.offersPath} className="mt-4 inline-block text-brand underline">
        {t("status.backToOffers")}
      </Link>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
