import type { ReactNode } from "react";
import { DataTable } from "~/components/ui/data-table";
import { formatRupees } from "~/domain/platform/money";
import { useT } from "~/i18n/use-t";
import type { TesterOutcome } from "~/server/admin/eligibility-tester.server";
import type { FieldKey } from "./eligibility-tester";

/**
 * What the test found: the profile it matched, the matching lenders in the
 * order the consumer's offers page ranks them, and every other active lender
 * with its reasons as the consumer reads them.
 */
export function EligibilityResult({ outcome, productLabel, labels }: { outcome: TesterOutcome; productLabel: string; labels: { employment: string; band: string } }) {
  const t = useT("admin");
  const { profile, consumer, offers, notMatched } = outcome;
  return (
    <section aria-labelledby="result-heading" className="mt-6" data-testid="eligibility-result">
      <h2 id="result-heading" className="text-xl font-semibold">
        {t("eligibilityTester.resultHeading", { product: productLabel })}
      </h2>
      {consumer ? (
        <p className="mt-1 text-slate-700" data-testid="tested-consumer">
          {t("eligibilityTester.consumerShown", { name: consumer.name ?? "—", mobile: consumer.mobile ?? "—", email: consumer.email ?? "—" })}
        </p>
      ) : null}
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="tested-profile">
        {(
          [
            ["monthlyIncome", formatRupees(profile.monthlyIncome)],
            ["age", String(profile.age)],
            ["employment", labels.employment],
            ["loanAmount", formatRupees(profile.desiredAmount)],
            ["creditScoreBand", labels.band],
            ...(profile.secured ? [["collateral", t(profile.secured.withinCollateral ? "eligibilityTester.covered" : "eligibilityTester.notCovered")]] : []),
          ] as [FieldKey, string][]
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-600">{t(`eligibilityTester.fields.${key}`)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <LenderTable
        heading={t("eligibilityTester.matchedHeading", { count: offers.length })}
        empty={t("eligibilityTester.noMatch")}
        testId="matched-lenders"
        columns={["rank", "lender", "apr", "amountUpto", "tenure", "specialOffer"]}
      >
        {offers.map((o, i) => (
          <tr key={o.name} className="border-t border-slate-100" data-testid="matched-lender">
            <td className="px-3 py-2">{i + 1}</td>
            <td className="px-3 py-2 font-medium">{o.displayName}</td>
            <td className="px-3 py-2">{`${o.apr.toFixed(2)}%`}</td>
            <td className="px-3 py-2">{formatRupees(o.amountUpto)}</td>
            <td className="px-3 py-2">{t("eligibilityTester.months", { min: o.tenure.min, max: o.tenure.max })}</td>
            <td className="px-3 py-2">{o.specialOffer ? t(`eligibilityTester.specialOffers.${o.specialOffer}`) : "—"}</td>
          </tr>
        ))}
      </LenderTable>
      <LenderTable heading={t("eligibilityTester.notMatchedHeading", { count: notMatched.length })} empty={t("eligibilityTester.allMatch")} testId="unmatched-lenders" columns={["lender", "reasons"]}>
        {notMatched.map((n) => (
          <tr key={n.name} className="border-t border-slate-100 align-top" data-testid="unmatched-lender">
            <td className="px-3 py-2 font-medium">{n.displayName}</td>
            <td className="px-3 py-2">
              <ul className="list-disc pl-5">
                {n.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </LenderTable>
    </section>
  );
}

type Column = "rank" | "lender" | "apr" | "amountUpto" | "tenure" | "specialOffer" | "reasons";

/** The matching or the other lenders: a heading, and a table captioned by it with a line when it has no row. */
function LenderTable({ heading, empty, testId, columns, children }: { heading: string; empty: string; testId: string; columns: Column[]; children: ReactNode[] }) {
  const t = useT("admin");
  return (
    <>
      <h3 className="mt-5 text-lg font-semibold">{heading}</h3>
      <DataTable count={children.length} empty={empty} caption={heading} testId={testId} className="mt-2" heads={columns.map((c) => ({ key: c, label: t(`eligibilityTester.columns.${c}`) }))}>
        {children}
      </DataTable>
    </>
  );
}
