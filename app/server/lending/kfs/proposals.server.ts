import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { consents, creditApplications, kfsProposals, users } from "../../../../db/schema";
import type { ConsentPurpose } from "~/domain/consumer/consents";
import { toIso, type CalendarDate } from "~/domain/platform/dates";
import { proposalHoldsOn, proposalNumber, sameTerms } from "~/domain/lending/kfs-proposal";
import { kfsValidUntil, type KeyFactsSnapshot } from "~/domain/lending/kfs-snapshot";
import { now } from "../../platform/db/clock.server";
import { getDb } from "../../platform/db/db.server";

/**
 * Key Fact Statements as proposals (docs/decisions/091): issued when a
 * statement is shown, kept as shown, acknowledged before applying, and the
 * one an application and the lender's payload state.
 */

export type Proposal = typeof kfsProposals.$inferSelect;
type RequestMeta = { ip: string | null; userAgent: string | null };

/** A proposal still open to acknowledge: valid today, and not yet made into an application. */
const unused = sql`not exists (select 1 from ${creditApplications} where ${creditApplications.kfsProposalId} = ${kfsProposals.id})`;

/**
 * The proposal of the statement a consumer is shown: the one already issued
 * to them for these terms while it holds and no application was made from it
 * (a reload, the back button, the chooser set to the same figures), else a
 * new one with its own number, valid for 3 working days from `on`.
 */
export async function issueProposal(input: { userId: number; lenderId: number; prospectApplicationId: number | null; snapshot: KeyFactsSnapshot; on: CalendarDate }): Promise<Proposal> {
  const db = await getDb();
  const facts = input.snapshot.facts;
  return db.transaction(async (tx) => {
    // The consumer's own row, locked: two loads of one page at once take turns, and the second finds the first's proposal.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const open = await tx
      .select()
      .from(kfsProposals)
      .where(
        and(
          eq(kfsProposals.userId, input.userId),
          eq(kfsProposals.lenderId, input.lenderId),
          eq(kfsProposals.amount, facts.amount),
          eq(kfsProposals.tenureMonths, facts.months),
          gte(kfsProposals.validUntil, toIso(input.on)),
          unused,
        ),
      )
      .orderBy(desc(kfsProposals.id));
    const same = open.find((p) => sameTerms(p.snapshot.facts, facts));
    if (same) return same;
    // 2^30 numbers a month: a clash is rare, and the unique index turns it into one more draw.
    for (let attempt = 0; ; attempt++) {
      const number = proposalNumber(input.on, randomBytes(6));
      const [made] = await tx
        .insert(kfsProposals)
        .values({
          number,
          userId: input.userId,
          lenderId: input.lenderId,
          prospectApplicationId: input.prospectApplicationId,
          amount: facts.amount,
          tenureMonths: facts.months,
          snapshot: input.snapshot,
          issuedOn: toIso(input.on),
          validUntil: toIso(kfsValidUntil(input.on)),
          createdAt: now(),
        })
        .onConflictDoNothing({ target: kfsProposals.number })
        .returning();
      if (made) return made;
      if (attempt >= 5) throw new Error("issueProposal: no free proposal number after 6 draws");
    }
  });
}

/** A consumer's own proposal by its number; null for a number of no one, or of someone else (the page answers 404 to both). */
export async function proposalOf(userId: number, number: string): Promise<Proposal | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(kfsProposals)
    .where(and(eq(kfsProposals.number, number), eq(kfsProposals.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The consumer acknowledges a proposal: marked with the moment (the first
 * one stays, so acknowledging twice changes nothing) and written in the
 * consent ledger with the figures it stated. An expired proposal is refused:
 * the statement must be shown afresh.
 */
export async function acknowledgeProposal(proposal: Proposal, lenderName: string, on: CalendarDate, meta: RequestMeta): Promise<"acknowledged" | "expired"> {
  if (!proposalHoldsOn(proposal.validUntil, on)) return "expired";
  if (proposal.acknowledgedAt) return "acknowledged";
  const db = await getDb();
  const at = now();
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(kfsProposals)
      .set({ acknowledgedAt: at })
      .where(and(eq(kfsProposals.id, proposal.id), isNull(kfsProposals.acknowledgedAt)))
      .returning({ id: kfsProposals.id });
    if (!marked) return;
    const f = proposal.snapshot.facts;
    await tx.insert(consents).values({
      userId: proposal.userId,
      purpose: "kfs" satisfies ConsentPurpose,
      granted: true,
      // kfs:{lender}:{amount}:{months}:{apr}:{number}: the back office's journey reads the first four (customer-journey.server.ts).
      textVersion: `kfs:${lenderName}:${f.amount}:${f.months}:${f.aprBps / 100}:${proposal.number}`,
      ...meta,
    });
  });
  return "acknowledged";
}

/**
 * The proposal the consent step applies with: the consumer's latest
 * acknowledged proposal for this lender that still holds today (one already
 * made into an application included, so the consent sent again finds its
 * application: docs/decisions/040).
 */
export async function acknowledgedProposal(userId: number, lenderId: number, on: CalendarDate): Promise<(Proposal & { acknowledgedAt: Date }) | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(kfsProposals)
    .where(and(eq(kfsProposals.userId, userId), eq(kfsProposals.lenderId, lenderId), isNotNull(kfsProposals.acknowledgedAt), gte(kfsProposals.validUntil, toIso(on))))
    .orderBy(desc(kfsProposals.acknowledgedAt), desc(kfsProposals.id))
    .limit(1);
  return row ? (row as Proposal & { acknowledgedAt: Date }) : null;
}

/**
 * The number of the Key Fact Statement an application was made from, for a
 * link to /user/kfs/{number} ("My loans", the status page); null for an
 * application made before proposals were kept.
 */
export async function proposalNumberOf(applicationId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ number: kfsProposals.number })
    .from(creditApplications)
    .innerJoin(kfsProposals, eq(kfsProposals.id, creditApplications.kfsProposalId))
    .where(eq(creditApplications.id, applicationId))
    .limit(1);
  return row?.number ?? null;
}
