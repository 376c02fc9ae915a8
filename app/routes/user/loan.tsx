import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { FormErrors, replyOf, SubmitButton, TextField } from "~/components/forms";
import { ComplaintForm } from "~/components/loans/complaint-form";
import { ComplaintList } from "~/components/loans/complaint-list";
import { ErrorSummary } from "~/components/loans/error-summary";
import { ScheduleTable } from "~/components/loans/schedule-table";
import { Section } from "~/components/ui/section";
import { formatDay } from "~/domain/loans/format";
import { loanFigures } from "~/domain/loans/loan-view";
import { kfsPath, loanPath, MY_LOANS_PATH } from "~/domain/loans/paths";
import { formatBps, formatPaise, formatRupees } from "~/domain/platform/money";
import { ComplaintSchema, ExitSchema, ForecloseSchema, partPrepaySchema } from "~/forms/consumer/loans";
import { LOAN_INTENT } from "~/forms/consumer/loan-intents";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireSignedIn } from "~/middleware/consumer-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithToast } from "~/responses/redirects.server";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { complaintViews, fileComplaint } from "~/server/lending/loans/complaints.server";
import { disbursedLoanOf, type DisbursedLoan } from "~/server/lending/loans/loan.server";
import { createLoanRequest } from "~/server/lending/loans/loan-requests.server";
import type { Route } from "./+types/loan";

/** The consumer's own disbursed loan, else 404: another's loan reads exactly as no loan. */
async function requireLoan(userId: number, uuid: string): Promise<DisbursedLoan> {
  const loan = await disbursedLoanOf(userId, uuid);
  if (!loan) throw data(null, { status: 404 });
  return loan;
}

/**
 * A disbursed loan: its amount and day, the repayment schedule, the
 * cooling-off exit with its deadline and amount (RBI), requests to foreclose
 * or part-pay and the lender's answers, and complaints about it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = requireSignedIn(context);
  const language = getLanguage(context);
  const loan = await requireLoan(ctx.consumer.id, params.uuid);
  const figures = loanFigures(loan.record, todayInIndia());
  const complaints = (await complaintViews(ctx.consumer.id, language)).filter((c) => c.applicationUuid === loan.uuid);
  // The address carries the reference of a complaint just made: shown only when it is one of theirs about this loan.
  const asked = new URL(request.url).searchParams.get("complaint");
  return {
    filed: complaints.find((c) => c.reference === asked)?.reference ?? null,
    uuid: loan.uuid,
    lender: loan.lender,
    lenderReference: loan.lenderReference,
    kfsHref: loan.kfsNumber ? kfsPath(loan.kfsNumber) : null,
    amount: loan.record.amountRupees,
    disbursedAmount: loan.disbursedAmount,
    disbursedOn: formatDay(loan.record.disbursedOn, language),
    months: figures.schedule.length,
    rateBps: figures.rateBps,
    aprBps: figures.aprBps,
    schedule: figures.schedule.map((i) => ({ ...i, due: formatDay(i.due, language) })),
    outstandingPaise: figures.outstandingPaise,
    exit: { open: figures.exit.open, deadline: formatDay(figures.exit.deadline, language), ...figures.exit.amount },
    coolingOffDays: loan.record.coolingOffDays,
    offered: figures.offered,
    requests: loan.requests.map(({ createdAt, answeredAt, ...r }) => ({ ...r, requestedOn: formatDay(createdAt, language), answeredOn: answeredAt ? formatDay(answeredAt, language) : null })),
    complaints,
  };
}

/** One action, four forms: each posts its intent and is judged again here against today's figures. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = requireSignedIn(context);
  const loan = await requireLoan(ctx.consumer.id, params.uuid);
  const figures = loanFigures(loan.record, todayInIndia());
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = loanPath(loan.uuid);

  if (intent === LOAN_INTENT.complaint) {
    // This page's complaints are about this loan, whatever the form says.
    formData.set("application", loan.uuid);
    const submission = parseWithZod(formData, { schema: ComplaintSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const { reference } = await fileComplaint({ userId: ctx.consumer.id, category: submission.value.category, body: submission.value.body, application: loan.uuid });
    throw redirect(`${here}?complaint=${reference}#complaints`);
  }

  const request_ = (() => {
    if (intent === LOAN_INTENT.exit) return { submission: parseWithZod(formData, { schema: ExitSchema }), kind: "cooling_off_exit" as const, amount: () => figures.exit.amount.totalPaise };
    if (intent === LOAN_INTENT.foreclose) return { submission: parseWithZod(formData, { schema: ForecloseSchema }), kind: "foreclose" as const, amount: () => figures.outstandingPaise };
    const submission = parseWithZod(formData, { schema: partPrepaySchema(figures.outstandingPaise) });
    return { submission, kind: "part_prepay" as const, amount: () => (submission.status === "success" ? submission.value.amount : 0) };
  })();
  const { submission, kind } = request_;
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const refuse = (message: string) => data({ result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  if (kind === "cooling_off_exit" && !figures.exit.open) return refuse("loan.errors.exitClosed");
  const made = await createLoanRequest({ creditApplicationId: loan.id, kind, amountPaise: request_.amount(), exitOpen: figures.exit.open });
  if (!made.ok) return refuse("loan.errors.notOffered");
  return redirectWithToast(`${here}#requests`, { type: "success", message: `loan.requested.${kind}` }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.loan") }];
}

const link = "font-semibold text-brand underline";

export default function Loan({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <Link to={MY_LOANS_PATH} className={link}>
        {t("loan.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("loan.heading", { lender: d.lender.displayName })}</h1>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2" data-testid="loan-facts">
        <Fact term={t("loan.amount")} value={formatRupees(d.amount)} />
        {d.disbursedAmount && d.disbursedAmount !== d.amount ? <Fact term={t("loan.received")} value={formatRupees(d.disbursedAmount)} /> : null}
        <Fact term={t("loan.disbursedOn")} value={d.disbursedOn} testId="disbursed-on" />
        <Fact term={t("loan.tenure")} value={t("myLoans.months", { count: d.months })} />
        <Fact term={t("loan.rate")} value={`${formatBps(d.rateBps)}%`} />
        <Fact term={t("loan.apr")} value={`${formatBps(d.aprBps)}%`} />
        <Fact term={t("loan.outstanding")} value={formatPaise(d.outstandingPaise)} testId="outstanding" />
        {d.lenderReference ? <Fact term={t("loan.lenderReference", { lender: d.lender.displayName })} value={d.lenderReference} /> : null}
      </dl>
      {d.kfsHref ? (
        <p className="mt-2">
          <Link to={d.kfsHref} className={link}>
            {t("myLoans.viewKfs")}
          </Link>
        </p>
      ) : null}

      <CoolingOff d={d} result={replyOf(actionData, LOAN_INTENT.exit)} />

      <Section id="schedule-heading" heading={t("loan.schedule.heading")}>
        <p className="mt-1 text-sm text-slate-700">{t("loan.schedule.intro")}</p>
        <ScheduleTable rows={d.schedule} />
      </Section>

      <Section id="pay-early" heading={t("loan.payEarly.heading")}>
        <p className="mt-1 text-sm text-slate-700">{t("loan.payEarly.intro", { amount: formatPaise(d.outstandingPaise) })}</p>
        {d.offered.foreclose ? (
          <Form method="post" className="mt-3 rounded-lg bg-white p-4 shadow-sm">
            <input type="hidden" name="intent" value={LOAN_INTENT.foreclose} />
            <FormErrors result={replyOf(actionData, LOAN_INTENT.foreclose)} />
            <p className="text-sm">{t("loan.payEarly.forecloseHint")}</p>
            <SubmitButton className="mt-2">{t("loan.payEarly.foreclose")}</SubmitButton>
          </Form>
        ) : null}
        {d.offered.part_prepay ? <PartPrepayForm result={replyOf(actionData, LOAN_INTENT.partPrepay)} /> : null}
        {!d.offered.foreclose && !d.offered.part_prepay ? <p className="mt-2 text-sm">{t("loan.payEarly.closing")}</p> : null}
      </Section>

      <Section id="requests" heading={t("loan.requests.heading")}>
        {d.requests.length ? (
          <ul className="mt-2 flex flex-col gap-3" data-testid="loan-requests">
            {d.requests.map((r) => (
              <li key={r.id} className="rounded-lg bg-white p-4 shadow-sm">
                <p className="font-semibold">
                  {t(`loan.requests.kinds.${r.kind}`)}
                  {r.amountPaise ? ` · ${formatPaise(r.amountPaise)}` : ""}
                </p>
                <p className="text-sm text-slate-700">{t("loan.requests.asked", { date: r.requestedOn })}</p>
                <p className="mt-1">
                  {t("status.current")}{" "}
                  <span className="font-semibold" data-testid="request-state">
                    {t(`loan.requests.states.${r.state}`)}
                  </span>
                </p>
                {r.lenderNote ? <p className="mt-1 text-sm">{t("loan.requests.note", { lender: d.lender.displayName, note: r.lenderNote })}</p> : null}
                {r.lenderReference ? <p className="text-sm text-slate-700">{t("loan.requests.reference", { reference: r.lenderReference })}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">{t("loan.requests.none")}</p>
        )}
      </Section>

      <Section id="complaints" heading={t("complaints.heading")}>
        <p className="mt-1 text-sm text-slate-700">{t("complaints.introLoan", { lender: d.lender.displayName })}</p>
        {d.lender.grievanceOfficer ? <p className="mt-1 text-sm">{t("status.grievance", { name: d.lender.grievanceOfficer, email: d.lender.grievanceEmail ?? "" })}</p> : null}
        <FiledNotice reference={d.filed} />
        <ComplaintList complaints={d.complaints} />
        <h3 className="mt-6 font-semibold">{t("complaints.new")}</h3>
        <ComplaintForm result={replyOf(actionData, LOAN_INTENT.complaint)} application={d.uuid} />
      </Section>
    </main>
  );
}

function Fact({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 sm:block">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The cooling-off exit (RBI): its deadline always; the form and the amount only while it is open. */
function CoolingOff({ d, result }: { d: Route.ComponentProps["loaderData"]; result: ReturnType<typeof replyOf> }) {
  const t = useT();
  return (
    <Section id="cooling-off" heading={t("loan.coolingOff.heading")}>
      <p className="mt-1 text-sm text-slate-700">{t("loan.coolingOff.explain", { count: d.coolingOffDays })}</p>
      {d.exit.open ? (
        <Form method="post" className="mt-3 rounded-lg border-2 border-brand bg-white p-4">
          <input type="hidden" name="intent" value={LOAN_INTENT.exit} />
          <FormErrors result={result} />
          <p data-testid="exit-deadline">{t("loan.coolingOff.deadline", { date: d.exit.deadline })}</p>
          <p className="mt-2" data-testid="exit-amount">
            {t("loan.coolingOff.amount", { total: formatPaise(d.exit.totalPaise), principal: formatPaise(d.exit.principalPaise), interest: formatPaise(d.exit.interestPaise), count: d.exit.daysHeld })}
          </p>
          <p className="mt-1 text-sm text-slate-700">{t("loan.coolingOff.noPenalty")}</p>
          {d.offered.cooling_off_exit ? <SubmitButton className="mt-3">{t("loan.coolingOff.exit")}</SubmitButton> : <p className="mt-2 text-sm">{t("loan.payEarly.closing")}</p>}
        </Form>
      ) : (
        <p className="mt-2" data-testid="exit-deadline">
          {t("loan.coolingOff.ended", { date: d.exit.deadline })}
        </p>
      )}
    </Section>
  );
}

function PartPrepayForm({ result }: { result: ReturnType<typeof replyOf> }) {
  const t = useT();
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <input type="hidden" name="intent" value={LOAN_INTENT.partPrepay} />
      <ErrorSummary result={result} labels={{ amount: t("loan.payEarly.amount") }} />
      <TextField name="amount" label={t("loan.payEarly.amount")} hint={t("loan.payEarly.amountHint")} result={result} inputMode="decimal" autoComplete="off" required />
      <div>
        <SubmitButton>{t("loan.payEarly.partPrepay")}</SubmitButton>
      </div>
    </Form>
  );
}

/** The reference of a complaint just made about this loan, shown at once. */
function FiledNotice({ reference }: { reference: string | null }) {
  const t = useT();
  if (!reference) return null;
  return (
    <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900" data-testid="complaint-filed">
      {t("complaints.filed")} <span className="font-mono font-semibold break-all">{reference}</span>
    </p>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
