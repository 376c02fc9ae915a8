import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { replyOf } from "~/components/forms";
import { ComplaintForm } from "~/components/loans/complaint-form";
import { ComplaintList } from "~/components/loans/complaint-list";
import { Section } from "~/components/ui/section";
import { formatDay } from "~/domain/loans/format";
import { nextStepOf } from "~/domain/loans/next-step";
import { kfsPath, MY_LOANS_PATH } from "~/domain/loans/paths";
import { formatRupees } from "~/domain/platform/money";
import { dealPath } from "~/domain/consumer/deals";
import { fromIso } from "~/domain/platform/dates";
import { INSURANCE_TRANSACTION_PAGE, isProductType, productKeyOf } from "~/domain/products";
import type { InsuranceStatus } from "~/domain/lending/insurance";
import { ComplaintSchema } from "~/forms/consumer/loans";
import { LOAN_INTENT } from "~/forms/consumer/loan-intents";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireSignedIn } from "~/middleware/consumer-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { complaintViews, fileComplaint } from "~/server/lending/loans/complaints.server";
import { smsOffersOn, withdrawSmsConsent } from "~/server/consumer/sms-opt-out.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { SmsOffersForm } from "~/components/loans/sms-offers-form";
import { myLoansOf } from "~/server/lending/loans/my-loans.server";
import type { Route } from "./+types/my-loans";

/**
 * "My loans": everything the consumer applied for or claimed, by kind, newest
 * first, each with its status and its next step; and their complaints, with
 * the form to make one. Their own rows only (every query is by their id).
 * Open before the identity check, as the status pages are: it shows no PAN,
 * birth date or address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireSignedIn(context);
  const language = getLanguage(context);
  const mine = await myLoansOf(ctx.consumer.id);
  const complaints = await complaintViews(ctx.consumer.id, language);
  const smsOffers = { on: await smsOffersOn(ctx.consumer.id), stopped: new URL(request.url).searchParams.get("sms") === "stopped" };
  // The reference of the complaint just made, shown at once: only when it is one of theirs.
  const asked = new URL(request.url).searchParams.get("complaint");
  const filed = complaints.find((c) => c.reference === asked)?.reference ?? null;
  return {
    smsOffers,
    filed,
    loans: mine.applications.map((a) => ({
      uuid: a.uuid,
      lender: a.lenderDisplayName,
      productKey: isProductType(a.productType) ? productKeyOf(a.productType) : null,
      status: a.status,
      amount: a.amount,
      tenureMonths: a.tenureMonths,
      appliedOn: formatDay(a.createdAt, language),
      next: nextStepOf(a),
      kfsHref: a.kfsNumber ? kfsPath(a.kfsNumber) : null,
    })),
    insurance: mine.insurance.map((r) => ({
      uuid: r.uuid,
      productKey: isProductType(r.product) ? productKeyOf(r.product) : null,
      status: r.status as InsuranceStatus,
      insurer: r.insurerName,
      madeOn: formatDay(r.createdAt, language),
    })),
    cards: mine.cards.map((c) => ({ uuid: c.uuid, card: c.cardName, madeOn: formatDay(c.createdAt, language), url: /^https?:\/\//i.test(c.url) ? c.url : null })),
    vouchers: mine.vouchers.map((v) => {
      const ends = fromIso(v.endsOn);
      return {
        dealId: v.dealId,
        merchant: v.merchant,
        title: v.title,
        discount: v.discount,
        code: v.code,
        claimedOn: v.claimedAt ? formatDay(v.claimedAt, language) : "",
        endsOn: ends ? formatDay(ends, language) : v.endsOn,
      };
    }),
    complaints,
    complaintApplications: mine.applications.map((a) => ({ uuid: a.uuid, label: `${a.lenderDisplayName} · ${formatDay(a.createdAt, language)}` })),
  };
}

/** A complaint made from "My loans"; the page then shows its reference at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireSignedIn(context);
  const formData = await request.formData();
  if (formData.get("intent") === LOAN_INTENT.stopSmsOffers) {
    // TRAI: an opt-out is honoured at once, recorded as consent withdrawn (docs/decisions/099-dlt-sms.md).
    await withdrawSmsConsent(ctx.consumer.id, { ip: clientIp(request), userAgent: request.headers.get("user-agent") });
    throw redirect(`${MY_LOANS_PATH}?sms=stopped#sms-offers`);
  }
  const submission = parseWithZod(formData, { schema: ComplaintSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { reference } = await fileComplaint({ userId: ctx.consumer.id, category: submission.value.category, body: submission.value.body, application: submission.value.application ?? null });
  throw redirect(`${MY_LOANS_PATH}?complaint=${reference}#complaints`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.myLoans") }];
}

const card = "rounded-lg bg-white p-4 shadow-sm";
const link = "font-semibold text-brand underline";

export default function MyLoans({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const nothing = !d.loans.length && !d.insurance.length && !d.cards.length && !d.vouchers.length;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("myLoans.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("myLoans.intro")}</p>
      {nothing ? (
        <p className="mt-4">
          {t("myLoans.empty")}{" "}
          <Link to="/products" className={link}>
            {t("myLoans.seeProducts")}
          </Link>
        </p>
      ) : null}

      {d.loans.length ? (
        <Section id="loans" heading={t("myLoans.loans")}>
          <ul className="mt-2 flex flex-col gap-3" data-testid="my-loans">
            {d.loans.map((a) => (
              <li key={a.uuid} className={card}>
                <p className="font-semibold">{a.lender}</p>
                <p className="text-sm text-slate-700">
                  {[a.productKey ? t(`products.${a.productKey}.name`) : null, a.amount ? formatRupees(a.amount) : null, a.tenureMonths ? t("myLoans.months", { count: a.tenureMonths }) : null]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="text-sm text-slate-700">{t("myLoans.appliedOn", { date: a.appliedOn })}</p>
                <p className="mt-1">
                  {t("status.current")}{" "}
                  <span className="font-semibold" data-testid="loan-status">
                    {t(`status.values.${a.status}`)}
                  </span>
                </p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                  <Link to={a.next.href} className={link}>
                    {t(`myLoans.next.${a.next.kind}`)}
                  </Link>
                  {a.kfsHref ? (
                    <Link to={a.kfsHref} className={link}>
                      {t("myLoans.viewKfs")}
                    </Link>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {d.cards.length ? (
        <Section id="cards" heading={t("myLoans.cards")}>
          <ul className="mt-2 flex flex-col gap-3">
            {d.cards.map((c) => (
              <li key={c.uuid} className={card}>
                <p className="font-semibold">{c.card}</p>
                <p className="text-sm text-slate-700">{t("myLoans.appliedOn", { date: c.madeOn })}</p>
                <p className="mt-1">
                  {t("status.current")} <span className="font-semibold">{t("myLoans.cardStatus")}</span>
                </p>
                {c.url ? (
                  <p className="mt-2">
                    <a href={c.url} className={link} rel="noopener noreferrer">
                      {t("myLoans.next.bank")}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {d.insurance.length ? (
        <Section id="insurance" heading={t("myLoans.insurance")}>
          <ul className="mt-2 flex flex-col gap-3">
            {d.insurance.map((r) => (
              <li key={r.uuid} className={card}>
                <p className="font-semibold">{r.productKey ? t(`products.${r.productKey}.name`) : ""}</p>
                {r.insurer ? <p className="text-sm text-slate-700">{r.insurer}</p> : null}
                <p className="text-sm text-slate-700">{t("myLoans.requestedOn", { date: r.madeOn })}</p>
                <p className="mt-1">
                  {t("status.current")} <span className="font-semibold">{t(`insurance.statuses.${r.status}`)}</span>
                </p>
                <p className="mt-2">
                  <Link to={INSURANCE_TRANSACTION_PAGE} className={link}>
                    {t("myLoans.next.status")}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {d.vouchers.length ? (
        <Section id="vouchers" heading={t("myLoans.vouchers")}>
          <ul className="mt-2 flex flex-col gap-3">
            {d.vouchers.map((v) => (
              <li key={`${v.dealId}:${v.code}`} className={card}>
                <p className="font-semibold">
                  {v.merchant}: {v.title}
                </p>
                <p className="text-sm text-slate-700">{v.discount}</p>
                <p className="mt-1">
                  {t("myLoans.voucherCode")} <span className="font-mono font-semibold break-all">{v.code}</span>
                </p>
                <p className="text-sm text-slate-700">{t("myLoans.voucherDates", { claimed: v.claimedOn, ends: v.endsOn })}</p>
                <p className="mt-2">
                  <Link to={dealPath(v.dealId)} className={link}>
                    {t("myLoans.next.deal")}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <SmsOffersForm on={d.smsOffers.on} stopped={d.smsOffers.stopped} />

      <Section id="complaints" heading={t("complaints.heading")}>
        <p className="mt-1 text-sm text-slate-700">{t("complaints.intro")}</p>
        {d.filed ? (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900" data-testid="complaint-filed">
            {t("complaints.filed")} <span className="font-mono font-semibold break-all">{d.filed}</span>
          </p>
        ) : null}
        <ComplaintList complaints={d.complaints} />
        <h3 className="mt-6 font-semibold">{t("complaints.new")}</h3>
        <ComplaintForm result={replyOf(actionData, LOAN_INTENT.complaint)} applications={d.complaintApplications} />
      </Section>
    </main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
