import { eq } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory } from "../../../db/schema";
import { movesForward, type ApplicationStatus } from "~/domain/lending/lender-integration";
import type { Tx } from "../platform/db/db.server";

/**
 * A lender's new status for an application, with its history row: only a
 * move forward is taken (app/domain/lending/lender-integration movesForward), so a late
 * or repeated report changes nothing. True when the status changed.
 */
export async function setApplicationStatus(tx: Tx, applicationId: number, status: ApplicationStatus, source: string, note: string | null): Promise<boolean> {
  const [app] = await tx.select({ status: creditApplications.status }).from(creditApplications).where(eq(creditApplications.id, applicationId)).for("update");
  if (!app || !movesForward(app.status as ApplicationStatus, status)) return false;
  await tx.update(creditApplications).set({ status, updatedAt: new Date() }).where(eq(creditApplications.id, applicationId));
  await tx.insert(creditApplicationStatusHistory).values({ creditApplicationId: applicationId, status, source, note });
  return true;
}
