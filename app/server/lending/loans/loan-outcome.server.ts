import { eq } from "drizzle-orm";
import { creditApplications, kfsProposals, lenders } from "../../../../db/schema";
import { emiPaise } from "~/domain/lending/loan-schedule";
import { getDb } from "../../platform/db/db.server";

/** What the borrower reads of a disbursed loan: what reached their account, when, their first instalment, and whom to call. */
export interface DisbursedLoan {
  /** Paise credited to the borrower, net of the fee and its GST, as the lender reported it. */
  amountPaise: number | null;
  disbursedOn: string | null;
  firstEmiOn: string | null;
  /** The first instalment, from the Key Fact Statement the borrower acknowledged (or the application's own terms before there were statements). */
  firstEmiPaise: number | null;
  contactPhone: string | null;
  contactEmail: string | null;
  grievanceOfficer: string | null;
  grievanceEmail: string | null;
}

/** A disbursed application's figures and its lender's contacts; null for an application that does not exist. */
export async function disbursedLoanOf(applicationId: number): Promise<DisbursedLoan | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      amount: creditApplications.amount,
      tenureMonths: creditApplications.tenureMonths,
      interestRate: creditApplications.interestRate,
      disbursedAmount: creditApplications.disbursedAmount,
      disbursedOn: creditApplications.disbursedOn,
      firstEmiOn: creditApplications.firstEmiOn,
      snapshot: kfsProposals.snapshot,
      contactPhone: lenders.contactPhone,
      contactEmail: lenders.contactEmail,
      grievanceOfficer: lenders.grievanceOfficer,
      grievanceEmail: lenders.grievanceEmail,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .leftJoin(kfsProposals, eq(kfsProposals.id, creditApplications.kfsProposalId))
    .where(eq(creditApplications.id, applicationId));
  if (!row) return null;
  const fromKfs = row.snapshot?.facts.schedule[0]?.paymentPaise ?? row.snapshot?.facts.emiPaise ?? null;
  const fromTerms = row.amount && row.tenureMonths && row.interestRate !== null ? emiPaise(row.amount * 100, Math.round(Number(row.interestRate) * 100), row.tenureMonths) : null;
  return {
    amountPaise: row.disbursedAmount === null ? null : Math.round(Number(row.disbursedAmount) * 100),
    disbursedOn: row.disbursedOn,
    firstEmiOn: row.firstEmiOn,
    firstEmiPaise: fromKfs ?? fromTerms,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    grievanceOfficer: row.grievanceOfficer,
    grievanceEmail: row.grievanceEmail,
  };
}
