import { eq } from "drizzle-orm";
import { lenders } from "../../db/schema";
import type { CalendarDate } from "~/domain/platform/dates";
import { keyFacts } from "~/domain/lending/kfs";
import { snapshotOf } from "~/domain/lending/kfs-proposal";
import { pricingOf, type PricedProfile } from "~/domain/lending/pricing";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { acknowledgeProposal, acknowledgedProposal, issueProposal } from "~/server/lending/kfs/proposals.server";

const NO_REQUEST = { ip: null, userAgent: null };
const PROFILE: PricedProfile = { monthlyIncome: 60_000, employment: "salaried", creditBand: "750_plus" };

type StatementOptions = { amount?: number; months?: number; on?: CalendarDate; prospectApplicationId?: number | null };

/** A Key Fact Statement of a seeded lender shown to a consumer: a proposal issued, as the KFS page issues it. */
export async function shownStatement(userId: number, lenderName: string, options: StatementOptions = {}) {
  const db = await getDb();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, lenderName));
  const on = options.on ?? todayInIndia();
  const pricing = pricingOf(lender);
  const facts = keyFacts(pricing, PROFILE, null, { amount: options.amount ?? 100_000, months: options.months ?? 24 }, on);
  const proposal = await issueProposal({ userId, lenderId: lender.id, prospectApplicationId: options.prospectApplicationId ?? null, snapshot: snapshotOf(lender, pricing, facts), on });
  return { lender, proposal, on };
}

/** The same statement acknowledged; answers the proposal as the consent step finds it. */
export async function statementFor(userId: number, lenderName: string, options: StatementOptions = {}) {
  const { lender, proposal, on } = await shownStatement(userId, lenderName, options);
  await acknowledgeProposal(proposal, lender.name, on, NO_REQUEST);
  const acknowledged = await acknowledgedProposal(userId, lender.id, on);
  if (!acknowledged) throw new Error(`statementFor: ${proposal.number} was not acknowledged (valid until ${proposal.validUntil})`);
  return { lender, proposal, acknowledged };
}
