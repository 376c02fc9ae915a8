import { and, count, desc, eq, isNull } from "drizzle-orm";
import { creditApplications, leads, lenders, users } from "../../db/schema";
import { getDb } from "./db.server";

/** The dashboard's figures: how many consumers, applications by status, enquiries, active lenders. */
export async function getDashboard() {
  const db = await getDb();
  const [[consumers], [applications], [enquiries], [activeLenders], byStatus, latestLeads] = await Promise.all([
    db.select({ n: count() }).from(users).where(isNull(users.erasedAt)),
    db.select({ n: count() }).from(creditApplications),
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(lenders).where(and(eq(lenders.lenderStatus, 1), isNull(lenders.deletedAt))),
    db.select({ status: creditApplications.status, n: count() }).from(creditApplications).groupBy(creditApplications.status),
    db
      .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, createdAt: leads.createdAt })
      .from(leads)
      .orderBy(desc(leads.id))
      .limit(10),
  ]);
  return {
    consumers: consumers.n,
    applications: applications.n,
    leads: enquiries.n,
    activeLenders: activeLenders.n,
    byStatus: byStatus.map((s) => ({ status: s.status, count: s.n })),
    latestLeads: latestLeads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}
