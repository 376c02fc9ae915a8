import { data, Form, Link, redirect } from "react-router";
import { useLookAgain } from "~/components/look-again";
import { ErasureRequest } from "~/components/erasure-request";
import { OtherOffers } from "~/components/other-offers";
import { Section, TableSection } from "~/components/ui/section";
import { applicationConsents, type ConsentPurpose } from "~/domain/consents";
import { formatDateTime } from "~/domain/dates";
import { formatRupees } from "~/domain/money";
import { ERASURE_REQUEST_INTENT } from "~/domain/erasure";
import { statusNotice } from "~/domain/status-notice";
import { useT } from "~/i18n/use-t";
import { consentsOfApplication, latestApplicationWith, withdrawConsent } from "~/server/applications.server";
import { clientIp } from "~/server/client-ip.server";
import { erasureRequestedAt, requestErasure } from "~/server/erasure-subject.server";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithToast } from "~/responses/redirects.server";
import { loanProductOf, requireJourney } from "~/middleware/consumer-guard.server";
import { otherOffersFor } from "~/server/lender-handoff.server";
import { isLoanProduct, loanProfileOf, offersPathFor } from "~/domain/products";
import { TransferOffer } from "~/components/transfer-offer";
import type { Route } from "./+types/lenders-transaction";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

/** Where the details an application waits for are given: its product's own page (gold: the visit), the merchant form, or the lender's page. */
function detailsPathOf(product: string, app: { lenderName: string; uuid: string; hasMerchantForm: boolean }): string {
  const name = encodeURIComponent(app.lenderName);
  const own = isLoanProduct(product) ? loanProfileOf(product).beforeHandoff : undefined;
  if (own) return own.replace(":lender", name);
  return app.hasMerchantForm ? `/user/lender-intake/${name}/${app.uuid}` : `/user/${name}`;
}

/** The lender application status page: where the application stands, and every status it has had. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Open before the identity check: welcome-back lists these to resume from, and they hold no PAN, birth date or address.
  const ctx = requireJourney(context, { allowUnverified: true });
  const app = await latestApplicationWith(ctx.consumer.id, params.lender);
  if (!app) throw data(null, { status: 404 });
  // A lender that said no in its first answer has its own page: why, and the other offers (SPEC.md 2.1).
  if (app.declinedAtOnce && !new URL(request.url).searchParams.has("history")) throw redirect(`/user/${encodeURIComponent(app.lenderName)}/declined`);
  const [consents, others, erasureAskedAt] = await Promise.all([
    consentsOfApplication(ctx.consumer.id, app.id),
    app.status === "rejected" ? otherOffersFor(ctx.consumer, loanProductOf(ctx), app.lenderName) : Promise.resolve([]),
    erasureRequestedAt(ctx.consumer.id),
  ]);
  return {
    erasureAskedAt: erasureAskedAt ? formatDateTime(erasureAskedAt, getLanguage(context)) : null,
    others,
    consents: consents.filter((c) => applicationConsents.some((a) => a.purpose === c.purpose)).map((c) => ({ purpose: c.purpose, granted: c.granted })),
    app: { ...app, createdAt: app.createdAt.toISOString(), history: app.history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })), detailsPath: detailsPathOf(ctx.product, app) },
    offersPath: offersPathFor(ctx.product),
    // kfs for the tenure's months, consent for the purposes' names.
    // While the application is on its way to the lender the page looks again by itself, with or without JavaScript.
    refreshSeconds: app.submissionState === "queued" ? 2 : null,
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
    return redirectWithToast(`/user/lenders-transaction/${params.lender}#personal-data`, { type: "success", message: "status.erasureRequested" }, {}, request);
  }
  const purpose = String(formData.get("purpose") ?? "");
  const known = applicationConsents.find((c) => c.purpose === purpose);
  if (!known) return redirectWithToast(`/user/lenders-transaction/${params.lender}`, { type: "error", message: "validation.required" }, {}, request);
  await withdrawConsent(ctx.consumer.id, app.id, known.purpose as ConsentPurpose, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
  return redirectWithToast(`/user/lenders-transaction/${params.lender}`, { type: "success", message: "status.consentWithdrawn" }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.status") }];
}

/** What the consumer can do now, by where the hand-off stands (domain/status-notice: the CSR portal reads the same rule). */
function NextStep({ app }: { app: Route.ComponentProps["loaderData"]["app"] }) {
  const t = useT();
  const lender = app.lenderDisplayName;
  const name = encodeURIComponent(app.lenderName);
  const box = "mt-3 rounded-md border border-brand/30 bg-brand/5 p-3 text-sm";
  switch (statusNotice(app)) {
    case "none":
      return null;
    case "reason":
      return <p className="mt-3 text-sm font-medium" data-testid="decline-reason">{t("status.reason", { lender, reason: app.decisionReason ?? "" })}</p>;
    case "sending":
      return (
        <p className={box} role="status">
          {t("status.sending", { lender })}{" "}
          <Link to="." reloadDocument className="font-medium text-brand underline">
            {t("status.lookAgain")}
          </Link>
        </p>
      );
    case "sendFailed":
      return <p className={box} role="status">{t("status.sendFailed", { lender })}</p>;
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
          <Link to={`/user/${name}/otp`} className="font-medium text-brand underline">
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

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export default function LenderTransaction({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { app } = loaderData;
  useLookAgain(loaderData.refreshSeconds);
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("status.heading", { lender: app.lenderDisplayName })}</h1>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        <p className="text-lg">
          {t("status.current")}{" "}
          <strong data-testid="application-status">{t(`status.values.${app.status}`)}</strong>
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
      </div>
      {app.status === "rejected" ? <OtherOffers offers={loaderData.others} offersPath={loaderData.offersPath} /> : null}
      <TableSection id="history" heading={t("status.historyHeading")} testId="status-history" columns={[t("status.when"), t("status.status"), t("status.note")]} className="mt-6">
        {app.history.map((h, i) => (
          <tr key={i} className="border-b border-slate-100 last:border-0">
            <td className="p-3">{dateTime(h.createdAt)}</td>
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
                  {t(`consent.purposes.${c.purpose}` as string)}{" "}
                  <strong className={c.granted ? "text-green-700" : "text-slate-500"}>{c.granted ? t("status.given") : t("status.notGiven")}</strong>
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
      <TransferOffer back={`/user/lenders-transaction/${encodeURIComponent(app.lenderName)}`} />
      <ErasureRequest askedAt={loaderData.erasureAskedAt} />
      <p className="mt-4 text-sm text-slate-600">
        {t("status.grievance", { name: app.grievanceOfficer ?? "—", email: app.grievanceEmail ?? "—" })}
      </p>
      <Link to={loaderData.offersPath} className="mt-4 inline-block text-brand underline">
        {t("status.backToOffers")}
      </Link>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
