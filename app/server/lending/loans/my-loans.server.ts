import { and, desc, eq, isNotNull } from "drizzle-orm";
import { cardApplications, creditApplications, creditCardCategories, dealCodes, deals, insuranceRequests, kfsProposals, lenders } from "../../../../db/schema";
import { getDb } from "../../platform/db/db.server";

/**
 * Everything a consumer has applied for or claimed, for "My loans": their
 * loan applications of every product with lender and KFS, insurance
 * requests, card applications and deal codes, each newest first. Only rows
 * of this consumer are read: every query is by their id.
 */
export async function myLoansOf(userId: number) {
  const db = await getDb();
  const [applications, insurance, cards, vouchers] = [
    await db
      .select({
        uuid: creditApplications.uuid,
        status: creditApplications.status,
        amount: creditApplications.amount,
        tenureMonths: creditApplications.tenureMonths,
        createdAt: creditApplications.createdAt,
        submissionState: creditApplications.submissionState,
        lenderOtpPending: creditApplications.lenderOtpPending,
        nextStepUrl: creditApplications.nextStepUrl,
        lenderName: lenders.name,
        lenderDisplayName: lenders.displayName,
        productType: lenders.productType,
        kfsNumber: kfsProposals.number,
      })
      .from(creditApplications)
      .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
      // The proposal must be this consumer's too: a statement is never shown across accounts.
      .leftJoin(kfsProposals, and(eq(kfsProposals.id, creditApplications.kfsProposalId), eq(kfsProposals.userId, userId)))
      .where(eq(creditApplications.userId, userId))
      .orderBy(desc(creditApplications.createdAt), desc(creditApplications.id)),
    // One query at a time: the embedded database has a single connection.
    await db
      .select({
        uuid: insuranceRequests.uuid,
        product: insuranceRequests.product,
        status: insuranceRequests.status,
        insurerName: insuranceRequests.insurerName,
        createdAt: insuranceRequests.createdAt,
      })
      .from(insuranceRequests)
      .where(eq(insuranceRequests.userId, userId))
      .orderBy(desc(insuranceRequests.createdAt), desc(insuranceRequests.id)),
    await db
      .select({ uuid: cardApplications.uuid, cardName: creditCardCategories.categoryName, url: cardApplications.redirectUrl, createdAt: cardApplications.createdAt })
      .from(cardApplications)
      .innerJoin(creditCardCategories, eq(creditCardCategories.categoryId, cardApplications.categoryId))
      .where(eq(cardApplications.userId, userId))
      .orderBy(desc(cardApplications.createdAt), desc(cardApplications.id)),
    await db
      .select({ dealId: deals.id, merchant: deals.merchant, title: deals.title, discount: deals.discount, endsOn: deals.endsOn, code: dealCodes.code, claimedAt: dealCodes.claimedAt })
      .from(dealCodes)
      .innerJoin(deals, eq(deals.id, dealCodes.dealId))
      .where(and(eq(dealCodes.consumerId, userId), isNotNull(dealCodes.claimedAt)))
      .orderBy(desc(dealCodes.claimedAt), desc(dealCodes.id)),
  ];
  return { applications, insurance, cards, vouchers };
}
