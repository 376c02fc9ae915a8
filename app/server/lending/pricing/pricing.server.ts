import { and, eq, isNull } from "drizzle-orm";
import { lenders } from "../../../../db/schema";
import { changedFields } from "~/domain/back-office/audit-diff";
import { pricingDerivedColumns } from "~/domain/lending/pricing-derived";
import type { LenderPricing } from "~/domain/lending/pricing";
import { recordAdminChange, SYSTEM, type Actor } from "../../admin/admin-audit.server";
import { getAdminLender, type AdminLender } from "../../catalogue/admin-lenders.server";
import { announceChange } from "../../platform/db/cache-invalidation.server";
import { getDb } from "../../platform/db/db.server";

/**
 * A value with its object keys in one order: PostgreSQL's jsonb gives a
 * grid back with its keys reordered, and the audit row must not record a
 * save of the same grid as a change.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/**
 * Saves a lender's grid (already judged by lenderPricingSchema) with the
 * columns derived from it (apr_min, apr_max, interest_rate, processing_fees)
 * in one statement, and its audit row with the whole grid before and after,
 * in one transaction; null when there is no such live lender.
 */
export async function saveLenderPricing(id: number, pricing: LenderPricing, by: Actor = SYSTEM): Promise<AdminLender | null> {
  const derived = pricingDerivedColumns(pricing);
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(lenders)
      .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
      .for("update");
    if (!old) return false;
    await tx
      .update(lenders)
      .set({ pricing, aprMin: derived.apr_min, aprMax: derived.apr_max, interestRate: derived.interest_rate, processingFees: derived.processing_fees, updatedAt: new Date() })
      .where(eq(lenders.id, id));
    const change = changedFields(
      { pricing: canonical(old.pricing), apr_min: old.aprMin, apr_max: old.aprMax, interest_rate: old.interestRate, processing_fees: old.processingFees },
      { pricing: canonical(pricing), ...derived },
    );
    // The grid is recorded whole on both sides whenever anything changed, so a reader sees the price as it was and as it is.
    if (change) {
      await recordAdminChange(tx, {
        ...by,
        subject: "lender",
        subjectId: id,
        action: "update",
        before: { ...change.before, pricing: canonical(old.pricing) ?? null },
        after: { ...change.after, pricing: canonical(pricing) },
      });
    }
    return true;
  });
  if (!saved) return null;
  await announceChange("lenders");
  return getAdminLender(id);
}
