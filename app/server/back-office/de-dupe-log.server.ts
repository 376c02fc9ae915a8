import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { creditApplications, duplicateHits, lenders, partners, users } from "../../../db/schema";
import type { DuplicateDecision, DuplicateKind, DuplicateMatch } from "~/domain/back-office/de-dupe";
import { pageOf, REPORT_PAGE_SIZE } from "~/domain/back-office/report-sort";
import type { DeDupeFilters } from "~/forms/admin/de-dupe";
import { madeIn } from "../reports/admin-report-scope.server";
import { getDb } from "../platform/db/db.server";

/**
 * The de-dupe log (/admin/de-dupe, decision 051), newest first, a page at a
 * time: each hit with the names of its partners and lender and the reference
 * of its applications; no personal data, so the page needs no masking.
 */
const arriving = alias(partners, "arriving_partner");
const owning = alias(partners, "owning_partner");
const consumer = alias(users, "consumer");
const other = alias(users, "other_consumer");
const made = alias(creditApplications, "made_application");
const matched = alias(creditApplications, "matched_application");

export interface DeDupeRow {
  id: number;
  at: Date;
  kind: DuplicateKind;
  matchedOn: DuplicateMatch;
  decision: DuplicateDecision;
  product: string | null;
  lender: string | null;
  arrivingPartner: string | null;
  owningPartner: string | null;
  /** Each account with whether the customers' journey can still show it (an erased consumer has no journey to show). */
  consumer: { id: number; shown: boolean };
  other: { id: number; shown: boolean } | null;
  application: string | null;
  matchedApplication: string | null;
}

function scope(f: Pick<DeDupeFilters, "range" | "kind" | "matched" | "decision" | "partner">): SQL {
  return and(
    madeIn(duplicateHits.createdAt, f.range),
    f.kind ? eq(duplicateHits.kind, f.kind) : undefined,
    f.matched ? eq(duplicateHits.matchedOn, f.matched) : undefined,
    f.decision ? eq(duplicateHits.decision, f.decision) : undefined,
    f.partner ? or(eq(duplicateHits.arrivingPartnerId, f.partner), eq(duplicateHits.owningPartnerId, f.partner)) : undefined,
  )!;
}

export async function deDupeLog(filters: DeDupeFilters): Promise<{ total: number; page: number; pages: number; rows: DeDupeRow[] }> {
  const db = await getDb();
  const where = scope(filters);
  const [{ total }] = await db.select({ total: count() }).from(duplicateHits).where(where);
  const { page, pages, offset } = pageOf(total, filters.page);
  const rows = await db
    .select({
      id: duplicateHits.id,
      at: duplicateHits.createdAt,
      kind: duplicateHits.kind,
      matchedOn: duplicateHits.matchedOn,
      decision: duplicateHits.decision,
      product: duplicateHits.productType,
      lender: lenders.displayName,
      arrivingPartner: arriving.displayName,
      owningPartner: owning.displayName,
      userId: duplicateHits.userId,
      userShown: consumer.id,
      consumerErased: consumer.erasedAt,
      otherUserId: duplicateHits.otherUserId,
      otherShown: other.id,
      otherErased: other.erasedAt,
      application: made.uuid,
      matchedApplication: matched.uuid,
    })
    .from(duplicateHits)
    .leftJoin(lenders, eq(lenders.id, duplicateHits.lenderId))
    .leftJoin(arriving, eq(arriving.id, duplicateHits.arrivingPartnerId))
    .leftJoin(owning, eq(owning.id, duplicateHits.owningPartnerId))
    .leftJoin(consumer, eq(consumer.id, duplicateHits.userId))
    .leftJoin(other, eq(other.id, duplicateHits.otherUserId))
    .leftJoin(made, eq(made.id, duplicateHits.creditApplicationId))
    .leftJoin(matched, eq(matched.id, duplicateHits.matchedCreditApplicationId))
    .where(where)
    .orderBy(desc(duplicateHits.createdAt), desc(duplicateHits.id))
    .limit(REPORT_PAGE_SIZE)
    .offset(offset);
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at,
      kind: r.kind as DuplicateKind,
      matchedOn: r.matchedOn as DuplicateMatch,
      decision: r.decision as DuplicateDecision,
      product: r.product,
      lender: r.lender,
      arrivingPartner: r.arrivingPartner,
      owningPartner: r.owningPartner,
      consumer: { id: r.userId, shown: r.userShown !== null && r.consumerErased === null },
      other: r.otherUserId === null ? null : { id: r.otherUserId, shown: r.otherShown !== null && r.otherErased === null },
      application: r.application,
      matchedApplication: r.matchedApplication,
    })),
  };
}
