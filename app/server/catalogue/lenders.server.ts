import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { lenders } from "../../../db/schema";
import { camel, CRITERIA, type Camel, type Criterion, type LenderCriteria } from "~/domain/lending/lender-criteria";
import type { LenderProduct } from "~/domain/products";
import { getDb } from "../platform/db/db.server";
import { memoryCopy } from "../platform/db/memory-copy.server";

type LenderColumns = typeof lenders;

/** The columns the matching reads: who the lender is, and each of its criteria (app/domain/lending/lender-criteria.ts). */
const criteriaColumns = {
  id: lenders.id,
  name: lenders.name,
  displayName: lenders.displayName,
  logoUrl: lenders.logoUrl,
  ...(Object.fromEntries(CRITERIA.map((c) => [camel(c), lenders[camel(c)]])) as { [C in Criterion as Camel<C>]: LenderColumns[Camel<C>] }),
};

/**
 * The active lenders of each product, read once and kept: every offers page
 * matches them and the landing page counts them, and they change only when
 * an admin changes a lender (every write in admin-lenders.server.ts announces
 * it, and every server process forgets them). The lifetime covers changes
 * made in SQL.
 */
const activeLenders = memoryCopy({
  name: "lenders",
  madeOf: ["lenders"],
  lifetimeMs: 10_000,
  read: async (product: LenderProduct): Promise<LenderCriteria[]> =>
    (await getDb())
      .select(criteriaColumns)
      .from(lenders)
      .where(and(eq(lenders.productType, product), eq(lenders.lenderStatus, 1), isNull(lenders.deletedAt)))
      .orderBy(asc(lenders.id)),
});

/** The active, not deleted lenders of a product, as the eligibility rules read them (shared: never change them). */
export function getActiveLenderCriteria(product: LenderProduct): Promise<LenderCriteria[]> {
  return activeLenders.get(product);
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
