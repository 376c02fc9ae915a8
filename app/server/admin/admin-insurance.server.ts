import { count, desc, eq } from "drizzle-orm";
import { insuranceRequests, lenders, users } from "../../../db/schema";
import type { ClosedReason, InsuranceStatus } from "~/domain/lending/insurance";
import { maskContact } from "~/domain/back-office/masking";
import { productKeyOf, type InsuranceProduct } from "~/domain/products";
import { getDb } from "../platform/db/db.server";
import { closeExpiredQuotes } from "../lending/insurance.server";

const SHOWN = 200;

/** The admins' list of insurance requests (newest first, at most SHOWN), of one status or all, with how many each status holds. */
export async function adminInsuranceRequests(status: InsuranceStatus | null) {
  await closeExpiredQuotes();
  const db = await getDb();
  const [rows, counts] = await Promise.all([
    db
      .select({
        uuid: insuranceRequests.uuid,
        product: insuranceRequests.product,
        status: insuranceRequests.status,
        createdAt: insuranceRequests.createdAt,
        updatedAt: insuranceRequests.updatedAt,
        insurer: lenders.displayName,
        submissionState: insuranceRequests.submissionState,
        premium: insuranceRequests.premium,
        cover: insuranceRequests.cover,
        closedReason: insuranceRequests.closedReason,
        policyNumber: insuranceRequests.policyNumber,
        mobile: users.mobilePhoneNumber,
      })
      .from(insuranceRequests)
      .innerJoin(users, eq(users.id, insuranceRequests.userId))
      .leftJoin(lenders, eq(lenders.id, insuranceRequests.insurerId))
      .where(status ? eq(insuranceRequests.status, status) : undefined)
      .orderBy(desc(insuranceRequests.id))
      .limit(SHOWN),
    db.select({ status: insuranceRequests.status, n: count() }).from(insuranceRequests).groupBy(insuranceRequests.status),
  ]);
  return {
    rows: rows.map(({ mobile, ...r }) => ({
      ...r,
      productKey: productKeyOf(r.product as InsuranceProduct),
      status: r.status as InsuranceStatus,
      closedReason: r.closedReason as ClosedReason | null,
      // The list is for following requests up, not for reading who made them: the CSR portal shows a consumer in full.
      contact: mobile ? maskContact(mobile) : null,
    })),
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<InsuranceStatus, number>>,
  };
}
