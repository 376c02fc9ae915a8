import { and, eq } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, prospectApplications } from "../../../../db/schema";
import { disbursalOf, type ApplicationStatus, type LenderEvent } from "~/domain/lending/lender-integration";
import { setApplicationStatus } from "../application-status.server";
import type { Tx } from "../../platform/db/db.server";
import { recordDisbursalEarnings } from "../../partner/earnings.server";

/**
 * The history source of a status a lender reported after a later one (an
 * "approved" that arrives after "disbursed"): kept in the consumer's history
 * so no step the lender reported is lost, and said to be late there, while
 * the current status stays where it is (statuses only move forward).
 */
export const LATE_REPORT_SOURCE = "lender_late";

/**
 * What one accepted lender event does to its application, in the caller's
 * transaction: the status moves forward when it may; a status that may not
 * (late, or after a decision) still gets its history row, once per status;
 * a disbursal records its figures and earns the lender's revenue and the
 * partner's commission, as an MIS file row does. True when the status moved.
 */
export async function applyReportedStatus(tx: Tx, applicationId: number, event: LenderEvent): Promise<boolean> {
  const changed = await setApplicationStatus(tx, applicationId, event.status, "lender", event.reason ?? null);
  if (!changed) await keepLateReport(tx, applicationId, event.status, event.reason ?? null);
  const disbursal = disbursalOf(event);
  if (!disbursal) return changed;
  const [app] = await tx
    .select({ status: creditApplications.status, lenderId: creditApplications.lenderId, partnerId: prospectApplications.partnerId })
    .from(creditApplications)
    .leftJoin(prospectApplications, eq(prospectApplications.id, creditApplications.prospectApplicationId))
    .where(eq(creditApplications.id, applicationId));
  // Figures belong to a loan that is disbursed: a "disbursed" after a rejection is kept in the history only.
  if (app?.status !== "disbursed") return changed;
  // Paise to rupees once, for a numeric(14,2) column: exact to the paisa.
  const rupees = disbursal.amountPaise / 100;
  await tx
    .update(creditApplications)
    .set({ disbursedAmount: rupees, disbursedOn: disbursal.disbursedOn, firstEmiOn: disbursal.firstEmiOn, updatedAt: new Date() })
    .where(eq(creditApplications.id, applicationId));
  await recordDisbursalEarnings(tx, [{ creditApplicationId: applicationId, lenderId: app.lenderId, partnerId: app.partnerId ?? null, amount: rupees, day: disbursal.disbursedOn }], null);
  return changed;
}

/** A reported status that did not move the application: one history row for it, unless it already has one. */
async function keepLateReport(tx: Tx, applicationId: number, status: ApplicationStatus, note: string | null) {
  const [already] = await tx
    .select({ id: creditApplicationStatusHistory.id })
    .from(creditApplicationStatusHistory)
    .where(and(eq(creditApplicationStatusHistory.creditApplicationId, applicationId), eq(creditApplicationStatusHistory.status, status)))
    .limit(1);
  if (already) return;
  await tx.insert(creditApplicationStatusHistory).values({ creditApplicationId: applicationId, status, source: LATE_REPORT_SOURCE, note });
}
