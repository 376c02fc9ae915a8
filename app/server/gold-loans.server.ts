import { and, desc, eq } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, goldLoanVisits, lenders } from "../../db/schema";
import { goldVisitKind, type VisitWindow } from "~/domain/gold-visits";
import { goldLoan } from "~/domain/products/gold-loan";
import type { Consumer } from "./consumers.server";
import { now } from "./clock.server";
import { getDb } from "./db.server";
import { offersFor } from "./offers.server";
import type { Prospect } from "./prospects.server";

/**
 * Starts the gold-loan flow (SPEC.md 2.1, POST /api/gold-loans/{appId}): the
 * best-ranked gold lender for the consumer's gold gets the application (one
 * per prospect application and lender, so a second start does not repeat it),
 * and the answer is the path under /user to go to: that lender's own page,
 * or the gold offers when no lender matches.
 */
export async function startGoldLoan(consumer: Consumer, prospect: Pick<Prospect, "id">): Promise<{ redirect: string }> {
  const found = await offersFor(consumer, goldLoan.code);
  const best = found?.match.offers[0];
  if (!found || !best) return { redirect: "offers" };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: creditApplications.id })
      .from(creditApplications)
      .where(and(eq(creditApplications.prospectApplicationId, prospect.id), eq(creditApplications.lenderId, best.lender.id)))
      .limit(1);
    if (existing) return;
    // Business time, as every application's moment (app/server/applications.server.ts).
    const appliedAt = now();
    const [app] = await tx
      .insert(creditApplications)
      .values({
        createdAt: appliedAt,
        userId: consumer.id,
        prospectApplicationId: prospect.id,
        lenderId: best.lender.id,
        amount: found.profile.desiredAmount,
        interestRate: best.lender.aprMin,
        apr: best.lender.aprMin,
        status: "applied",
      })
      .returning({ id: creditApplications.id });
    await tx.insert(creditApplicationStatusHistory).values({ creditApplicationId: app.id, status: "applied", source: "consumer", createdAt: appliedAt });
  });
  return { redirect: `gold-loan/${best.lender.name}` };
}

/** The consumer's latest gold application with this lender, with its booked visit; null when there is none. */
export async function goldApplicationWith(userId: number, lenderName: string) {
  const db = await getDb();
  const [app] = await db
    .select({ id: creditApplications.id, uuid: creditApplications.uuid, amount: creditApplications.amount, lenderName: lenders.name, lenderDisplayName: lenders.displayName, journey: lenders.lenderJourneyText })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.userId, userId), eq(lenders.name, lenderName), eq(lenders.productType, goldLoan.lenders)))
    .orderBy(desc(creditApplications.id))
    .limit(1);
  if (!app) return null;
  const [visit] = await db
    .select({ kind: goldLoanVisits.kind, visitDate: goldLoanVisits.visitDate, timeWindow: goldLoanVisits.timeWindow, createdAt: goldLoanVisits.createdAt })
    .from(goldLoanVisits)
    .where(eq(goldLoanVisits.creditApplicationId, app.id))
    .orderBy(desc(goldLoanVisits.id))
    .limit(1);
  return { ...app, visitKind: goldVisitKind(app.lenderName), visit: visit ?? null };
}

/** Records the consumer's choice of visit; a new choice replaces the one before (the latest counts). */
export async function bookGoldVisit(creditApplicationId: number, lenderName: string, visitDate: string, timeWindow: VisitWindow): Promise<void> {
  const db = await getDb();
  await db.insert(goldLoanVisits).values({ creditApplicationId, kind: goldVisitKind(lenderName), visitDate, timeWindow, confirmedAt: new Date() });
}
