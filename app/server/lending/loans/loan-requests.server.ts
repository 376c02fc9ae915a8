import { eq } from "drizzle-orm";
import { creditApplications, loanRequests } from "../../../../db/schema";
import { requestsOffered, type LoanRequestKind } from "~/domain/loans/loan-requests";
import { now } from "../../platform/db/clock.server";
import { getDb } from "../../platform/db/db.server";
import { enqueue, JOBS } from "../../platform/jobs/jobs.server";

export type RequestOutcome = { ok: true; id: number } | { ok: false; reason: "notOffered" };

/**
 * A borrower's request on their loan, recorded and queued for the lender in
 * one transaction (as an application is: the job sends it, retried while the
 * lender is away). The loan's row is locked first, so two taps of one button
 * make one request: what is offered is judged again inside the lock.
 * `amountPaise` is the part-payment's amount, or for an exit or a
 * foreclosure the amount the page stated when it was asked.
 */
export async function createLoanRequest(input: { creditApplicationId: number; kind: LoanRequestKind; amountPaise: number; exitOpen: boolean }): Promise<RequestOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<RequestOutcome> => {
    await tx.select({ id: creditApplications.id }).from(creditApplications).where(eq(creditApplications.id, input.creditApplicationId)).for("update");
    const seen = await tx.select({ kind: loanRequests.kind, state: loanRequests.state }).from(loanRequests).where(eq(loanRequests.creditApplicationId, input.creditApplicationId));
    if (!requestsOffered(seen, input.exitOpen)[input.kind]) return { ok: false, reason: "notOffered" };
    const [made] = await tx
      .insert(loanRequests)
      .values({ creditApplicationId: input.creditApplicationId, kind: input.kind, amountPaise: input.amountPaise, state: "requested", createdAt: now() })
      .returning({ id: loanRequests.id });
    await enqueue(JOBS.loanRequest, { requestId: made.id }, { tx });
    return { ok: true, id: made.id };
  });
}
