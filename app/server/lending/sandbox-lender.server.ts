import { and, eq } from "drizzle-orm";
import { creditApplications, kfsProposals, lenders } from "../../../db/schema";
import { toIso } from "~/domain/platform/dates";
import { addMonths } from "~/domain/lending/loan-schedule";
import { feePaiseFor, pricingOf } from "~/domain/lending/pricing";
import { todayInIndia } from "../platform/db/clock.server";
import { getDb } from "../platform/db/db.server";
import { getSession } from "../platform/http/session.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the browser asking the sandbox lender (mounted by host/server.js,
 * decision 027) to open or move an application is its applicant's: its
 * consumer session is the one of the user who made this application to
 * this lender. Anyone else, signed in or not, is refused (docs/decisions/035).
 */
export async function sandboxApplicationOwned(request: Request, lenderName: string, creditAppUuid: string): Promise<boolean> {
  if (!UUID.test(creditAppUuid)) return false;
  const session = await getSession(request, "user");
  if (!session) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(and(eq(creditApplications.uuid, creditAppUuid), eq(creditApplications.userId, session.subjectId), eq(lenders.name, lenderName)))
    .limit(1);
  return Boolean(row);
}

/** A disbursal's figures as a lender's webhook states them (docs/lender-api.md). */
export interface SandboxDisbursal {
  disbursed_amount: number;
  disbursed_on: string;
  first_emi_on: string;
}

/**
 * What the sandbox lender (mounted by host/server.js) reports when it disburses an
 * application, as a real lender would: the amount less the processing fee
 * and its GST that the Key Fact Statement stated (its kept figures when the
 * application has one, else the lender's fee rule on the amount), credited
 * today in business time, the first instalment a month later. Null for an
 * application it does not know.
 */
export async function sandboxDisbursal(lenderName: string, creditAppUuid: string): Promise<SandboxDisbursal | null> {
  if (!UUID.test(creditAppUuid)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      amount: creditApplications.amount,
      snapshot: kfsProposals.snapshot,
      pricing: lenders.pricing,
      aprMin: lenders.aprMin,
      processingFees: lenders.processingFees,
      soStatus: lenders.soStatus,
      soDateStart: lenders.soDateStart,
      soDateEnd: lenders.soDateEnd,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .leftJoin(kfsProposals, eq(kfsProposals.id, creditApplications.kfsProposalId))
    .where(and(eq(creditApplications.uuid, creditAppUuid), eq(lenders.name, lenderName)))
    .limit(1);
  if (!row?.amount) return null;
  let netPaise = row.snapshot?.facts.netDisbursedPaise;
  if (netPaise === undefined) {
    // No statement kept (an application from before them): the lender's own fee rule, without a special offer it cannot check here.
    const { feePaise, gstPaise } = feePaiseFor(pricingOf({ ...row, aprMin: row.aprMin === null ? null : Number(row.aprMin) }), row.amount, null);
    netPaise = row.amount * 100 - feePaise - gstPaise;
  }
  const today = todayInIndia();
  return { disbursed_amount: netPaise / 100, disbursed_on: toIso(today), first_emi_on: toIso(addMonths(today, 1)) };
}
