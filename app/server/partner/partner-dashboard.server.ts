import { and, count, desc, eq, gte, lt, lte, sql, sum } from "drizzle-orm";
import { creditApplications, leads, lenders, prospectApplications } from "../../../db/schema";
import { eachDay, rangeInstants, type DayRange } from "~/domain/back-office/date-range";
import { getDb } from "../platform/db/db.server";
import { partnerEarnings, type EarningsSummary } from "./earnings.server";

/**
 * One partner's figures for a range of days (IST), read only through the
 * partner's own attribution: the enquiries (leads) made on its brand, and the
 * credit applications of the consumers it brought (prospect_applications.partner_id).
 */
export interface PartnerDashboard {
  range: DayRange;
  leads: { count: number; latest: { id: number; name: string; email: string; phone: string; createdAt: string }[] };
  applications: {
    count: number;
    byStatus: { status: string; count: number }[];
    byProduct: { product: string; count: number }[];
    perDay: { day: string; count: number }[];
  };
  disbursals: { count: number; amount: number };
  commission: EarningsSummary;
}

const LATEST_LEADS = 10;

export async function partnerDashboard(partnerId: number, range: DayRange): Promise<PartnerDashboard> {
  const db = await getDb();
  const { start, end } = rangeInstants(range);
  const ownApplication = and(eq(prospectApplications.partnerId, partnerId), gte(creditApplications.createdAt, start), lt(creditApplications.createdAt, end));
  const ownLead = and(eq(leads.partnerId, partnerId), gte(leads.createdAt, start), lt(leads.createdAt, end));
  const istDay = sql<string>`to_char(${creditApplications.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

  const [[leadCount], latestLeads, byStatus, byProduct, perDay, [disbursed], commission] = await Promise.all([
    db.select({ n: count() }).from(leads).where(ownLead),
    db.select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, createdAt: leads.createdAt }).from(leads).where(ownLead).orderBy(desc(leads.id)).limit(LATEST_LEADS),
    db
      .select({ status: creditApplications.status, n: count() })
      .from(creditApplications)
      .innerJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId))
      .where(ownApplication)
      .groupBy(creditApplications.status),
    db
      .select({ product: lenders.productType, n: count() })
      .from(creditApplications)
      .innerJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId))
      .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
      .where(ownApplication)
      .groupBy(lenders.productType),
    db
      .select({ day: istDay, n: count() })
      .from(creditApplications)
      .innerJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId))
      .where(ownApplication)
      .groupBy(istDay),
    db
      .select({ n: count(), amount: sum(creditApplications.disbursedAmount) })
      .from(creditApplications)
      .innerJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId))
      .where(
        and(eq(prospectApplications.partnerId, partnerId), eq(creditApplications.status, "disbursed"), gte(creditApplications.disbursedOn, range.from), lte(creditApplications.disbursedOn, range.to)),
      ),
    partnerEarnings(partnerId, range),
  ]);

  const counted = new Map(perDay.map((d) => [d.day, d.n]));
  const order = ["applied", "in_progress", "approved", "disbursed", "rejected"];
  return {
    range,
    leads: { count: leadCount.n, latest: latestLeads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) },
    applications: {
      count: byStatus.reduce((total, s) => total + s.n, 0),
      byStatus: order.map((status) => ({ status, count: byStatus.find((s) => s.status === status)?.n ?? 0 })),
      byProduct: byProduct.map((p) => ({ product: p.product, count: p.n })).sort((a, b) => b.count - a.count || a.product.localeCompare(b.product)),
      perDay: eachDay(range).map((day) => ({ day, count: counted.get(day) ?? 0 })),
    },
    disbursals: { count: disbursed?.n ?? 0, amount: Number(disbursed?.amount ?? 0) },
    commission,
  };
}
