import { profileFlags } from "~/domain/consumer/profile";
import { goldLoan } from "~/domain/products/gold-loan";
import { getConsumer } from "../consumer/consumers.server";
import { startGoldLoan } from "./gold-loans.server";
import { getProspect } from "../consumer/prospects.server";
import { getSession } from "../platform/http/session.server";

/** The flow started (where to go), or why not: a status and the message key of the API's error answer. */
type Answer = { ok: true; redirect: string } | { ok: false; status: 401 | 404 | 409; message?: string };

/**
 * The gold-loans call: the consumer's session (cookie or Bearer), their own
 * prospect application of a gold loan (another's reads as not found), its
 * gold details saved; then the flow starts.
 */
export async function startGoldLoanFor(request: Request, appId: string): Promise<Answer> {
  const session = await getSession(request, "user");
  if (!session) return { ok: false, status: 401 };
  const consumer = await getConsumer(session.subjectId);
  const prospect = /^[0-9a-f-]{36}$/i.test(appId) ? await getProspect(appId) : null;
  if (!consumer || !prospect || prospect.userId !== consumer.id) return { ok: false, status: 404 };
  if (prospect.productType !== goldLoan.code) return { ok: false, status: 409, message: "api:messages.notGold" };
  if (!profileFlags(consumer, goldLoan.code).complete) return { ok: false, status: 409, message: "api:messages.goldIncomplete" };
  const { redirect } = await startGoldLoan(consumer, prospect);
  return { ok: true, redirect };
}
