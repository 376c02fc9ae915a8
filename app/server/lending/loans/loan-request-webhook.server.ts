import { and, eq } from "drizzle-orm";
import { creditApplications, lenders, loanRequests } from "../../../../db/schema";
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "~/domain/lending/lender-signature";
import { LoanRequestEvent, requestIdOf } from "~/domain/loans/loan-requests";
import { getDb } from "../../platform/db/db.server";
import { lenderEndpoint } from "../lender-submission.server";
import { applyLoanRequestAnswer } from "./loan-request-sender.server";

/** The status and the message key (api namespace) of the answer, as the application webhook answers. */
export type LoanRequestWebhookAnswer = { status: 202 | 400 | 401 | 404 | 409; message: string };

/**
 * A lender's later answer to a loan request (POST
 * /api/lender-webhook/{lender}/loan-requests): signed with the lender's
 * secret, naming a request of one of this lender's loans. A decided request
 * answered again is a 409 and changes nothing.
 */
export async function receiveLoanRequestAnswer(lenderName: string, headers: Headers, body: string): Promise<LoanRequestWebhookAnswer> {
  const db = await getDb();
  const [lender] = await db.select({ id: lenders.id, name: lenders.name, apiUrl: lenders.apiUrl, apiSecret: lenders.apiSecret }).from(lenders).where(eq(lenders.name, lenderName));
  if (!lender) return { status: 404, message: "api:messages.unknownLender" };
  const endpoint = lenderEndpoint(lender);
  const check = endpoint ? checkSignature(endpoint.secret, { signature: headers.get(SIGNATURE_HEADER), timestamp: headers.get(TIMESTAMP_HEADER) }, body) : "signature";
  if (check !== "ok") return { status: 401, message: check === "stale" ? "api:messages.staleSignature" : "api:messages.badSignature" };
  let event: LoanRequestEvent;
  try {
    event = LoanRequestEvent.parse(JSON.parse(body));
  } catch {
    return { status: 400, message: "api:messages.invalidEvent" };
  }
  const id = requestIdOf(event.request_id);
  const [request] =
    id === null
      ? []
      : await db
          .select({ id: loanRequests.id })
          .from(loanRequests)
          .innerJoin(creditApplications, eq(creditApplications.id, loanRequests.creditApplicationId))
          .where(and(eq(loanRequests.id, id), eq(creditApplications.lenderId, lender.id)));
  if (!request) return { status: 404, message: "api:messages.unknownLoanRequest" };
  if (!(await applyLoanRequestAnswer(request.id, event))) return { status: 409, message: "api:messages.loanRequestAnswered" };
  return { status: 202, message: "api:messages.accepted" };
}
