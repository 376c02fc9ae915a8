import { and, desc, eq, sql } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, kfsProposals, lenders, loanRequests } from "../../../../db/schema";
import { fromIso } from "~/domain/platform/dates";
import { GUID } from "~/domain/platform/patterns";
import type { LoanRecord } from "~/domain/loans/loan-view";
import type { LoanRequestKind, LoanRequestState } from "~/domain/loans/loan-requests";
import { todayInIndia } from "../../platform/db/clock.server";
import { getDb } from "../../platform/db/db.server";

/**
 * A consumer's own disbursed loan, as the loan page needs it; null when the
 * address names no application of theirs, or one not disbursed (the route
 * answers 404 for both, so another's loan is indistinguishable from none).
 */
export async function disbursedLoanOf(userId: number, uuid: string) {
  if (!GUID.test(uuid)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: creditApplications.id,
      uuid: creditApplications.uuid,
      status: creditApplications.status,
      amount: creditApplications.amount,
      disbursedAmount: creditApplications.disbursedAmount,
      tenureMonths: creditApplications.tenureMonths,
      interestRate: creditApplications.interestRate,
      apr: creditApplications.apr,
      disbursedOn: creditApplications.disbursedOn,
      firstEmiOn: creditApplications.firstEmiOn,
      lenderReference: creditApplications.lenderReference,
      // A lender that reported the disbursal by webhook gave no date: the day India saw it arrive stands for it.
      disbursedSeen: sql<
        string | null
      >`(select (min(${creditApplicationStatusHistory.createdAt}) at time zone 'Asia/Kolkata')::date::text from ${creditApplicationStatusHistory} where ${creditApplicationStatusHistory.creditApplicationId} = ${creditApplications.id} and ${creditApplicationStatusHistory.status} = 'disbursed')`,
      lender: {
        name: lenders.name,
        displayName: lenders.displayName,
        coolingOffDays: lenders.coolingOffDays,
        grievanceOfficer: lenders.grievanceOfficer,
        grievanceEmail: lenders.grievanceEmail,
        contactPhone: lenders.contactPhone,
        contactEmail: lenders.contactEmail,
      },
      kfsNumber: kfsProposals.number,
      kfsSnapshot: kfsProposals.snapshot,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .leftJoin(kfsProposals, and(eq(kfsProposals.id, creditApplications.kfsProposalId), eq(kfsProposals.userId, userId)))
    .where(and(eq(creditApplications.uuid, uuid), eq(creditApplications.userId, userId)));
  if (row?.status !== "disbursed" || !row.amount || !row.tenureMonths) return null;
  const disbursedOn = fromIso(row.disbursedOn ?? row.disbursedSeen ?? "") ?? todayInIndia();
  const requests = await loanRequestsOf(row.id);
  const record: LoanRecord = {
    amountRupees: row.amount,
    tenureMonths: row.tenureMonths,
    interestRate: row.interestRate,
    apr: row.apr,
    disbursedOn,
    firstEmiOn: row.firstEmiOn ? fromIso(row.firstEmiOn) : null,
    // The snapshot's lender is the lender as the consumer read it: its period is the one promised.
    coolingOffDays: row.kfsSnapshot?.lender.coolingOffDays ?? row.lender.coolingOffDays,
    kfs: row.kfsSnapshot ?? null,
    requests,
  };
  return {
    id: row.id,
    uuid: row.uuid,
    disbursedAmount: row.disbursedAmount,
    lenderReference: row.lenderReference,
    lender: row.lender,
    kfsNumber: row.kfsNumber,
    requests,
    record,
  };
}

export type DisbursedLoan = NonNullable<Awaited<ReturnType<typeof disbursedLoanOf>>>;

/** A loan's requests, newest first. */
export async function loanRequestsOf(creditApplicationId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      id: loanRequests.id,
      kind: loanRequests.kind,
      amountPaise: loanRequests.amountPaise,
      state: loanRequests.state,
      lenderReference: loanRequests.lenderReference,
      lenderNote: loanRequests.lenderNote,
      createdAt: loanRequests.createdAt,
      answeredAt: loanRequests.answeredAt,
    })
    .from(loanRequests)
    .where(eq(loanRequests.creditApplicationId, creditApplicationId))
    .orderBy(desc(loanRequests.createdAt), desc(loanRequests.id));
  // The columns hold only these: the loan page writes the kind, the lender's answer the state (domain/loans/loan-requests).
  return rows.map((r) => ({ ...r, kind: r.kind as LoanRequestKind, state: r.state as LoanRequestState }));
}
