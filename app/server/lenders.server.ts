import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { lenders } from "../../db/schema";
import type { LenderCriteria } from "~/domain/eligibility";
import type { LenderProduct } from "~/domain/products";
import { getDb } from "./db.server";

const criteriaColumns = {
  id: lenders.id,
  name: lenders.name,
  displayName: lenders.displayName,
  logoUrl: lenders.logoUrl,
  minIncome: lenders.minIncome,
  maxIncome: lenders.maxIncome,
  minAge: lenders.minAge,
  maxAge: lenders.maxAge,
  ticketClass: lenders.ticketClass,
  creditScoreClass: lenders.creditScoreClass,
  salaried: lenders.salaried,
  selfEmployed: lenders.selfEmployed,
  business: lenders.business,
  priority: lenders.priority,
  aprMin: lenders.aprMin,
  aprMax: lenders.aprMax,
  interestRate: lenders.interestRate,
  loanAmountUpto: lenders.loanAmountUpto,
  minLoanAmount: lenders.minLoanAmount,
  tenure: lenders.tenure,
  processingFees: lenders.processingFees,
  soStatus: lenders.soStatus,
  soText: lenders.soText,
  soDateStart: lenders.soDateStart,
  soDateEnd: lenders.soDateEnd,
};

/**
 * The active lenders of each product, read once and kept: every offers page
 * matches them and the landing page counts them, and they change only when
 * an admin changes a lender (every write in admin-lenders.server.ts calls
 * `forgetLenders`, so the next request reads them again). The lifetime
 * covers changes made by another server process, or by SQL.
 */
const LENDERS_LIFETIME_MS = 10_000;
const kept = new Map<LenderProduct, { rows: LenderCriteria[]; readAt: number }>();
const reading = new Map<LenderProduct, Promise<LenderCriteria[]>>();
let generation = 0;

/** A lender changed: no request after this one is answered from what was read before it. */
export function forgetLenders() {
  generation++;
  kept.clear();
  reading.clear();
}

/** The active, not deleted lenders of a product, as the eligibility rules read them (shared: never change them). */
export async function getActiveLenderCriteria(product: LenderProduct): Promise<LenderCriteria[]> {
  const hit = kept.get(product);
  if (hit && Date.now() - hit.readAt < LENDERS_LIFETIME_MS) return hit.rows;
  let pending = reading.get(product);
  if (!pending) {
    const started = generation;
    pending = (async () => {
      try {
        const db = await getDb();
        const rows = await db
          .select(criteriaColumns)
          .from(lenders)
          .where(and(eq(lenders.productType, product), eq(lenders.lenderStatus, 1), isNull(lenders.deletedAt)))
          .orderBy(asc(lenders.id));
        // A write while reading forgot this read: it may be older than the write, so it is not kept.
        if (generation === started) kept.set(product, { rows, readAt: Date.now() });
        return rows;
      } finally {
        if (generation === started) reading.delete(product);
      }
    })();
    reading.set(product, pending);
  }
  return pending;
}

export async function getLenderByName(name: string) {
  return findLiveLender(eq(lenders.name, name));
}

/** The lender that `where` names, unless it was deleted (a soft delete keeps its row). */
export async function findLiveLender(where: SQL) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(where, isNull(lenders.deletedAt)))
    .limit(1);
  return row ?? null;
}
