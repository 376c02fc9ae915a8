import { and, eq, type SQL } from "drizzle-orm";
import { latestApplicationRow } from "./applications.server";
import { creditApplications } from "../../../db/schema";
import { LenderAnswer } from "~/domain/lending/lender-integration";
import { getDb, type Tx } from "../platform/db/db.server";
import { offersFor } from "./offers.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";
import { applyAnswer, lenderEndpoint, postToLender } from "./lender-submission.server";

/** The consumer's latest application with a lender, with what its hand-off needs; none when there is none. */
export const handoffOf = latestApplicationRow;

/**
 * The one way an existing application is queued for its lender: its hand-off
 * moves from `from` to queued and its submission job is queued, in the
 * caller's transaction. Nothing happens when it is not in `from` (a second
 * post of the same page, a retry of one already queued): answers false.
 */
export async function queueSubmission(tx: Tx, where: SQL, from: "waiting" | "failed", options: { set?: { lenderAnswers?: Record<string, string> }; trigger?: "admin" } = {}): Promise<boolean> {
  const [app] = await tx
    .update(creditApplications)
    .set({ ...options.set, submissionState: "queued", updatedAt: new Date() })
    .where(and(where, eq(creditApplications.submissionState, from)))
    .returning({ id: creditApplications.id });
  if (app) await enqueue(JOBS.submission, { applicationId: app.id, trigger: options.trigger }, { tx });
  return Boolean(app);
}

/** The answers to a form lender's own page, and the application queued for the lender with them, in one transaction. */
export async function saveLenderAnswers(applicationId: number, answers: Record<string, string>): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => queueSubmission(tx, eq(creditApplications.id, applicationId), "waiting", { set: { lenderAnswers: answers } }));
}

export type OtpOutcome = "confirmed" | "wrong" | "unavailable";

/** The code the lender sent the consumer, passed on to the lender, whose answer moves the application. */
export async function confirmLenderOtp(handoff: NonNullable<Awaited<ReturnType<typeof handoffOf>>>, code: string): Promise<OtpOutcome> {
  const endpoint = lenderEndpoint(handoff.lender);
  if (!endpoint || !handoff.lenderReference) return "unavailable";
  let answer: LenderAnswer;
  try {
    const res = await postToLender(endpoint, `/otp/${encodeURIComponent(handoff.lenderReference)}`, { application_id: handoff.uuid, code });
    if (res.status >= 300) return "unavailable";
    answer = LenderAnswer.parse(JSON.parse(res.text));
  } catch {
    return "unavailable";
  }
  await applyAnswer(handoff.id, answer);
  return answer.decision === "otp_invalid" ? "wrong" : "confirmed";
}

/** The consumer's matched offers other than this lender's, best first, for after a refusal. */
export async function otherOffersFor(consumer: Parameters<typeof offersFor>[0], product: Parameters<typeof offersFor>[1], lenderName: string) {
  const found = await offersFor(consumer, product);
  return (found?.match.offers ?? [])
    .filter((o) => o.lender.name !== lenderName)
    .map((o) => ({ name: o.lender.name, displayName: o.lender.displayName, amountUpto: o.amountUpto, apr: o.lender.aprMin }));
}
