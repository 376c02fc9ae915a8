import { asc, eq, inArray } from "drizzle-orm";
import {
  adminUsers,
  cardApplications,
  careLog,
  consents,
  creditApplications,
  creditApplicationStatusHistory,
  creditCardCategories,
  insuranceRequests,
  journeyEvents,
  lenderEvents,
  lenders,
  lenderSubmissionAttempts,
  merchants,
  outbox,
  partners,
  prospectApplications,
  telecallingCalls,
  users,
} from "../../../db/schema";
import { getDb } from "../platform/db/db.server";

export type ConsumerRow = typeof users.$inferSelect;

/**
 * Everything the product holds about one consumer, each kind oldest first:
 * what the customer journey draws as one time line and the CSR portal reads
 * from (docs/decisions/044). Null for a consumer that does not exist.
 */
export async function consumerRecord(userId: number) {
  const db = await getDb();
  const [consumer] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!consumer) return null;
  const contacts = [consumer.mobilePhoneNumber, consumer.email, consumer.pendingEmail].filter((c): c is string => Boolean(c));
  const [journeys, events, consentRows, applications, cards, insurance, messages, care, calls] = await Promise.all([
    db
      .select({
        id: prospectApplications.id,
        uuid: prospectApplications.uuid,
        product: prospectApplications.productType,
        step: prospectApplications.step,
        partner: partners.displayName,
        channelId: prospectApplications.channelId,
        merchant: merchants.businessName,
        createdAt: prospectApplications.createdAt,
      })
      .from(prospectApplications)
      .leftJoin(partners, eq(partners.id, prospectApplications.partnerId))
      .leftJoin(merchants, eq(merchants.id, prospectApplications.merchantId))
      .where(eq(prospectApplications.userId, userId))
      .orderBy(asc(prospectApplications.id)),
    db.select().from(journeyEvents).where(eq(journeyEvents.userId, userId)).orderBy(asc(journeyEvents.id)),
    db
      .select({ purpose: consents.purpose, granted: consents.granted, textVersion: consents.textVersion, creditApplicationId: consents.creditApplicationId, createdAt: consents.createdAt })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.id)),
    db
      .select({
        id: creditApplications.id,
        uuid: creditApplications.uuid,
        prospectId: creditApplications.prospectApplicationId,
        status: creditApplications.status,
        amount: creditApplications.amount,
        tenureMonths: creditApplications.tenureMonths,
        apr: creditApplications.apr,
        submissionState: creditApplications.submissionState,
        lenderOtpPending: creditApplications.lenderOtpPending,
        nextStepUrl: creditApplications.nextStepUrl,
        decisionReason: creditApplications.decisionReason,
        lenderReference: creditApplications.lenderReference,
        createdAt: creditApplications.createdAt,
        lenderName: lenders.name,
        lender: lenders.displayName,
      })
      .from(creditApplications)
      .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
      .where(eq(creditApplications.userId, userId))
      .orderBy(asc(creditApplications.id)),
    db
      .select({ uuid: cardApplications.uuid, prospectId: cardApplications.prospectApplicationId, card: creditCardCategories.categoryName, createdAt: cardApplications.createdAt })
      .from(cardApplications)
      .innerJoin(creditCardCategories, eq(creditCardCategories.categoryId, cardApplications.categoryId))
      .where(eq(cardApplications.userId, userId))
      .orderBy(asc(cardApplications.id)),
    db
      .select({
        uuid: insuranceRequests.uuid,
        prospectId: insuranceRequests.prospectApplicationId,
        product: insuranceRequests.product,
        status: insuranceRequests.status,
        createdAt: insuranceRequests.createdAt,
      })
      .from(insuranceRequests)
      .where(eq(insuranceRequests.userId, userId))
      .orderBy(asc(insuranceRequests.id)),
    contacts.length
      ? db
          .select({ id: outbox.id, channel: outbox.channel, destination: outbox.destination, subject: outbox.subject, body: outbox.body, status: outbox.status, createdAt: outbox.createdAt })
          .from(outbox)
          .where(inArray(outbox.destination, contacts))
          .orderBy(asc(outbox.id))
      : Promise.resolve([]),
    db
      .select({ id: careLog.id, kind: careLog.kind, body: careLog.body, prospectId: careLog.prospectApplicationId, admin: adminUsers.username, createdAt: careLog.createdAt })
      .from(careLog)
      .innerJoin(adminUsers, eq(adminUsers.id, careLog.adminUserId))
      .where(eq(careLog.userId, userId))
      .orderBy(asc(careLog.id)),
    db
      .select({
        id: telecallingCalls.id,
        outcome: telecallingCalls.outcome,
        note: telecallingCalls.note,
        nextCallAt: telecallingCalls.nextCallAt,
        admin: adminUsers.username,
        createdAt: telecallingCalls.createdAt,
      })
      .from(telecallingCalls)
      .innerJoin(adminUsers, eq(adminUsers.id, telecallingCalls.adminUserId))
      .where(eq(telecallingCalls.userId, userId))
      .orderBy(asc(telecallingCalls.id)),
  ]);
  const appIds = applications.map((a) => a.id);
  const [history, attempts, webhooks] = appIds.length
    ? await Promise.all([
        db.select().from(creditApplicationStatusHistory).where(inArray(creditApplicationStatusHistory.creditApplicationId, appIds)).orderBy(asc(creditApplicationStatusHistory.id)),
        db.select().from(lenderSubmissionAttempts).where(inArray(lenderSubmissionAttempts.creditApplicationId, appIds)).orderBy(asc(lenderSubmissionAttempts.id)),
        db
          .select({ id: lenderEvents.id, creditApplicationId: lenderEvents.creditApplicationId, status: lenderEvents.status, outcome: lenderEvents.outcome, createdAt: lenderEvents.createdAt })
          .from(lenderEvents)
          .where(inArray(lenderEvents.creditApplicationId, appIds))
          .orderBy(asc(lenderEvents.id)),
      ])
    : [[], [], []];
  return { consumer, journeys, events, consents: consentRows, applications, history, attempts, webhooks, cards, insurance, messages, care, calls, lenderNames: await lenderDisplayNames(consentRows) };
}

export type ConsumerRecord = NonNullable<Awaited<ReturnType<typeof consumerRecord>>>;

/** The display names of the lenders whose Key Fact Statements the consumer acknowledged (the ledger keeps the lender's name). */
async function lenderDisplayNames(rows: { purpose: string; textVersion: string }[]): Promise<Record<string, string>> {
  const names = [
    ...new Set(
      rows
        .filter((r) => r.purpose === "kfs")
        .map((r) => r.textVersion.split(":")[1])
        .filter(Boolean),
    ),
  ];
  if (!names.length) return {};
  const db = await getDb();
  const found = await db.select({ name: lenders.name, displayName: lenders.displayName }).from(lenders).where(inArray(lenders.name, names));
  return Object.fromEntries(found.map((l) => [l.name, l.displayName]));
}
