import { and, eq, isNull, ne } from "drizzle-orm";
import { partnerPayoutAccounts, partnerStatements } from "../../../db/schema";
import { generateSchema, markPaidSchema, paidAfterMonth } from "~/forms/admin/partner-payouts";
import { recordAdminChange, type Actor } from "../admin/admin-audit.server";
import { getConfig } from "../platform/db/config.server";
import { todayInIndia } from "../platform/db/clock.server";
import { getDb } from "../platform/db/db.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { toIso } from "~/domain/platform/dates";
import { generateStatements } from "./payout-statements.server";

/**
 * Role 1's payout writes (decisions 016, 047; docs/decisions/098-partner-payouts.md),
 * shared by /admin/partner-payouts and its JSON twin: make a month's
 * statements, and mark one paid with the bank's reference. Each writes its
 * audit rows in its own transaction.
 */

const today = () => toIso(todayInIndia());

/** The month's statements made; which partners got one and which had nothing above zero to state. */
export async function generateCommand(formData: FormData, by: Actor & { adminId: number }): Promise<CommandResult<{ month: string; made: number; skipped: number }>> {
  const parsed = parseForm(formData, generateSchema(today()));
  if (!parsed.ok) return parsed;
  const month = parsed.value.month;
  const outcome = await generateStatements(month, by, getConfig().COMPANY_GSTIN ?? null);
  return { ok: true, message: outcome.made ? "admin:payouts.generated" : "admin:payouts.nothingToState", data: { month, ...outcome } };
}

const E = "admin:payouts.errors";
const NO_STATEMENT: CommandResult<never> = { ok: false, status: 404, message: `${E}.statement` };
const ALREADY_PAID: CommandResult<never> = { ok: false, status: 409, message: `${E}.alreadyPaid` };
const NO_ACCOUNT: CommandResult<never> = { ok: false, status: 409, message: `${E}.noAccount` };
const UTR_TAKEN: CommandResult<never> = { ok: false, status: 409, message: `${E}.utrTaken`, errors: { utr: [`${E}.utrTaken`] } };
const BEFORE_MONTH_END: CommandResult<never> = { ok: false, status: 422, message: `${E}.paidOnEarly`, errors: { paidOn: [`${E}.paidOnEarly`] } };

/**
 * A statement paid: its UTR and day, and the account the money went to (the
 * one its partner gives now; none given, nothing is marked). A statement is
 * paid once: a second mark, or a UTR another statement already has (a
 * transfer pays one statement), is refused and changes nothing.
 */
export async function markPaidCommand(formData: FormData, by: Actor & { adminId: number }): Promise<CommandResult<{ id: number; invoiceNumber: string }>> {
  const parsed = parseForm(formData, markPaidSchema(today()));
  if (!parsed.ok) return parsed;
  const { statementId, utr, paidOn } = parsed.value;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [statement] = await tx.select().from(partnerStatements).where(eq(partnerStatements.id, statementId)).for("update");
    if (!statement) return NO_STATEMENT;
    if (statement.utr) return ALREADY_PAID;
    if (!paidAfterMonth(paidOn, statement.month)) return BEFORE_MONTH_END;
    const [taken] = await tx
      .select({ id: partnerStatements.id })
      .from(partnerStatements)
      .where(and(eq(partnerStatements.utr, utr), ne(partnerStatements.id, statementId)));
    if (taken) return UTR_TAKEN;
    const [account] = await tx.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.partnerId, statement.partnerId));
    if (!account?.accountNumber || !account.ifsc || !account.accountHolder) return NO_ACCOUNT;
    const paid = { utr, paidOn, paidAccountNumber: account.accountNumber, paidIfsc: account.ifsc, paidAccountHolder: account.accountHolder };
    await tx
      .update(partnerStatements)
      .set({ ...paid, paidBy: by.adminId, paidRecordedAt: new Date() })
      .where(and(eq(partnerStatements.id, statementId), isNull(partnerStatements.utr)));
    await recordAdminChange(tx, { ...by, subject: "partner-statement", subjectId: statementId, action: "pay", before: { utr: null, paidOn: null }, after: paid });
    return { ok: true, message: "admin:payouts.paid", data: { id: statementId, invoiceNumber: statement.invoiceNumber } } as const;
  });
}
