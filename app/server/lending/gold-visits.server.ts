import { desc, eq } from "drizzle-orm";
import { goldLoanVisits } from "../../../db/schema";
import { getDb } from "../platform/db/db.server";

/** The visit booked for a gold application, the latest choice; null when none is. */
export async function latestVisitOf(creditApplicationId: number) {
  const db = await getDb();
  const [visit] = await db
    .select({ kind: goldLoanVisits.kind, visitDate: goldLoanVisits.visitDate, timeWindow: goldLoanVisits.timeWindow, createdAt: goldLoanVisits.createdAt })
    .from(goldLoanVisits)
    .where(eq(goldLoanVisits.creditApplicationId, creditApplicationId))
    .orderBy(desc(goldLoanVisits.id))
    .limit(1);
  return visit ?? null;
}
