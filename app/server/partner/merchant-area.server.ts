import { and, desc, eq, sql } from "drizzle-orm";
import { creditApplications, merchants, partners, prospectApplications, users } from "../../../db/schema";
import { maskTail } from "~/domain/back-office/masking";
import { FALLBACK_BRAND, type Brand } from "~/domain/partner/brand";
import { referralQrLink } from "~/domain/partner/referral";
import type { Language } from "~/i18n/languages";
import { requestOtp, spendOtpSendAllowance, verifyOtp } from "../consumer/otp.server";
import { getDb } from "../platform/db/db.server";
import { createSession, getSession } from "../platform/http/session.server";

/**
 * A merchant's own page (docs/decisions/101-custom-funnel-and-merchants.md):
 * its owner signs in with a code sent to the business's mobile, and sees its
 * link and QR code under its partner and the consumers they brought, masked.
 * Only an approved merchant signs in or stays signed in: a deactivated one's
 * session ends on its next request, as its link stops crediting it.
 */

const PURPOSE = "merchant_login";

/** The newest approved merchant of a mobile: one owner may run several shops, and signs in to the latest approved. */
async function approvedByMobile(mobile: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.mobile, mobile), eq(merchants.status, "approved")))
    .orderBy(desc(merchants.reviewedAt), desc(merchants.id))
    .limit(1);
  return row ?? null;
}

/**
 * Sends a sign-in code when the mobile is an approved merchant's. Any other
 * mobile spends the same send allowance and gets the same answer, so the form
 * never tells who is a merchant.
 */
export async function sendMerchantCode(mobile: string, ip: string | null, language: Language): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const merchant = await approvedByMobile(mobile);
  if (!merchant) {
    const spent = await spendOtpSendAllowance(mobile, ip);
    return spent.ok ? { ok: true } : { ok: false, retryAfterSeconds: spent.retryAfterSeconds };
  }
  const sent = await requestOtp({ destination: mobile, channel: "sms", ip, purpose: PURPOSE, language });
  return sent.ok ? { ok: true } : { ok: false, retryAfterSeconds: sent.retryAfterSeconds };
}

/** A good code signs the mobile's approved merchant in: answers its session cookie. */
export async function signInMerchant(mobile: string, code: string, request: Request): Promise<{ ok: true; setCookie: string } | { ok: false }> {
  const checked = await verifyOtp({ destination: mobile, code, purpose: PURPOSE });
  if (!checked.ok) return { ok: false };
  const merchant = await approvedByMobile(mobile);
  if (!merchant) return { ok: false };
  const { setCookie } = await createSession("merchant", merchant.id, { request });
  return { ok: true, setCookie };
}

export interface SignedInMerchant {
  id: number;
  uuid: string;
  businessName: string;
  partner: (Brand & { utmId: string | null }) | null;
}

/** The approved merchant behind the request's m_atkn session; null for anyone else, a merchant no longer approved included. */
export async function currentMerchant(request: Request): Promise<SignedInMerchant | null> {
  const session = await getSession(request, "merchant");
  if (!session) return null;
  const db = await getDb();
  const [row] = await db
    .select({ merchant: { id: merchants.id, uuid: merchants.uuid, businessName: merchants.businessName, status: merchants.status }, partner: partners })
    .from(merchants)
    .leftJoin(partners, eq(partners.id, merchants.partnerId))
    .where(eq(merchants.id, session.subjectId));
  if (row?.merchant.status !== "approved") return null;
  const p = row.partner;
  return { ...row.merchant, partner: p ? { ...FALLBACK_BRAND, name: p.name, displayName: p.displayName, isDefault: p.isDefault, utmId: p.utmId } : null };
}

/** The merchant's own link: its partner's referral QR link carrying the merchant's reference; none without a partner. */
export function merchantLink(origin: string, merchant: SignedInMerchant): string | null {
  return merchant.partner ? referralQrLink(origin, merchant.partner, merchant.uuid) : null;
}

export interface MerchantLead {
  id: string;
  createdAt: Date;
  /** The consumer's initial only: the merchant learns who came, not their name. */
  initial: string;
  mobile: string | null;
  product: string | null;
  /** The latest application's status; null while the consumer has only signed in. */
  status: string | null;
}

/** The consumers this merchant brought (journeys credited to it), newest first: never another merchant's. */
export async function merchantLeads(merchantId: number, limit = 50): Promise<{ total: number; rows: MerchantLead[] }> {
  const db = await getDb();
  const where = eq(prospectApplications.merchantId, merchantId);
  const latestStatus = sql<
    string | null
  >`(select ${creditApplications.status} from ${creditApplications} where ${creditApplications.prospectApplicationId} = ${prospectApplications.id} order by ${creditApplications.id} desc limit 1)`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: prospectApplications.uuid,
        createdAt: prospectApplications.createdAt,
        first: users.firstName,
        mobile: users.mobilePhoneNumber,
        product: prospectApplications.productType,
        status: latestStatus,
      })
      .from(prospectApplications)
      .innerJoin(users, eq(users.id, prospectApplications.userId))
      .where(where)
      .orderBy(desc(prospectApplications.createdAt), desc(prospectApplications.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(prospectApplications).where(where),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      initial: r.first?.trim() ? `${r.first.trim()[0].toUpperCase()}.` : "—",
      mobile: r.mobile ? maskTail(r.mobile) : null,
      product: r.product,
      status: r.status,
    })),
  };
}
