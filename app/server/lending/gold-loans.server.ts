import { and, desc, eq } from "drizzle-orm";
import { creditApplications, goldLoanVisits, lenders } from "../../../db/schema";
import { goldVisitKind, type VisitWindow } from "~/domain/lending/gold-visits";
import { goldLoan } from "~/domain/products/gold-loan";
import type { Consumer } from "../consumer/consumers.server";
import { getDb } from "../platform/db/db.server";
import { latestVisitOf } from "./gold-visits.server";
import { queueSubmission } from "./lender-handoff.server";
import { offersFor } from "./offers.server";
import type { Prospect } from "../consumer/prospects.server";

/**
 * Starts the gold-loan flow (SPEC.md 2.1, POST /api/gold-loans/{appId}): the
 * best-ranked gold lender for the consumer's gold is chosen and the answer is
 * the path under /user to go to. The application itself is made as every
 * loan's is, from its Key Fact Statement and consents (`apply/{lender}`);
 * once it exists (a second start) the lender's own page, where the visit is
 * booked; the gold offers when no lender matches.
 */
export async function startGoldLoan(consumer: Consumer, prospect: Pick<Prospect, "id">): Promise<{ redirect: string }> {
  const found = await offersFor(consumer, goldLoan.code);
  const best = found?.match.offers[0];
  if (!found || !best) return { redirect: "offers" };
  const db = await getDb();
  const [existing] = await db
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .where(and(eq(creditApplications.prospectApplicationId, prospect.id), eq(creditApplications.lenderId, best.lender.id)))
    .limit(1);
  return { redirect: existing ? `gold-loan/${best.lender.name}` : `apply/${best.lender.name}` };
}

/** The consumer's latest gold application with this lender, with its booked visit; null when there is none. */
export async function goldApplicationWith(userId: number, lenderName: string) {
  const db = await getDb();
  const [app] = await db
    .select({
      id: creditApplications.id,
      uuid: creditApplications.uuid,
      amount: creditApplications.amount,
      submissionState: creditApplications.submissionState,
      lenderName: lenders.name,
      lenderDisplayName: lenders.displayName,
      journey: lenders.lenderJourneyText,
      homeVisit: lenders.homeVisit,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.userId, userId), eq(lenders.name, lenderName), eq(lenders.productType, goldLoan.lenders)))
    .orderBy(desc(creditApplications.id))
    .limit(1);
  if (!app) return null;
  const visit = await latestVisitOf(app.id);
  const { homeVisit, ...rest } = app;
  // The visit can be chosen until the application has gone to the lender with it.
  return { ...rest, visitKind: goldVisitKind({ homeVisit }), visit, canChange: app.submissionState === "waiting" || !visit };
}

/**
 * Records the consumer's choice of visit and, with it, sends the application
 * waiting for it to the lender (one transaction: the visit and the queued
 * hand-off, or neither). A choice made before the hand-off replaces the one
 * before; once the application has gone with its visit, nothing changes.
 */
export async function bookGoldVisit(app: { id: number; visitKind: "branch" | "home"; canChange: boolean }, visitDate: string, timeWindow: VisitWindow): Promise<void> {
  if (!app.canChange) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(goldLoanVisits).values({ creditApplicationId: app.id, kind: app.visitKind, visitDate, timeWindow, confirmedAt: new Date() });
    await queueSubmission(tx, eq(creditApplications.id, app.id), "waiting");
  });
}
