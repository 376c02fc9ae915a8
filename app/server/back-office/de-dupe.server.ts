import { and, asc, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { creditApplications, duplicateHits, prospectApplications, users } from "../../../db/schema";
import { applicationMatch, leadDecision, OPEN_APPLICATION_STATUSES, panIsNewlySaved, type LeadArrival } from "~/domain/back-office/de-dupe";
import { firstPartnerOf, type Prospect } from "../consumer/prospects.server";
import { now } from "../platform/db/clock.server";
import type { Tx } from "../platform/db/db.server";

/**
 * The de-dupe checks (docs/decisions/051), each run inside the transaction of
 * what it checks, so a hit is logged exactly when the sign-in, the PAN or the
 * application it is about is saved. The log holds ids and kinds, never the
 * matching value.
 */
type Hit = Omit<typeof duplicateHits.$inferInsert, "id" | "createdAt">;

async function log(tx: Tx, hits: Hit[]): Promise<void> {
  if (hits.length) await tx.insert(duplicateHits).values(hits.map((h) => ({ ...h, createdAt: now() })));
}

/** A sign-in that tied a journey to a consumer who had journeys before: a duplicate lead when another partner or product brought them. */
export async function checkLead(tx: Tx, input: { userId: number; prospect: Prospect; arrival: Pick<LeadArrival, "contact" | "arrivingPartnerId" | "productType" | "firstOwner"> }): Promise<void> {
  const { userId, prospect, arrival } = input;
  const earlier = await tx
    .select({ productType: prospectApplications.productType })
    .from(prospectApplications)
    .where(and(eq(prospectApplications.userId, userId), ne(prospectApplications.id, prospect.id)));
  const hit = leadDecision({ ...arrival, earlier });
  if (!hit) return;
  await log(tx, [
    {
      kind: "lead",
      ...hit,
      userId,
      prospectApplicationId: prospect.id,
      productType: prospect.productType,
      arrivingPartnerId: arrival.arrivingPartnerId,
      owningPartnerId: arrival.firstOwner ?? arrival.arrivingPartnerId,
    },
  ]);
}

/** A PAN newly saved on a profile that other accounts already hold: one flagged hit per such account. */
export async function checkPan(tx: Tx, input: { userId: number; before: string | null; after: string | null; journey: Pick<Prospect, "id" | "productType" | "partnerId"> | null }): Promise<void> {
  // The profile form saves a PAN upper-case, which the index on users.tin is read by.
  const pan = input.after?.toUpperCase();
  if (!pan || !panIsNewlySaved(input.before, pan)) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tin, pan), ne(users.id, input.userId), isNull(users.erasedAt)))
    .orderBy(asc(users.id));
  const hits: Hit[] = [];
  for (const other of others) {
    hits.push({
      kind: "lead",
      matchedOn: "pan",
      decision: "pan-flagged",
      userId: input.userId,
      otherUserId: other.id,
      prospectApplicationId: input.journey?.id ?? null,
      productType: input.journey?.productType ?? null,
      arrivingPartnerId: input.journey?.partnerId ?? null,
      owningPartnerId: await firstPartnerOf(other.id, null, tx),
    });
  }
  await log(tx, hits);
}

/**
 * A credit application just made, against the open applications to the same
 * lender from the same consumer or from another account with their PAN: the
 * latest such application of each account is one flagged hit.
 */
export async function checkApplication(tx: Tx, input: { userId: number; applicationId: number; prospectApplicationId: number; lenderId: number }): Promise<void> {
  const [me] = await tx.select({ tin: users.tin, mobile: users.mobilePhoneNumber }).from(users).where(eq(users.id, input.userId));
  const samePan = me?.tin ? and(eq(users.tin, me.tin), isNull(users.erasedAt)) : undefined;
  const open = await tx
    .select({ id: creditApplications.id, userId: creditApplications.userId })
    .from(creditApplications)
    .innerJoin(users, eq(users.id, creditApplications.userId))
    .where(
      and(
        eq(creditApplications.lenderId, input.lenderId),
        ne(creditApplications.id, input.applicationId),
        inArray(creditApplications.status, [...OPEN_APPLICATION_STATUSES]),
        or(eq(creditApplications.userId, input.userId), samePan),
      ),
    )
    .orderBy(desc(creditApplications.id));
  if (!open.length) return;
  const [journey] = await tx
    .select({ productType: prospectApplications.productType, partnerId: prospectApplications.partnerId })
    .from(prospectApplications)
    .where(eq(prospectApplications.id, input.prospectApplicationId));
  const seen = new Set<number>();
  const hits: Hit[] = [];
  for (const app of open) {
    if (seen.has(app.userId)) continue;
    seen.add(app.userId);
    const sameAccount = app.userId === input.userId;
    hits.push({
      kind: "application",
      matchedOn: applicationMatch(sameAccount, { mobile: Boolean(me?.mobile) }),
      decision: "application-flagged",
      userId: input.userId,
      otherUserId: sameAccount ? null : app.userId,
      prospectApplicationId: input.prospectApplicationId,
      creditApplicationId: input.applicationId,
      matchedCreditApplicationId: app.id,
      productType: journey?.productType ?? null,
      lenderId: input.lenderId,
      arrivingPartnerId: journey?.partnerId ?? null,
      owningPartnerId: sameAccount ? (journey?.partnerId ?? null) : await firstPartnerOf(app.userId, null, tx),
    });
  }
  await log(tx, hits);
}
