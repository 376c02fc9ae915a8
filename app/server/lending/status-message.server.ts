import { eq } from "drizzle-orm";
import { creditApplications, lenders, users } from "../../../db/schema";
import { statusPath } from "~/domain/loans/paths";
import { SMS_MESSAGES } from "~/domain/platform/sms-messages";
import { isLanguage } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { appLink } from "../platform/http/app-link.server";
import { getDb } from "../platform/db/db.server";
import { sendMessage } from "../platform/jobs/message-sender.server";

/**
 * The queue's half of a status message (the CSR portal's "resend"): the
 * application's status as it is when the job runs, in the consumer's
 * language, with its reference and the status page's address; by email to a
 * consumer who said they would rather be reached by email (their profile's
 * communication preference) or has no mobile, else by SMS. A service message about the
 * consumer's own application, so it goes whatever their marketing consent
 * (docs/decisions/044); an erased consumer is sent nothing.
 */
export async function sendStatusMessage(applicationId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({
      uuid: creditApplications.uuid,
      status: creditApplications.status,
      lenderName: lenders.name,
      lender: lenders.displayName,
      mobile: users.mobilePhoneNumber,
      email: users.email,
      preference: users.communicationPreference,
      language: users.language,
      erasedAt: users.erasedAt,
    })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .innerJoin(users, eq(users.id, creditApplications.userId))
    .where(eq(creditApplications.id, applicationId));
  if (!row || row.erasedAt) return;
  // Only a confirmed email is ever in `email`: a pending one waits in its own column.
  const byEmail = Boolean(row.email) && (row.preference === "email" || !row.mobile);
  const destination = byEmail ? row.email : row.mobile;
  if (!destination) return;
  const locale = isLanguage(row.language) ? row.language : "en";
  const text = translate(locale, SMS_MESSAGES.status_update.text, {
    lender: row.lender,
    reference: row.uuid.slice(0, 8),
    status: translate(locale, `status.values.${row.status}`),
    link: appLink(statusPath(row.lenderName)),
  });
  await sendMessage({
    channel: byEmail ? "email" : "sms",
    destination,
    subject: byEmail ? translate(locale, "messages.statusSubject", { lender: row.lender }) : undefined,
    body: text,
    storedBody: text,
    demoLogLine: text,
    template: { name: "status_update", language: locale },
  });
}
