import { and, count, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { cardApplications, creditApplications, eligibilityCheckEvents, insuranceRequests, lenders, prospectApplications } from "../../../db/schema";
import type { CsvValue } from "~/domain/platform/csv";
import { FUNNEL_STAGES, funnelOf, stepCount, type Funnel } from "~/domain/back-office/funnel";
import { productModules } from "~/domain/products";
import { type PRODUCTS_REPORT_SORT, pageOf, REPORT_PAGE_SIZE, sortRows, type SortChoice, type SortKeyOf } from "~/domain/back-office/report-sort";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { applicationFilters, madeIn, type ReportScope } from "./admin-report-scope.server";
import { csvStream, inBatches } from "../platform/http/csv-stream.server";
import { getDb } from "../platform/db/db.server";

/**
 * The products report (/admin/products-report, role 1): per product, the
 * journeys begun on the range's days and how far each got, from asking for
 * a login code to the loan's disbursal (app/domain/back-office/funnel.ts). Partner narrows
 * the journeys (who brought the consumer); lender and status narrow which
 * applications count as applied, approved and disbursed, and a card or
 * insurance, which has neither, then counts as not applied. Beside the
 * steps, the journeys that checked eligibility (their events, written by
 * app/server/lending/eligibility-check.server.ts).
 */
export type ProductsSortKey = SortKeyOf<typeof PRODUCTS_REPORT_SORT>;

export interface ProductsReportQuery extends ReportScope {
  sort: SortChoice<ProductsSortKey>;
  page: number;
}

const stageIndex = (stage: (typeof FUNNEL_STAGES)[number]) => FUNNEL_STAGES.indexOf(stage);

/** Whether the journey has an application the filters count, and more (`extra`). */
function hasApplication(query: ReportScope, extra?: SQL): SQL {
  const where = and(eq(creditApplications.prospectApplicationId, prospectApplications.id), applicationFilters(query), extra);
  return sql`exists (select 1 from ${creditApplications} where ${where})`;
}

/** The furthest step of a journey, as its index in FUNNEL_STAGES. */
function furthestStep(query: ReportScope): SQL<number> {
  const otherApplies =
    query.lender || query.status
      ? sql`false`
      : sql`exists (select 1 from ${cardApplications} where ${cardApplications.prospectApplicationId} = ${prospectApplications.id})
          or exists (select 1 from ${insuranceRequests} where ${insuranceRequests.prospectApplicationId} = ${prospectApplications.id})`;
  return sql<number>`case
    when ${hasApplication(query, eq(creditApplications.status, "disbursed"))} then ${stageIndex("disbursed")}
    when ${hasApplication(query, sql`${creditApplications.status} in ('approved', 'disbursed')`)} then ${stageIndex("approved")}
    when ${hasApplication(query)} or ${otherApplies} then ${stageIndex("applied")}
    when ${isNotNull(prospectApplications.profileCompletedAt)} then ${stageIndex("profileCompleted")}
    when ${isNotNull(prospectApplications.userId)} then ${stageIndex("verified")}
    else ${stageIndex("started")} end`.mapWith(Number);
}

/** Every product's funnel in the scope: the products journeys chose, in the order they are offered, and journeys with none chosen last. */
export async function productFunnels(query: ReportScope): Promise<Funnel[]> {
  const db = await getDb();
  const lenderProduct = query.lender ? sql`${prospectApplications.productType}::text = (select ${lenders.productType} from ${lenders} where ${lenders.id} = ${query.lender})` : undefined;
  const journeys = db
    .select({
      product: sql<string | null>`${prospectApplications.productType}::text`.as("product"),
      furthest: furthestStep(query).as("furthest"),
      // eq() names each column with its table: a bare column in a subquery's selection is written unqualified ("id" would be the event's).
      checked: sql<number>`(exists (select 1 from ${eligibilityCheckEvents} where ${eq(eligibilityCheckEvents.prospectApplicationId, prospectApplications.id)}))::int`.mapWith(Number).as("checked"),
    })
    .from(prospectApplications)
    .where(
      and(
        madeIn(prospectApplications.createdAt, query.range),
        query.product ? eq(prospectApplications.productType, query.product) : undefined,
        query.partner ? eq(prospectApplications.partnerId, query.partner) : undefined,
        lenderProduct,
      ),
    )
    .as("journeys");
  const rows = await db
    .select({ product: journeys.product, furthest: journeys.furthest, n: count(), checked: sql<number>`sum(${journeys.checked})`.mapWith(Number) })
    .from(journeys)
    .groupBy(journeys.product, journeys.furthest);
  const byProduct = new Map<string | null, { furthest: Map<number, number>; checked: number }>();
  for (const r of rows) {
    const product = byProduct.get(r.product) ?? { furthest: new Map<number, number>(), checked: 0 };
    product.furthest.set(Number(r.furthest), r.n);
    product.checked += r.checked;
    byProduct.set(r.product, product);
  }
  return [...byProduct].map(([product, { furthest, checked }]) => funnelOf(product, furthest, checked));
}

const offeredOrder = (product: string | null) => {
  const index = productModules.findIndex((p) => p.code === product);
  return index < 0 ? productModules.length : index;
};

/** The funnels in the chosen order (a step a product does not have sorts last), one page of them. */
export async function productsReport(query: ProductsReportQuery) {
  const funnels = sortedFunnels(await productFunnels(query), query.sort);
  const { page, pages, offset } = pageOf(funnels.length, query.page);
  return { total: funnels.length, page, pages, rows: funnels.slice(offset, offset + REPORT_PAGE_SIZE) };
}

function sortedFunnels(funnels: Funnel[], sort: SortChoice<ProductsSortKey>): Funnel[] {
  const value = (f: Funnel) =>
    sort.key === "product" ? offeredOrder(f.product) : sort.key === "conversion" ? f.conversion : sort.key === "eligibilityChecks" ? f.eligibilityChecks : stepCount(f, sort.key);
  return sortRows(funnels, value, sort.dir, (f) => offeredOrder(f.product));
}

/** The report as CSV: a row per product, each step's count (empty where the product has no such step), the conversion in per cent and the eligibility checks. */
export async function productsReportCsv(query: ProductsReportQuery, language: Language): Promise<ReadableStream<Uint8Array>> {
  const funnels = sortedFunnels(await productFunnels(query), query.sort);
  const h = (key: string) => translate(language, `admin:reports.products.columns.${key}`);
  const header = [h("product"), ...FUNNEL_STAGES.map((s) => h(s)), h("conversion"), h("eligibilityChecks")];
  const rows: CsvValue[][] = funnels.map((f) => [
    f.product ?? "",
    ...FUNNEL_STAGES.map((s) => stepCount(f, s)),
    f.conversion === null ? null : Math.round(f.conversion * 1000) / 10,
    f.eligibilityChecks,
  ]);
  return csvStream(header, inBatches(rows));
}
