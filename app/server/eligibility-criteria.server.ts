import { and, asc, eq, isNull } from "drizzle-orm";
import { lenders } from "../../db/schema";
import { getDb } from "./db.server";

/**
 * An eligibility row (SPEC.md 3): a lender's partner-visible texts, as the
 * admin writes them on the lender edit screen. An empty text is null; the
 * screen shows it as a dash.
 */
export interface EligibilityRow {
  name: string;
  age: string | null;
  employment: string | null;
  income: string | null;
  min_loan: string | null;
  max_loan: string | null;
  cibil: string | null;
  lender_journey: string | null;
}

const text = (value: string | null) => (value && value.trim() ? value.trim() : null);

/**
 * The eligibility criteria a partner trains its agents with: one row per
 * lender switched on (a lender switched off or deleted takes no applications),
 * by name. The screen and GET /api/partner/get-eligibility-criteria answer these same rows.
 */
export async function partnerEligibilityCriteria(): Promise<EligibilityRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      name: lenders.displayName,
      age: lenders.ageText,
      employment: lenders.employmentText,
      income: lenders.incomeText,
      min_loan: lenders.minLoanText,
      max_loan: lenders.maxLoanText,
      cibil: lenders.cibilText,
      lender_journey: lenders.lenderJourneyText,
    })
    .from(lenders)
    .where(and(eq(lenders.lenderStatus, 1), isNull(lenders.deletedAt)))
    .orderBy(asc(lenders.displayName), asc(lenders.id));
  return rows.map((r) => ({
    name: r.name,
    age: text(r.age),
    employment: text(r.employment),
    income: text(r.income),
    min_loan: text(r.min_loan),
    max_loan: text(r.max_loan),
    cibil: text(r.cibil),
    lender_journey: text(r.lender_journey),
  }));
}
