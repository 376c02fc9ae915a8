import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { complaints, creditApplications, lenders } from "../../../../db/schema";
import { today } from "~/domain/platform/dates";
import { complaintReference, complaintStanding, type ComplaintCategory, type ComplaintState } from "~/domain/loans/complaints";
import { formatDay } from "~/domain/loans/format";
import { GUID } from "~/domain/platform/patterns";
import { now, todayInIndia } from "../../platform/db/clock.server";
import { getDb } from "../../platform/db/db.server";

/**
 * A consumer's complaint, with its reference made from its own number and
 * the month it was made in India (CMP-2611-000123), in one transaction, so
 * the reference is unique as the id is. `application` must be one of theirs, else it is
 * not linked (the form offers only theirs).
 */
export async function fileComplaint(input: { userId: number; category: ComplaintCategory; body: string; application: string | null }): Promise<{ reference: string }> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    let creditApplicationId: number | null = null;
    if (input.application && GUID.test(input.application)) {
      const [own] = await tx
        .select({ id: creditApplications.id })
        .from(creditApplications)
        .where(and(eq(creditApplications.uuid, input.application), eq(creditApplications.userId, input.userId)));
      creditApplicationId = own?.id ?? null;
    }
    // The reference names the row's own number, known once it is inserted: a placeholder no one sees until then.
    const [made] = await tx
      .insert(complaints)
      .values({ reference: `pending-${randomUUID()}`, userId: input.userId, creditApplicationId, category: input.category, body: input.body, createdAt: at })
      .returning({ id: complaints.id });
    const reference = complaintReference(made.id, today(at));
    await tx.update(complaints).set({ reference }).where(eq(complaints.id, made.id));
    return { reference };
  });
}

/** A consumer's complaints, newest first, with the lender of the loan each is about. */
export async function complaintsOf(userId: number) {
  const db = await getDb();
  return db
    .select({
      id: complaints.id,
      reference: complaints.reference,
      category: complaints.category,
      body: complaints.body,
      state: complaints.state,
      resolution: complaints.resolution,
      resolvedAt: complaints.resolvedAt,
      createdAt: complaints.createdAt,
      applicationUuid: creditApplications.uuid,
      lenderDisplayName: lenders.displayName,
    })
    .from(complaints)
    .leftJoin(creditApplications, eq(creditApplications.id, complaints.creditApplicationId))
    .leftJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
}

/** The complaints as the pages list them: dated in the screen's language, aged by the business clock, and whether RBI's portal is now theirs. */
export async function complaintViews(userId: number, language: string) {
  const on = todayInIndia();
  return (await complaintsOf(userId)).map((c) => ({
    id: c.id,
    reference: c.reference,
    // The columns hold only these (the form's enum, the CSR's command).
    category: c.category as ComplaintCategory,
    state: c.state as ComplaintState,
    body: c.body,
    lender: c.lenderDisplayName,
    applicationUuid: c.applicationUuid,
    madeOn: formatDay(c.createdAt, language),
    ...complaintStanding(today(c.createdAt), on, c.state),
    resolution: c.resolution,
    resolvedOn: c.resolvedAt ? formatDay(c.resolvedAt, language) : null,
  }));
}
