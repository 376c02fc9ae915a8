import { href } from "react-router";
import { useProductName } from "~/components/admin/report-filters";
import { ReportScreen } from "~/components/admin/report-screen";
import type { ReportColumn } from "~/components/admin/report-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FUNNEL_STAGES } from "~/domain/back-office/funnel";
import { PRODUCTS_REPORT_SORT } from "~/domain/back-office/report-sort";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { productsReport } from "~/server/reports/products-report.server";
import type { Route } from "./+types/products-report";
import { csvHref, filterScreen, reportRequest } from "./reports.server";

/** Each product's funnel over the journeys begun on the chosen days, and how many of them checked eligibility; filtered and sorted by the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const r = reportRequest(request, context, PRODUCTS_REPORT_SORT);
  const [report, screen] = await Promise.all([productsReport(r.filters), filterScreen(r, "all")]);
  return { ...screen, csv: csvHref(href("/admin/products-report"), r.search), report, language: r.language };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:reports.products.title") }];
}

/** A share as people read it, one decimal (e.g. 42.5%), in the page's language. */
function percent(rate: number, language: string) {
  return new Intl.NumberFormat(language === "hi" ? "hi-IN" : "en-IN", { style: "percent", maximumFractionDigits: 1 }).format(rate);
}

export default function ProductsReport({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const productName = useProductName();
  const { report } = d;
  const columns: ReportColumn[] = (["product", ...FUNNEL_STAGES, "conversion", "eligibilityChecks"] as const).map((key) => ({
    key,
    label: t(`reports.products.columns.${key}`),
    first: PRODUCTS_REPORT_SORT.keys[key],
    numeric: key !== "product",
  }));
  return (
    <ReportScreen
      name="products"
      data={d}
      columns={columns}
      note={
        <>
          <p className="mt-2 text-sm text-slate-600">{t("reports.products.filtersNote")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("reports.products.eligibilityNote")}</p>
        </>
      }
    >
      {report.rows.map((funnel) => (
        <tr key={funnel.product ?? "none"} className="border-t border-slate-100" data-testid="report-row">
          <th scope="row" className="px-2 py-1 text-left font-normal">
            {productName(funnel.product)}
          </th>
          {FUNNEL_STAGES.map((stage) => {
            const step = funnel.steps.find((s) => s.stage === stage);
            return (
              <td key={stage} className="px-2 py-1 text-right" data-testid={`step-${stage}`}>
                {step ? (
                  <>
                    {step.count}
                    {step.fromPrevious !== null ? <span className="block text-xs text-slate-600">{t("reports.products.ofPrevious", { percent: percent(step.fromPrevious, d.language) })}</span> : null}
                  </>
                ) : (
                  <NotAStep />
                )}
              </td>
            );
          })}
          <td className="px-2 py-1 text-right" data-testid="conversion">
            {funnel.conversion === null ? "—" : percent(funnel.conversion, d.language)}
          </td>
          <td className="px-2 py-1 text-right" data-testid="eligibility-checks">
            {funnel.eligibilityChecks ?? <NotAStep />}
          </td>
        </tr>
      ))}
    </ReportScreen>
  );
}

/** A cell of a step the product does not have: a dash to the eye, words to a screen reader. */
function NotAStep() {
  const t = useT("admin");
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("reports.notAStep")}</span>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
