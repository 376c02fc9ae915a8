import { and, eq } from "drizzle-orm";
import { kfsProposals, lenders } from "../../../../db/schema";
import { formatDateTime, fromIso, toDmy } from "~/domain/platform/dates";
import { isProductType, productKeyOf } from "~/domain/products";
import type { Language } from "~/i18n/languages";
import type { StatementView } from "~/domain/lending/kfs-proposal";
import { getConfig } from "../../platform/db/config.server";
import { getDb } from "../../platform/db/db.server";
import type { Proposal } from "./proposals.server";

const dmy = (iso: string) => {
  const date = fromIso(iso);
  return date ? toDmy(date) : iso;
};

/** A kept proposal as the statement page draws it, in the reader's language; the lender's product names the type of loan. */
export function statementViewOf(proposal: Proposal, productType: string | null, language: Language): StatementView {
  const config = getConfig();
  return {
    number: proposal.number,
    issuedOn: dmy(proposal.issuedOn),
    validUntil: dmy(proposal.validUntil),
    acknowledgedAt: proposal.acknowledgedAt ? formatDateTime(proposal.acknowledgedAt, language) : null,
    loanType: productType && isProductType(productType) ? productKeyOf(productType) : null,
    snapshot: proposal.snapshot,
    nodal: { name: config.GRIEVANCE_OFFICER_NAME, email: config.GRIEVANCE_OFFICER_EMAIL },
  };
}

/** A consumer's own kept statement by its number (/user/kfs/:number); null for anyone else's, or none. */
export async function keptStatement(userId: number, number: string, language: Language): Promise<StatementView | null> {
  const db = await getDb();
  const [row] = await db
    .select({ proposal: kfsProposals, productType: lenders.productType })
    .from(kfsProposals)
    .innerJoin(lenders, eq(lenders.id, kfsProposals.lenderId))
    .where(and(eq(kfsProposals.number, number), eq(kfsProposals.userId, userId)))
    .limit(1);
  return row ? statementViewOf(row.proposal, row.productType, language) : null;
}
