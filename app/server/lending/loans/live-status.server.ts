import { and, count, desc, eq } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, lenders } from "../../../../db/schema";
import type { ApplicationStatus } from "~/domain/lending/lender-integration";
import { getDb } from "../../platform/db/db.server";

/** What the status page's poll reads: enough to know whether the page is out of date, nothing else. */
export interface LiveStatus {
  status: ApplicationStatus;
  /** Changes whenever anything the page shows of the lender's answer does: a history row, the hand-off's state, a disbursal's figures. */
  stamp: string;
}

/**
 * The consumer's latest application with a lender, as small as it can be
 * read (docs/decisions/088-live-status.md): one indexed row and a count of
 * its history, answered to a poll every few seconds from every open tab.
 * Null when the consumer has no application with this lender: only the
 * owner's own application is ever read.
 */
export async function liveStatusOf(userId: number, lenderName: string): Promise<LiveStatus | null> {
  const db = await getDb();
  const [app] = await db
    .select({
      id: creditApplications.id,
      status: creditApplications.status,
      submissionState: creditApplications.submissionState,
      otp: creditApplications.lenderOtpPending,
      nextStepUrl: creditApplications.nextStepUrl,
      disbursedOn: creditApplications.disbursedOn,
      disbursedAmount: creditApplications.disbursedAmount,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.userId, userId), eq(lenders.name, lenderName)))
    .orderBy(desc(creditApplications.id))
    .limit(1);
  if (!app) return null;
  const [{ n }] = await db.select({ n: count() }).from(creditApplicationStatusHistory).where(eq(creditApplicationStatusHistory.creditApplicationId, app.id));
  const stamp = [app.id, app.status, n, app.submissionState ?? "", app.otp ? 1 : 0, app.nextStepUrl ? 1 : 0, app.disbursedOn ?? "", app.disbursedAmount ?? ""].join(":");
  return { status: app.status as ApplicationStatus, stamp };
}
