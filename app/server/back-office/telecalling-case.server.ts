import { eq } from "drizzle-orm";
import { adminUsers, telecallingCases } from "../../../db/schema";
import { formatDateTime } from "~/domain/platform/dates";
import { maskEmail } from "~/domain/back-office/masking";
import { fullName } from "~/domain/back-office/person-view";
import { consumerRecord } from "../consumer/consumer-record.server";
import { getDb } from "../platform/db/db.server";

/**
 * The consumer a CSR holds, as the call needs them: name and mobile in full
 * (to dial; docs/decisions/044), why they are called, where their journey
 * stopped (its last step, the offers they saw, their latest application),
 * the hand-over note, and every earlier call and care note.
 */
export async function caseForCall(caseId: number, language: string) {
  const db = await getDb();
  const [held] = await db
    .select({ case: telecallingCases, handedOverBy: adminUsers.username })
    .from(telecallingCases)
    .leftJoin(adminUsers, eq(adminUsers.id, telecallingCases.handedOverBy))
    .where(eq(telecallingCases.id, caseId));
  const record = held ? await consumerRecord(held.case.userId) : null;
  if (!held || !record) return null;
  const when = (at: Date) => formatDateTime(at, language);
  const c = record.consumer;
  const lastJourney = record.journeys.at(-1);
  const lastOffers = [...record.events].reverse().find((e) => e.kind === "offers_seen");
  const lastApp = record.applications.at(-1);
  return {
    id: held.case.id,
    userId: c.id,
    prospectId: lastJourney?.id ?? null,
    reason: held.case.reason,
    product: held.case.product,
    since: when(held.case.since),
    attempts: held.case.attempts,
    handover: held.case.reason === "handover" ? { by: held.handedOverBy, note: held.case.handoverNote } : null,
    name: fullName({ firstName: c.firstName, lastName: c.lastName }),
    mobile: c.mobilePhoneNumber,
    email: c.email ? maskEmail(c.email) : null,
    language: c.language,
    lastStep: lastJourney?.step ?? null,
    offersSeen: lastOffers ? { at: when(lastOffers.createdAt), count: ((lastOffers.detail as { offers?: unknown[] }).offers ?? []).length } : null,
    latestApplication: lastApp ? { lender: lastApp.lender, status: lastApp.status, reason: lastApp.decisionReason, at: when(lastApp.createdAt) } : null,
    calls: [...record.calls].reverse().map((k) => ({ id: k.id, outcome: k.outcome, note: k.note, by: k.admin, at: when(k.createdAt) })),
    notes: [...record.care]
      .reverse()
      .filter((k) => k.kind === "note" || k.kind === "handed_over")
      .map((k) => ({ id: k.id, body: k.body, by: k.admin, at: when(k.createdAt) })),
  };
}

export type CallCase = NonNullable<Awaited<ReturnType<typeof caseForCall>>>;
