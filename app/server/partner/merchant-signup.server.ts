import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { merchants } from "../../../db/schema";
import type { MerchantSignup } from "~/forms/partner/merchant";
import type { Language } from "~/i18n/languages";
import { findBrands, getBrandByName, resolveRequestBrand } from "./brand.server";
import { getConfig } from "../platform/db/config.server";
import { clearCookie, readCookie, writeCookie } from "../platform/http/cookies.server";
import { getDb } from "../platform/db/db.server";
import { partnerIdOf } from "./brand.server";
import { requestOtp, verifyOtp, type RequestOtpResult, type VerifyOtpResult } from "../consumer/otp.server";

/**
 * A merchant's sign-up (docs/decisions/056): the form's answers are kept as
 * an `unconfirmed` row, found again by a random token in this browser's
 * cookie, until the code sent to the contact mobile is typed; then the row is
 * a merchant awaiting review. The OTP is the login's (otp.server.ts), for its
 * own purpose, so a login code never confirms a merchant nor the reverse.
 */

const SIGNUP_COOKIE = "merchant_signup";
/** The confirmed sign-up's reference, shown on the success page. */
const DONE_COOKIE = "merchant_signed_up";
/** Long enough to fetch the phone and type the code twice; a sign-up left longer starts again. */
const SIGNUP_MINUTES = 60;
const PURPOSE = "merchant_signup";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface PendingSignup {
  id: number;
  mobile: string;
  values: MerchantSignup;
}

/** The sign-up this browser has waiting for its code, if any. */
export async function pendingSignup(request: Request): Promise<PendingSignup | null> {
  const token = readCookie(request, SIGNUP_COOKIE);
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.signupTokenHash, hashToken(token)), eq(merchants.status, "unconfirmed")));
  if (!row) return null;
  const { businessName, businessType, ownerName, mobile, address, locality, city, pincode, accountNumber, ifsc } = row;
  const values = {
    intent: "details",
    businessName,
    businessType,
    ownerName,
    mobile,
    address,
    locality,
    city,
    pincode,
    accountNumber,
    ifsc,
    gstin: row.gstin ?? undefined,
    udyam: row.udyam ?? undefined,
    email: row.email ?? undefined,
    consent: "on",
  } as const;
  return { id: row.id, mobile: row.mobile, values };
}

/**
 * Keeps the form's answers and sends the code to the contact mobile; a
 * browser that already has a sign-up waiting changes it (the owner went back
 * to correct a field). Nothing is kept when the code is refused (too soon,
 * too many this hour). Answers the cookie that finds the sign-up again.
 */
export async function startMerchantSignup(
  request: Request,
  input: MerchantSignup,
  where: { partnerId: number | null; language: Language; ip: string | null },
): Promise<Exclude<RequestOtpResult, { ok: true }> | { ok: true; setCookie: string }> {
  const sent = await requestOtp({ destination: input.mobile, channel: "sms", ip: where.ip, purpose: PURPOSE, language: where.language });
  if (!sent.ok) return sent;
  const { intent: _, consent: __, ...answers } = input;
  const values = { ...answers, gstin: answers.gstin ?? null, udyam: answers.udyam ?? null, email: answers.email ?? null, partnerId: where.partnerId, language: where.language, updatedAt: new Date() };
  const waiting = await pendingSignup(request);
  const db = await getDb();
  if (waiting) {
    await db
      .update(merchants)
      .set(values)
      .where(and(eq(merchants.id, waiting.id), eq(merchants.status, "unconfirmed")));
    return { ok: true, setCookie: writeCookie(SIGNUP_COOKIE, readCookie(request, SIGNUP_COOKIE)!, { minutes: SIGNUP_MINUTES }) };
  }
  const token = randomBytes(24).toString("base64url");
  await db.insert(merchants).values({ ...values, signupTokenHash: hashToken(token) });
  return { ok: true, setCookie: writeCookie(SIGNUP_COOKIE, token, { minutes: SIGNUP_MINUTES }) };
}

/** A new code to the waiting sign-up's mobile, within the login's send allowance. */
export async function resendMerchantCode(pending: PendingSignup, ip: string | null, language: Language): Promise<RequestOtpResult> {
  return requestOtp({ destination: pending.mobile, channel: "sms", ip, purpose: PURPOSE, language });
}

/**
 * Checks the code; a good one makes the sign-up a merchant awaiting review
 * (once: a second tab's good code finds nothing left to confirm) and ends the
 * browser's sign-up. Answers the merchant's reference for the success page.
 */
export async function confirmMerchantSignup(pending: PendingSignup, code: string): Promise<Exclude<VerifyOtpResult, { ok: true }> | { ok: true; reference: string; setCookies: string[] }> {
  const checked = await verifyOtp({ destination: pending.mobile, code, purpose: PURPOSE });
  if (!checked.ok) return checked;
  const db = await getDb();
  const [row] = await db
    .update(merchants)
    .set({ status: "pending", confirmedAt: new Date(), signupTokenHash: null, updatedAt: new Date() })
    .where(and(eq(merchants.id, pending.id), eq(merchants.status, "unconfirmed")))
    .returning({ uuid: merchants.uuid });
  if (!row) return { ok: false, reason: "missing" };
  return { ok: true, reference: row.uuid, setCookies: [clearCookie(SIGNUP_COOKIE), writeCookie(DONE_COOKIE, row.uuid, { minutes: SIGNUP_MINUTES })] };
}

/** The reference of the sign-up this browser just confirmed, for its success page (nobody else's: it is this browser's cookie). */
export function confirmedReference(request: Request): string | null {
  return readCookie(request, DONE_COOKIE);
}

/** Whose merchant a sign-up on this page becomes; null answers not found. */
export type FormOwner = { partner: { id: number; name: string; displayName: string } | null };

/**
 * The partner a sign-up on this request's form belongs to (docs/decisions/056):
 * the one the path names (/create-merchant-form/{partner_name}; an unknown
 * name is not found), else the brand the page wears as every page finds it
 * (its host, `?partner=`, the visitor's stored attribution); on the default
 * brand without a name, no partner (the marketplace's own merchant). The
 * default brand's own name (/create-merchant-form/cl, the address its
 * partner portal shares) is its partner's, as any partner's name is.
 */
export async function merchantFormOwner(request: Request, partnerName: string | undefined): Promise<FormOwner | null> {
  const brand = partnerName !== undefined ? await brandNamed(partnerName) : await brandOfPage(request);
  if (!brand) return partnerName !== undefined ? null : { partner: null };
  const id = await partnerIdOf(brand.name);
  return id ? { partner: { id, name: brand.name, displayName: brand.displayName } } : null;
}

/** The brand a form's path names; the default brand's own name is its partner's form (the one its portal shares), so it is found too. */
async function brandNamed(name: string) {
  if (name.toLowerCase() !== getConfig().DEFAULT_BRAND) return getBrandByName(name);
  const { defaultBrand } = await findBrands({});
  return defaultBrand;
}

async function brandOfPage(request: Request) {
  const { brand, mode } = await resolveRequestBrand(request);
  return mode === "partner" ? brand : null;
}
