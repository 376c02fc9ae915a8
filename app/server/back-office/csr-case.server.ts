import { desc, eq } from "drizzle-orm";
import { adminUsers, telecallingCases } from "../../../db/schema";
import { formatDateTime } from "~/domain/platform/dates";
import { maskCodes, maskContact } from "~/domain/back-office/masking";
import { statusNotice } from "~/domain/lending/status-notice";
import { noteForConsumer } from "../lending/applications.server";
import { consumerRecord } from "../consumer/consumer-record.server";
import { consumerSummary } from "./consumer-summary.server";
import { getDb } from "../platform/db/db.server";

/**
 * What a CSR on the phone needs of one consumer's journey (the CSR portal,
 * /admin/csr-portal/{id}/{pid}): who they are (contact and PAN masked), the
 * journey, its applications with what the consumer's status page told them
 * (the status, its notice, each change with the note they read), the
 * messages we sent them, the care log and the telecalling case. Null when
 * the consumer or this journey of theirs does not exist.
 */
export async function csrCase(userId: number, prospectId: number, language: string) {
  const record = await consumerRecord(userId);
  const journey = record?.journeys.find((j) => j.id === prospectId);
  if (!record || !journey) return null;
  const when = (at: Date) => formatDateTime(at, language);
  const ofJourney = <T extends { prospectId: number | null }>(rows: T[]) => rows.filter((r) => r.prospectId === prospectId);
  const applications = ofJourney(record.applications)
    .reverse()
    .map((a) => ({
      reference: a.uuid,
      lender: a.lender,
      status: a.status,
      amount: a.amount,
      tenureMonths: a.tenureMonths,
      apr: a.apr,
      appliedAt: when(a.createdAt),
      notice: statusNotice(a),
      decisionReason: a.decisionReason,
      history: record.history
        .filter((h) => h.creditApplicationId === a.id)
        .reverse()
        .map((h) => ({ status: h.status, at: when(h.createdAt), ...noteForConsumer(h.source, h.note) })),
    }));
  return {
    person: { ...consumerSummary(record.consumer, "contactMasked"), since: when(record.consumer.createdAt) },
    journey: { id: journey.id, reference: journey.uuid, product: journey.product, step: journey.step, partner: journey.partner, startedAt: when(journey.createdAt) },
    otherJourneys: record.journeys
      .filter((j) => j.id !== prospectId)
      .reverse()
      .map((j) => ({ id: j.id, product: j.product, startedAt: when(j.createdAt) })),
    applications,
    cards: ofJourney(record.cards).map((c) => ({ reference: c.uuid, card: c.card, at: when(c.createdAt) })),
    insurance: ofJourney(record.insurance).map((i) => ({ reference: i.uuid, product: i.product, status: i.status, at: when(i.createdAt) })),
    messages: [...record.messages]
      .reverse()
      .map((m) => ({ id: m.id, channel: m.channel, to: maskContact(m.destination), subject: m.subject, body: maskCodes(m.body), status: m.status, at: when(m.createdAt) })),
    care: [...record.care].reverse().map((c) => ({ id: c.id, kind: c.kind, body: c.body, by: c.admin, at: when(c.createdAt) })),
    calls: [...record.calls].reverse().map((c) => ({ id: c.id, outcome: c.outcome, note: c.note, by: c.admin, at: when(c.createdAt) })),
    telecalling: await telecallingStanding(userId, language),
  };
}

export type CsrCase = NonNullable<Awaited<ReturnType<typeof csrCase>>>;

/** Where the consumer stands on the telecalling queue, if they are on it. */
async function telecallingStanding(userId: number, language: string) {
  const db = await getDb();
  const [row] = await db
    .select({ state: telecallingCases.state, reason: telecallingCases.reason, lastOutcome: telecallingCases.lastOutcome, nextCallAt: telecallingCases.nextCallAt, heldBy: adminUsers.username })
    .from(telecallingCases)
    .leftJoin(adminUsers, eq(adminUsers.id, telecallingCases.claimedBy))
    .where(eq(telecallingCases.userId, userId))
    .orderBy(desc(telecallingCases.id))
    .limit(1);
  return row ? { ...row, nextCallAt: row.nextCallAt ? formatDateTime(row.nextCallAt, language) : null } : null;
}
