import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { Main } from "~/components/main";
import { toDmy } from "~/domain/platform/dates";
import { feeRuleWords, type StatementView } from "~/domain/lending/kfs-proposal";
import type { KeyFactsSnapshot } from "~/domain/lending/kfs-snapshot";
import { formatBps, formatPaise, formatRupees } from "~/domain/platform/money";
import type { LenderPricing } from "~/domain/lending/pricing";
import { GST_PERCENT } from "~/domain/platform/gst";
import { RichText } from "~/i18n/rich-text";
import { useT } from "~/i18n/use-t";

const RBI_PORTAL = "https://cms.rbi.org.in";
/** Long unbroken words (an email, a proposal number) wrap anywhere rather than widen a phone's screen. */
const WRAP = "min-w-0 [overflow-wrap:anywhere]";

/**
 * The Key Fact Statement in RBI's order (KFS circular of 15 Apr 2024): the
 * proposal, Part 1 (the loan, its interest, its fees, the APR and how it
 * is worked out, the charges that arise only if something goes wrong), Part
 * 2 (cooling-off, recovery, whom to complain to) and the schedule of every
 * instalment. Facts are label–value lists and the schedule's rows stack
 * into such pairs below 640 px, so nothing is wider than a 320 px phone;
 * printed, the page prints alone (app.css, data-print-alone).
 */
export function KeyFactStatement({ view, chooser, children }: { view: StatementView; chooser?: ReactNode; children?: ReactNode }) {
  const t = useT();
  const { snapshot } = view;
  const { lender, facts: f } = snapshot;
  return (
    <Main className="mx-auto max-w-2xl px-4 py-6 print:max-w-none print:p-0" data-print-alone data-testid="kfs">
      <h1 className="text-2xl font-bold">{t("kfs.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("kfs.intro", { lender: lender.displayName })}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-3">
        <div className={WRAP}>
          <dt className="text-slate-600">{t("kfs.proposalNumber")}</dt>
          <dd className="font-mono text-base font-bold" data-testid="kfs-proposal-number">
            {view.number}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("kfs.issuedOn")}</dt>
          <dd className="font-semibold">{view.issuedOn}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("kfs.validUntil")}</dt>
          <dd className="font-semibold" data-testid="kfs-valid-until">
            {view.validUntil}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        {view.acknowledgedAt ? (
          <span data-testid="kfs-acknowledged">{t("kfs.acknowledgedOn", { date: view.acknowledgedAt })}</span>
        ) : (
          t("kfs.validNote", { lender: lender.displayName, date: view.validUntil })
        )}
      </p>
      {f.special ? <SpecialOffer snapshot={snapshot} /> : null}
      {chooser}

      <section aria-labelledby="kfs-part1" className="mt-6">
        <h2 id="kfs-part1" className="text-lg font-semibold">
          {t("kfs.part1")}
        </h2>
        <Facts id="kfs-loan" heading={t("kfs.sections.loan")}>
          <Fact label={t("kfs.lender")}>{lender.displayName}</Fact>
          {view.loanType ? <Fact label={t("kfs.loanType")}>{t(`products.${view.loanType}.name` as "products.personalLoans.name")}</Fact> : null}
          <Fact label={t("kfs.amount")} testId="kfs-amount">
            {formatRupees(f.amount)}
          </Fact>
          <Fact label={t("kfs.tenure")}>{t("kfs.months", { count: f.months })}</Fact>
          <Fact label={t("kfs.instalments")}>{t("kfs.instalmentsValue", { count: f.schedule.length })}</Fact>
          <Fact label={t("kfs.monthly")} testId="kfs-emi">
            {formatPaise(f.emiPaise)}
          </Fact>
          {f.schedule[0] ? <Fact label={t("kfs.firstDue")}>{toDmy(f.schedule[0].due)}</Fact> : null}
          <Fact label={t("kfs.interestRate")} testId="kfs-rate">
            {t("kfs.rateFixed", { rate: formatBps(f.rateBps) })}
          </Fact>
        </Facts>
        <Facts id="kfs-fees" heading={t("kfs.sections.fees")}>
          <Fact label={t("kfs.processingFee")} testId="kfs-fee">
            <span className="block">{formatPaise(f.feePaise)}</span>
            <span className="block text-xs font-normal text-slate-600">{t("kfs.feeRuleIs", { rule: useFeeRule(snapshot.fee) })}</span>
          </Fact>
          <Fact label={t("kfs.gst")} testId="kfs-gst">
            {f.gstPaise > 0 ? t("kfs.gstValue", { amount: formatPaise(f.gstPaise), percent: GST_PERCENT }) : t("kfs.none")}
          </Fact>
          <Fact label={t("kfs.otherFees")}>{t("kfs.otherFeesNone")}</Fact>
          <Fact label={t("kfs.apr")} testId="kfs-apr" strong>
            {t("kfs.perYear", { rate: formatBps(f.aprBps) })}
          </Fact>
        </Facts>
        <Facts id="kfs-apr-how" heading={t("kfs.sections.apr")}>
          <Fact label={t("kfs.amount")}>{formatPaise(f.amount * 100)}</Fact>
          <Fact label={t("kfs.feesTotal")}>{formatPaise(f.feePaise + f.gstPaise)}</Fact>
          <Fact label={t("kfs.netDisbursed")} testId="kfs-net-disbursed">
            {formatPaise(f.netDisbursedPaise)}
          </Fact>
          <Fact label={t("kfs.totalInterest")}>{formatPaise(f.totalInterestPaise)}</Fact>
          <Fact label={t("kfs.totalRepayment")}>{formatPaise(f.totalRepaymentPaise)}</Fact>
          <Fact label={t("kfs.totalCost")} testId="kfs-total-cost">
            {formatPaise(f.totalCostPaise)}
          </Fact>
          <Fact label={t("kfs.apr")}>{t("kfs.perYear", { rate: formatBps(f.aprBps) })}</Fact>
        </Facts>
        <p className="mt-2 text-sm text-slate-700">{t("kfs.aprHow", { count: f.schedule.length })}</p>
        <Facts id="kfs-contingent" heading={t("kfs.sections.contingent")}>
          <Fact label={t("kfs.penal")} testId="kfs-penal">
            {snapshot.penal.overdueBpsPerYear > 0 ? t("kfs.penalValue", { rate: formatBps(snapshot.penal.overdueBpsPerYear) }) : t("kfs.none")}
          </Fact>
          <Fact label={t("kfs.bounce")}>{snapshot.penal.bounceRupees > 0 ? t("kfs.bounceValue", { amount: formatRupees(snapshot.penal.bounceRupees) }) : t("kfs.none")}</Fact>
          <Fact label={t("kfs.foreclosure")} testId="kfs-foreclosure">
            {snapshot.forecloseBps > 0 ? t("kfs.foreclosureValue", { rate: formatBps(snapshot.forecloseBps) }) : t("kfs.none")}
          </Fact>
        </Facts>
      </section>

      <section aria-labelledby="kfs-part2" className="mt-6">
        <h2 id="kfs-part2" className="text-lg font-semibold">
          {t("kfs.part2")}
        </h2>
        <dl className="mt-2 rounded-lg border border-slate-200 bg-white px-4 text-sm shadow-sm">
          <Fact label={t("kfs.coolingOff")} testId="kfs-cooling-off">
            {t("kfs.coolingOffDays", { count: lender.coolingOffDays })}
          </Fact>
          <Fact label={t("kfs.recovery")}>{lender.recoveryContact ? t("kfs.recoveryValue", { contact: lender.recoveryContact }) : t("kfs.recoveryOwn")}</Fact>
          <Fact label={t("kfs.care")}>
            <Contact lines={[lender.contactPhone, lender.contactEmail]} />
          </Fact>
          <Fact label={t("kfs.grievance")} testId="kfs-grievance">
            <Contact lines={[lender.grievanceOfficer, lender.grievanceEmail]} />
          </Fact>
          <Fact label={t("kfs.nodal")} testId="kfs-nodal">
            <Contact lines={[view.nodal.name, view.nodal.email]} />
          </Fact>
          <Fact label={t("kfs.rbi")}>
            <RichText
              text={t("kfs.rbiValue")}
              tags={{
                portal: (c) => (
                  <a href={RBI_PORTAL} className="text-brand underline" rel="noopener noreferrer">
                    {c}
                  </a>
                ),
              }}
            />
          </Fact>
        </dl>
      </section>

      <Schedule snapshot={snapshot} />
      {children}
    </Main>
  );
}

/** What a special offer gave, stated as the statement prices it. */
function SpecialOffer({ snapshot }: { snapshot: KeyFactsSnapshot }) {
  const t = useT();
  const special = snapshot.facts.special!;
  const rule = useFeeRule(snapshot.fee);
  return (
    <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-slate-800" data-testid="kfs-special-offer">
      {special.kind === "fee_waiver"
        ? t("kfs.special.fee_waiver", { lender: snapshot.lender.displayName, rule })
        : t("kfs.special.rate_cut", { lender: snapshot.lender.displayName, cut: formatBps(special.lessBps), rate: formatBps(snapshot.facts.rateBps) })}
    </p>
  );
}

/** A rule's percent as people write it: 2%, 1.5%, 2.25%. */
const rulePercent = (bps: number) => formatBps(bps).replace(/\.?0+$/, "");

/** The fee rule in the reader's language, from the rule's own fields. */
function useFeeRule(fee: LenderPricing["fee"]): string {
  const t = useT();
  const words = feeRuleWords(fee);
  if (words.kind === "nil") return t("kfs.feeRule.nil");
  const rule =
    words.kind === "flat"
      ? t("kfs.feeRule.flat", { amount: formatRupees(words.rupees) })
      : words.minRupees !== null && words.maxRupees !== null
        ? t("kfs.feeRule.percentMinMax", { percent: rulePercent(words.percentBps), min: formatRupees(words.minRupees), max: formatRupees(words.maxRupees) })
        : words.minRupees !== null
          ? t("kfs.feeRule.percentMin", { percent: rulePercent(words.percentBps), min: formatRupees(words.minRupees) })
          : words.maxRupees !== null
            ? t("kfs.feeRule.percentMax", { percent: rulePercent(words.percentBps), max: formatRupees(words.maxRupees) })
            : t("kfs.feeRule.percent", { percent: rulePercent(words.percentBps) });
  return words.gst ? t("kfs.feeRule.withGst", { rule }) : rule;
}

function Facts({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-3">
      <h3 id={id} className="text-base font-semibold text-slate-800">
        {heading}
      </h3>
      <dl className="mt-1 rounded-lg border border-slate-200 bg-white px-4 text-sm shadow-sm">{children}</dl>
    </section>
  );
}

/** One fact: its label, then its value; side by side from 640 px, one above the other below. */
function Fact({ label, children, testId, strong }: { label: string; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-0.5 border-b border-slate-100 py-2 last:border-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <dt className={`${WRAP} text-slate-600`}>{label}</dt>
      <dd className={`${WRAP} ${strong ? "text-base font-bold" : "font-semibold"}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Contact({ lines }: { lines: (string | null)[] }) {
  const t = useT();
  const given = lines.filter((l): l is string => Boolean(l));
  if (!given.length) return <>{t("kfs.notGiven")}</>;
  return (
    <>
      {given.map((line) => (
        <span key={line} className="block">
          {line.includes("@") && !line.includes(" ") ? (
            <a href={`mailto:${line}`} className="text-brand underline">
              {line}
            </a>
          ) : (
            line
          )}
        </span>
      ))}
    </>
  );
}

const CELL = "p-2 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:py-0.5 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

/** Every instalment (RBI's Annex C): a table from 640 px; below, each instalment a small card of label–value pairs. */
function Schedule({ snapshot }: { snapshot: KeyFactsSnapshot }) {
  const t = useT();
  const rows = snapshot.facts.schedule;
  const labels = {
    number: t("kfs.schedule.number"),
    due: t("kfs.schedule.due"),
    payment: t("kfs.schedule.payment"),
    principal: t("kfs.schedule.principal"),
    interest: t("kfs.schedule.interest"),
    balance: t("kfs.schedule.balance"),
  };
  return (
    <section aria-labelledby="kfs-schedule" className="mt-6 break-before-auto">
      <h2 id="kfs-schedule" className="text-lg font-semibold">
        {t("kfs.sections.schedule")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("kfs.scheduleNote")}</p>
      <table className="mt-2 w-full rounded-lg border border-slate-200 bg-white text-sm shadow-sm max-sm:block" data-testid="kfs-schedule">
        <caption className="sr-only">{t("kfs.schedule.caption")}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-200 text-right">
            <th scope="col" className="p-2 text-left">
              {labels.number}
            </th>
            <th scope="col" className="p-2 text-left">
              {labels.due}
            </th>
            <th scope="col" className="p-2">
              {labels.payment}
            </th>
            <th scope="col" className="p-2">
              {labels.principal}
            </th>
            <th scope="col" className="p-2">
              {labels.interest}
            </th>
            <th scope="col" className="p-2">
              {labels.balance}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((i) => (
            <tr key={i.number} className="border-b border-slate-100 text-right tabular-nums last:border-0 max-sm:block max-sm:px-3 max-sm:py-2 max-sm:text-left" data-testid="kfs-instalment">
              <td data-label={labels.number} className={`${CELL} text-left`}>
                {i.number}
              </td>
              <td data-label={labels.due} className={`${CELL} text-left`}>
                {toDmy(i.due)}
              </td>
              <td data-label={labels.payment} className={CELL}>
                {formatPaise(i.paymentPaise)}
              </td>
              <td data-label={labels.principal} className={CELL}>
                {formatPaise(i.principalPaise)}
              </td>
              <td data-label={labels.interest} className={CELL}>
                {formatPaise(i.interestPaise)}
              </td>
              <td data-label={labels.balance} className={CELL}>
                {formatPaise(i.balancePaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** "This statement is kept under its number": the link to its own page, for printing or reading again. */
export function KeepLink({ number }: { number: string }) {
  const t = useT();
  return (
    <p className="mt-3 text-sm text-slate-700 print:hidden">
      <RichText
        text={t("kfs.keepLink")}
        tags={{
          open: (c) => (
            <Link to={href("/user/kfs/:number", { number })} className="text-brand underline" data-testid="kfs-keep-link">
              {c}
            </Link>
          ),
        }}
      />
    </p>
  );
}
