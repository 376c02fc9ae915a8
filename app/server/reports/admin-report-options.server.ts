import { and, asc, ne } from "drizzle-orm";
import { lenders, partners } from "../../../db/schema";
import { INSURER_PRODUCT_TYPE } from "~/domain/lending/insurance";
import { liveLender } from "./admin-report-scope.server";
import { getDb } from "../platform/db/db.server";

/** What the admin reports' filters offer: every lender not deleted (insurers have no loan applications to report) (with its product, as names repeat across products) and every partner, by name. */
export async function reportFilterOptions(): Promise<{ lenders: { id: number; name: string; product: string }[]; partners: { id: number; name: string }[] }> {
  const db = await getDb();
  const [lenderRows, partnerRows] = await Promise.all([
    db
      .select({ id: lenders.id, name: lenders.displayName, product: lenders.productType })
      .from(lenders)
      .where(and(liveLender, ne(lenders.productType, INSURER_PRODUCT_TYPE)))
      .orderBy(asc(lenders.displayName), asc(lenders.id)),
    db.select({ id: partners.id, name: partners.displayName }).from(partners).orderBy(asc(partners.displayName), asc(partners.id)),
  ]);
  return { lenders: lenderRows, partners: partnerRows };
}
