import { and, asc, desc, eq, inArray, isNotNull, lte, notExists, sql } from "drizzle-orm";
import { creditApplications, earnings, partnerPayoutAccounts, partners, partnerStatementLines, partnerStatements } from "../../../db/schema";
import { financialYearOf, invoiceNumber, monthDays, statementFigures } from "~/domain/partner/payouts";
import { recordAdminChange, type Actor } from "../admin/admin-audit.server";
import { getDb, type Db, type Tx } from "../platform/db/db.server";
import { payoutAccountOf } from "./payout-accounts.server";

/**
 * Partners' monthly statements (docs/decisions/098-partner-payouts.md). A
 * statement of month M states, for one partner, what its commission
 * earnings dated up to M's last day come to beyond what earlier statements
 * already stated of them: the month's new commission, an adjustment or
 * commission dated earlier but not stated yet, and the difference of an
 * earning a corrected disbursal changed. So nothing earned is stated twice or
 * lost, and a statement, once made, never changes.
 */

const COMMISSION_KINDS = ["partner_commission", "commission_adjustment"];
/** One generation at a time: two admins at once would number the same invoices. */
const GENERATION_LOCK = 39_003;

/** What a statement's line counts of one earning, in paise; a driver hands bigint as text or BigInt, read exactly either way. */
const toPaise = (value: unknown) => Number(value);

/** Each commission earning of the partners without a statement of `month`, dated up to its end, with what is still to be stated of it. */
async function unstated(db: Db | Tx, month: string, partnerId?: number) {
  const stated = db
    .select({ earningId: partnerStatementLines.earningId, paise: sql<string>`sum(${partnerStatementLines.amountPaise})`.as("stated_paise") })
    .from(partnerStatementLines)
    .groupBy(partnerStatementLines.earningId)
    .as("stated");
  const owed = sql<string>`(round(${earnings.amount} * 100) - coalesce(${stated.paise}, 0))::bigint`;
  const rows = await db
    .select({ earningId: earnings.id, partnerId: earnings.partnerId, owed })
    .from(earnings)
    .leftJoin(stated, eq(stated.earningId, earnings.id))
    .where(
      and(
        inArray(earnings.kind, COMMISSION_KINDS),
        isNotNull(earnings.partnerId),
        partnerId ? eq(earnings.partnerId, partnerId) : undefined,
        lte(earnings.earnedOn, monthDays(month).last),
        sql`${owed} <> 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(partnerStatements)
            .where(and(eq(partnerStatements.partnerId, earnings.partnerId), eq(partnerStatements.month, month))),
        ),
      ),
    )
    .orderBy(asc(earnings.partnerId), asc(earnings.earnedOn), asc(earnings.id));
  const byPartner = new Map<number, { earningId: number; paise: number }[]>();
  for (const row of rows) {
    const lines = byPartner.get(row.partnerId!) ?? [];
    lines.push({ earningId: row.earningId, paise: toPaise(row.owed) });
    byPartner.set(row.partnerId!, lines);
  }
  return byPartner;
}

const grossOf = (lines: { paise: number }[]) => lines.reduce((total, line) => total + line.paise, 0);

/** What generating `month` would state now: each partner's gross (paise) not on a statement yet; a partner whose gross is not above zero gets none. */
export async function pendingStatements(month: string): Promise<{ partnerId: number; grossPaise: number }[]> {
  const byPartner = await unstated(await getDb(), month);
  return [...byPartner].map(([partnerId, lines]) => ({ partnerId, grossPaise: grossOf(lines) }));
}

/**
 * Makes the statements of `month`: one for each partner with commission to
 * state whose gross is above zero, worked out with its PAN and GSTIN as they
 * stand, numbered next in its own series of the month's financial year. A
 * partner whose gross is zero or less gets none: its lines wait for a later
 * month's commission to absorb them. Each statement is audited as made by
 * the admin who asked.
 */
export async function generateStatements(month: string, by: Actor, ourGstin: string | null): Promise<{ made: number; skipped: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GENERATION_LOCK})`);
    const byPartner = await unstated(tx, month);
    const financialYear = financialYearOf(month);
    let made = 0;
    for (const [partnerId, lines] of byPartner) {
      const gross = grossOf(lines);
      if (gross <= 0) continue;
      const account = await payoutAccountOf(partnerId, tx);
      const figures = statementFigures(gross, { pan: account.pan, gstin: account.gstin, ourGstin });
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${partnerStatements.sequence}), 0)::int` })
        .from(partnerStatements)
        .where(and(eq(partnerStatements.partnerId, partnerId), eq(partnerStatements.financialYear, financialYear)));
      const sequence = Number(last) + 1;
      const number = invoiceNumber(financialYear, sequence);
      const [statement] = await tx
        .insert(partnerStatements)
        .values({ partnerId, month, financialYear, sequence, invoiceNumber: number, ...figures, pan: account.pan, gstin: account.gstin, ourGstin, generatedBy: by.adminId })
        .returning({ id: partnerStatements.id });
      await tx.insert(partnerStatementLines).values(lines.map((line) => ({ statementId: statement.id, earningId: line.earningId, amountPaise: line.paise })));
      await recordAdminChange(tx, { ...by, subject: "partner-statement", subjectId: statement.id, action: "create", after: { partnerId, month, invoiceNumber: number, ...figures } });
      made++;
    }
    return { made, skipped: byPartner.size - made };
  });
}

const statementColumns = {
  id: partnerStatements.id,
  uuid: partnerStatements.uuid,
  partnerId: partnerStatements.partnerId,
  month: partnerStatements.month,
  invoiceNumber: partnerStatements.invoiceNumber,
  grossPaise: partnerStatements.grossPaise,
  gstKind: partnerStatements.gstKind,
  gstPaise: partnerStatements.gstPaise,
  tdsRateBps: partnerStatements.tdsRateBps,
  tdsPaise: partnerStatements.tdsPaise,
  netPaise: partnerStatements.netPaise,
  pan: partnerStatements.pan,
  gstin: partnerStatements.gstin,
  ourGstin: partnerStatements.ourGstin,
  utr: partnerStatements.utr,
  paidOn: partnerStatements.paidOn,
  paidAccountNumber: partnerStatements.paidAccountNumber,
  paidIfsc: partnerStatements.paidIfsc,
  paidAccountHolder: partnerStatements.paidAccountHolder,
  createdAt: partnerStatements.createdAt,
};

/** Role 1's list: the month's statements, of one partner or all, by partner name, each with the bank account its partner gives now. */
export async function adminStatements(filters: { month: string; partner: number | null }) {
  const db = await getDb();
  return db
    .select({
      ...statementColumns,
      partnerName: partners.displayName,
      account: { number: partnerPayoutAccounts.accountNumber, ifsc: partnerPayoutAccounts.ifsc, holder: partnerPayoutAccounts.accountHolder },
    })
    .from(partnerStatements)
    .innerJoin(partners, eq(partners.id, partnerStatements.partnerId))
    .leftJoin(partnerPayoutAccounts, eq(partnerPayoutAccounts.partnerId, partnerStatements.partnerId))
    .where(and(eq(partnerStatements.month, filters.month), filters.partner ? eq(partnerStatements.partnerId, filters.partner) : undefined))
    .orderBy(asc(partners.displayName), asc(partnerStatements.id));
}

/** A partner's own statements, the latest month first. */
export async function statementsOfPartner(partnerId: number) {
  const db = await getDb();
  return db.select(statementColumns).from(partnerStatements).where(eq(partnerStatements.partnerId, partnerId)).orderBy(desc(partnerStatements.month), desc(partnerStatements.id));
}

export type StatementRow = Awaited<ReturnType<typeof statementsOfPartner>>[number];

/** One statement of the partner (another partner's is none), with the earnings it states and their amounts on it. */
export async function statementWithLines(partnerId: number, statementId: number) {
  const db = await getDb();
  const [statement] = await db
    .select(statementColumns)
    .from(partnerStatements)
    .where(and(eq(partnerStatements.id, statementId), eq(partnerStatements.partnerId, partnerId)));
  if (!statement) return null;
  const lines = await db
    .select({
      earnedOn: earnings.earnedOn,
      kind: earnings.kind,
      reference: creditApplications.uuid,
      baseAmount: earnings.baseAmount,
      reason: earnings.reason,
      paise: partnerStatementLines.amountPaise,
    })
    .from(partnerStatementLines)
    .innerJoin(earnings, eq(earnings.id, partnerStatementLines.earningId))
    .leftJoin(creditApplications, eq(creditApplications.id, earnings.creditApplicationId))
    .where(eq(partnerStatementLines.statementId, statement.id))
    .orderBy(asc(earnings.earnedOn), asc(partnerStatementLines.id));
  return { statement, lines };
}
