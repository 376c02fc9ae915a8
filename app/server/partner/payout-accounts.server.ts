import { eq } from "drizzle-orm";
import { partnerPayoutAccounts } from "../../../db/schema";
import { PayoutAccountSchema, type PayoutAccount } from "~/forms/partner/payout-account";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb, type Db } from "../platform/db/db.server";

/**
 * A partner's PAN, GSTIN and bank account (its portal's Settings;
 * docs/decisions/098-partner-payouts.md): what its statements are worked out
 * with (PAN and GSTIN, when a statement is made) and where they are paid
 * (the account, when one is marked paid).
 */

const EMPTY: PayoutAccount = { pan: null, gstin: null, accountNumber: null, ifsc: null, accountHolder: null };

/** The partner's payout details; every field null when it gave none. */
export async function payoutAccountOf(partnerId: number, db?: Db): Promise<PayoutAccount & { updatedAt: Date | null }> {
  const database = db ?? (await getDb());
  const [row] = await database.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.partnerId, partnerId));
  if (!row) return { ...EMPTY, updatedAt: null };
  return { pan: row.pan, gstin: row.gstin, accountNumber: row.accountNumber, ifsc: row.ifsc, accountHolder: row.accountHolder, updatedAt: row.updatedAt };
}

/**
 * The partner user's own form: the details replaced whole, with who changed
 * them. Only the partner's own users change them (an admin acting as the
 * partner is refused by the page): an account number is what money follows.
 */
export async function savePayoutAccountCommand(formData: FormData, by: { partnerId: number; partnerUserId: number }): Promise<CommandResult<PayoutAccount>> {
  const parsed = parseForm(formData, PayoutAccountSchema);
  if (!parsed.ok) return parsed;
  const values = { ...parsed.value, updatedByPartnerUserId: by.partnerUserId, updatedAt: new Date() };
  const db = await getDb();
  await db
    .insert(partnerPayoutAccounts)
    .values({ partnerId: by.partnerId, ...values })
    .onConflictDoUpdate({ target: partnerPayoutAccounts.partnerId, set: values });
  return { ok: true, message: "partner:settings.payout.saved", data: parsed.value };
}
