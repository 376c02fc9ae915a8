import { profileFlags } from "~/domain/profile";
import { goldLoan } from "~/domain/products/gold-loan";
import { getConsumer } from "./consumers.server";
import { startGoldLoan } from "./gold-loans.server";
import { getProspect } from "./prospects.server";
import { getSession } from "./session.server";

type Answer = { status: number; body: { success: true; redirect: string } | { success: false; message: string } };

/**
 * The gold-loans call: the consumer's session (cookie or Bearer), their own
 * prospect application of a gold loan (another's reads as not found), its
 * gold details saved; then the flow starts.
 */
export async function startGoldLoanFor(request: Request, appId: string): Promise<Answer> {
  const session = await getSession(request, "user");
  if (!session) return { status: 401, body: { success: false, message: "Unauthorized" } };
  const consumer = await getConsumer(session.subjectId);
  const prospect = /^[0-9a-f-]{36}$/i.test(appId) ? await getProspect(appId) : null;
  if (!consumer || !prospect || prospect.userId !== consumer.id) return { status: 404, body: { success: false, message: "Not found" } };
  if (prospect.productType !== goldLoan.code) return { status: 409, body: { success: false, message: "This application is not for a gold loan" } };
  if (!profileFlags(consumer, goldLoan.code).complete) return { status: 409, body: { success: false, message: "The gold loan details are not complete" } };
  const { redirect } = await startGoldLoan(consumer, prospect);
  return { status: 200, body: { success: true, redirect } };
}
