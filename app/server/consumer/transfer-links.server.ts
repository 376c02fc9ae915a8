import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { partners, prospectApplications, transferLinks, users } from "../../../db/schema";
import { maskContact } from "~/domain/back-office/masking";
import { TRANSFER_LINK_MINUTES, TRANSFER_LINKS_PER_HOUR, TRANSFER_TOKEN, transferPath, type TransferRefusal } from "~/domain/consumer/transfer-link";
import { fallbackLanguage, isLanguage } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { appLink } from "../platform/http/app-link.server";
import { getConsumer } from "./consumers.server";
import { getDb, type Tx } from "../platform/db/db.server";
import { recordMessage } from "../platform/jobs/message-sender.server";
import { SMS_MESSAGES } from "~/domain/platform/sms-messages";
import { loginSessionData } from "./identity.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";
import { createSession } from "../platform/http/session.server";
import { pathAfterSignIn } from "./verification.server";

/** Links that continue a journey on another device (docs/decisions/065): made and sent, checked, used once. */

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where a consumer's code and link go: their mobile number, else their confirmed email. */
function contactOf(c: { mobilePhoneNumber: string | null; email: string | null; emailVerified: number }) {
  if (c.mobilePhoneNumber) return { channel: "sms" as const, value: c.mobilePhoneNumber };
  if (c.email && c.emailVerified) return { channel: "email" as const, value: c.email };
  return null;
}

export type TransferSend = { ok: true; sentTo: string } | { ok: false; reason: "no_contact" | "erased" | "rate_limited" | "gone" };

/** Who asks for a link: the consumer on their status page, or a CSR (with their admin id) on the case page. */
export type TransferSender = { by: "consumer" } | { by: "csr"; adminId: number };

/**
 * A new link for one journey, sent to the consumer's own number: the row and
 * the message in `tx` (the caller's, with its care log and audit row), and
 * announced when it commits. Earlier links of the journey keep working until
 * they expire or are used: an SMS that arrives late is still good.
 */
export async function sendTransferLink(tx: Tx, input: { prospectId: number; userId: number; sender: TransferSender }): Promise<TransferSend & { announce?: () => void }> {
  const [journey] = await tx
    .select({
      uuid: prospectApplications.uuid,
      brand: partners.name,
      isDefault: partners.isDefault,
      mobile: users.mobilePhoneNumber,
      email: users.email,
      emailVerified: users.emailVerified,
      erasedAt: users.erasedAt,
      language: users.language,
    })
    .from(prospectApplications)
    .innerJoin(users, eq(users.id, prospectApplications.userId))
    .leftJoin(partners, eq(partners.id, prospectApplications.partnerId))
    .where(and(eq(prospectApplications.id, input.prospectId), eq(prospectApplications.userId, input.userId)));
  if (!journey) return { ok: false, reason: "gone" };
  if (journey.erasedAt) return { ok: false, reason: "erased" };
  const contact = contactOf({ mobilePhoneNumber: journey.mobile, email: journey.email, emailVerified: journey.emailVerified });
  if (!contact) return { ok: false, reason: "no_contact" };
  const token = randomBytes(32).toString("base64url");
  await tx.insert(transferLinks).values({
    tokenHash: hashToken(token),
    prospectApplicationId: input.prospectId,
    userId: input.userId,
    sentBy: input.sender.by,
    adminUserId: input.sender.by === "csr" ? input.sender.adminId : null,
    expiresAt: new Date(Date.now() + TRANSFER_LINK_MINUTES * 60_000),
  });
  const brand = journey.brand && !journey.isDefault ? journey.brand : null;
  const link = appLink(transferPath(journey.uuid, token, brand));
  // The SMS or email is in the consumer's language (their stored choice, whoever asks for it: they or a CSR).
  const language = isLanguage(journey.language) ? journey.language : fallbackLanguage;
  const text = (shown: string) => translate(language, SMS_MESSAGES.transfer_link.text, { link: shown, minutes: TRANSFER_LINK_MINUTES });
  const recorded = await recordMessage(tx, {
    channel: contact.channel,
    destination: contact.value,
    subject: contact.channel === "email" ? translate(language, "entry.transfer.offer.heading") : undefined,
    body: text(link),
    storedBody: text(appLink(transferPath(journey.uuid, "******", brand))),
    demoLogLine: `transfer link ${link}`,
    template: { name: "transfer_link", language },
  });
  return { ok: true, sentTo: maskContact(contact.value), announce: () => recorded?.announce() };
}

/**
 * Counts one link for the consumer and says whether it may be sent
 * (TRANSFER_LINKS_PER_HOUR, whoever asks). Asked before the sending
 * transaction: the embedded database has one connection, which it holds.
 */
export async function transferLinkAllowed(userId: number): Promise<boolean> {
  return (await hitRateLimit(`transfer:${userId}`, TRANSFER_LINKS_PER_HOUR, 3600)).allowed;
}

/** The consumer's own request from the status page, in a transaction of its own. */
export async function sendOwnTransferLink(input: { prospectId: number; userId: number }): Promise<TransferSend> {
  if (!(await transferLinkAllowed(input.userId))) return { ok: false, reason: "rate_limited" };
  const sent = await (await getDb()).transaction((tx) => sendTransferLink(tx, { ...input, sender: { by: "consumer" } }));
  const { announce, ...answer } = sent;
  announce?.();
  return answer;
}

export interface LiveTransfer {
  id: number;
  prospectUuid: string;
  userId: number;
  productType: (typeof prospectApplications.$inferSelect)["productType"];
  contact: { channel: "sms" | "email"; value: string };
}

/**
 * A link as opened: unknown (no such token, a token of another journey, a
 * consumer erased since), used, expired, or live with where its code goes.
 */
export async function checkTransferLink(prospectUuid: string, token: unknown): Promise<{ ok: false; reason: TransferRefusal } | { ok: true; link: LiveTransfer }> {
  if (typeof token !== "string" || !TRANSFER_TOKEN.test(token)) return { ok: false, reason: "unknown" };
  const db = await getDb();
  const [row] = await db
    .select({ id: transferLinks.id, usedAt: transferLinks.usedAt, expiresAt: transferLinks.expiresAt, uuid: prospectApplications.uuid, productType: prospectApplications.productType, user: users })
    .from(transferLinks)
    .innerJoin(prospectApplications, eq(prospectApplications.id, transferLinks.prospectApplicationId))
    .innerJoin(users, eq(users.id, transferLinks.userId))
    .where(eq(transferLinks.tokenHash, hashToken(token)));
  // Another journey's link is no key to this one: said as plainly as a link we never made.
  if (!row || row.uuid !== prospectUuid.toLowerCase() || row.user.erasedAt) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  const contact = contactOf({ mobilePhoneNumber: row.user.mobilePhoneNumber, email: row.user.email, emailVerified: row.user.emailVerified });
  if (!contact) return { ok: false, reason: "unknown" };
  return { ok: true, link: { id: row.id, prospectUuid: row.uuid, userId: row.user.id, productType: row.productType, contact } };
}

/** Spends a live link (marks it used), in one statement: of two uses at once, exactly one wins. */
export async function spendTransferLink(id: number): Promise<boolean> {
  const db = await getDb();
  const used = await db
    .update(transferLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(transferLinks.id, id), isNull(transferLinks.usedAt), gt(transferLinks.expiresAt, new Date())))
    .returning({ id: transferLinks.id });
  return used.length === 1;
}

/**
 * The consumer of a used link signed in on this device, on its journey: as a
 * login code does (the code went to their own number), with the journey's
 * app id chosen when nothing on file asks the welcome-back check first, so
 * they land on the step they were on.
 */
export async function signInByTransfer(request: Request, link: LiveTransfer) {
  const consumer = await getConsumer(link.userId);
  if (!consumer) return null;
  const base = loginSessionData(consumer);
  const identityVerified = base.identityVerified === true;
  const { setCookie } = await createSession("user", consumer.id, { data: identityVerified ? { ...base, appId: link.prospectUuid } : base, request });
  const next = pathAfterSignIn({ consumer, prospect: { productType: link.productType }, identityVerified, hasAppId: identityVerified });
  return { next, setCookie, journey: { prospectAppId: link.prospectUuid, productType: link.productType, appId: identityVerified ? link.prospectUuid : null } };
}
