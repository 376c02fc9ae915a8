import { eq } from "drizzle-orm";
import { merchants, partners } from "../../../db/schema";
import { SMS_MESSAGES, type SmsMessageName } from "~/domain/platform/sms-messages";
import { isLanguage, fallbackLanguage } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { getConfig } from "../platform/db/config.server";
import type { Tx } from "../platform/db/db.server";
import { appLink } from "../platform/http/app-link.server";
import { recordMessage, type RecordedMessage } from "../platform/jobs/message-sender.server";

/**
 * What a merchant is told of an admin's decision (issue 39 item 6): an SMS to
 * its mobile and, when it gave one, an email, in the language it signed up
 * in, recorded in the decision's own transaction so the message goes with
 * the decision or not at all. An approval names the sign-in where its link
 * and QR code wait. The SMS texts are DLT templates (app/domain/platform/sms-messages.ts).
 */
export type MerchantDecision = "approved" | "rejected";

const TEXTS: Record<MerchantDecision, { sms: SmsMessageName; subject: string }> = {
  approved: { sms: "merchant_approved", subject: "messages.merchantApprovedSubject" },
  rejected: { sms: "merchant_rejected", subject: "messages.merchantRejectedSubject" },
};

export async function recordMerchantDecisionMessages(tx: Tx, merchantId: number, decision: MerchantDecision): Promise<RecordedMessage[]> {
  const [row] = await tx
    .select({ business: merchants.businessName, mobile: merchants.mobile, email: merchants.email, language: merchants.language, partner: partners.displayName })
    .from(merchants)
    .leftJoin(partners, eq(partners.id, merchants.partnerId))
    .where(eq(merchants.id, merchantId));
  if (!row) return [];
  const language = isLanguage(row.language) ? row.language : fallbackLanguage;
  const [brand] = row.partner
    ? [row.partner]
    : await tx
        .select({ name: partners.displayName })
        .from(partners)
        .where(eq(partners.name, getConfig().DEFAULT_BRAND))
        .then((r) => r.map((p) => p.name));
  const vars = { business: row.business, brand: brand ?? row.business, link: appLink("/merchant/login") };
  const { sms } = TEXTS[decision];
  const text = translate(language, SMS_MESSAGES[sms].text, vars);
  const subject = translate(language, TEXTS[decision].subject, vars);
  const sent = [await recordMessage(tx, { channel: "sms", destination: row.mobile, body: text, storedBody: text, demoLogLine: text, template: { name: sms, language } })];
  if (row.email) sent.push(await recordMessage(tx, { channel: "email", destination: row.email, subject, body: text, storedBody: text, demoLogLine: text }));
  return sent.filter((m): m is RecordedMessage => m !== null);
}
