import { href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DataTable } from "~/components/ui/data-table";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { TextOrDash } from "~/components/partner/dash";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { partnerEligibilityCriteria, type EligibilityRow } from "~/server/partner/eligibility-criteria.server";
import type { Route } from "./+types/eligibility-criteria";

/** SPEC.md 2.7: the lenders' partner-visible texts; GET /api/partner/get-eligibility-criteria answers the same rows. */
export async function loader({ context }: Route.LoaderArgs) {
  return { rows: await partnerEligibilityCriteria(getLanguage(context)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.eligibility") }];
}

const COLUMNS = [
  ["age", "columns.age"],
  ["employment", "columns.employment"],
  ["income", "columns.income"],
  ["min_loan", "columns.minLoan"],
  ["max_loan", "columns.maxLoan"],
  ["cibil", "columns.cibil"],
  ["lender_journey", "columns.lenderJourney"],
] as const satisfies ReadonlyArray<readonly [keyof EligibilityRow, string]>;

export default function EligibilityCriteria({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div>
      <Breadcrumb
        items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("breadcrumb.training"), to: href("/partner/training-material") }, { label: t("breadcrumb.eligibility") }]}
      />
      <h1 className="mt-2 text-2xl font-bold">{t("eligibility.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("eligibility.intro")}</p>
      <DataTable
        count={loaderData.rows.length}
        empty={t("eligibility.empty")}
        caption={t("eligibility.heading")}
        testId="eligibility-table"
        heads={[{ key: "criteria", label: t("eligibility.columns.criteria") }, ...COLUMNS.map(([key, label]) => ({ key, label: t(`eligibility.${label}`) }))]}
      >
        {loaderData.rows.map((row, i) => (
          <tr key={`${i}-${row.name}`} className="border-t border-slate-100 align-top">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {row.name}
            </th>
            {COLUMNS.map(([key]) => (
              <td key={key} className="px-3 py-2">
                <TextOrDash value={row[key]} />
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
