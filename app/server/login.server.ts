import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { partners } from "../../db/schema";
import { offeredProducts, type ProductTypeCode } from "~/domain/products";
import { LoginSchema, normaliseContact, otpRefusedMessage } from "~/forms/login";
import { resolveRequestBrand } from "./brand.server";
import { clientIp } from "./client-ip.server";
import { getDb } from "./db.server";
import { readJourney, type JourneyValues } from "./journey.server";
import { requestOtp, type RequestOtpResult } from "./otp.server";
import { createProspect, type Prospect } from "./prospects.server";

/**
 * A new journey: sends the login code, then starts a prospect application
 * with the partner and UTMs that brought the consumer. Nothing is stored
 * when the code is refused (cooldown, hourly limit).
 */
export async function beginLogin(input: {
  contact: { kind: "mobile" | "email"; value: string };
  productType: ProductTypeCode | null;
  /** The partner brand of the landing page, null on the default brand. */
  partnerName: string | null;
  utms: Record<string, string>;
  ip: string | null;
}): Promise<Exclude<RequestOtpResult, { ok: true }> | { ok: true; prospect: Prospect }> {
  const partnerId = input.partnerName ? await partnerIdOf(input.partnerName) : null;
  const sent = await requestOtp({ destination: input.contact.value, channel: input.contact.kind === "mobile" ? "sms" : "email", ip: input.ip });
  if (!sent.ok) return sent;
  const prospect = await createProspect({ contact: input.contact.value, partnerId, utm: input.utms, productType: input.productType });
  return { ok: true, prospect };
}

/** The id of the partner a brand name names (the default brand is a partner row too). */
export async function partnerIdOf(name: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)).limit(1);
  return row?.id ?? null;
}

/** What the landing pages' login form comes to: the reply the form shows, or the journey to record on the way to /verification. */
export type LoginFormResult = { ok: false; status: 400 | 429; reply: SubmissionResult<string[]> } | { ok: true; journey: JourneyValues };

/**
 * The login form of the landing pages (/, /login and /{urlSegment}): a
 * contact, on a partner brand the product; then the code goes out and the
 * consumer's new prospect application is the journey's.
 */
export async function startLogin(request: Request, formData: FormData): Promise<LoginFormResult> {
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return { ok: false, status: 400, reply: submission.reply() };

  const { brand, mode } = await resolveRequestBrand(request);
  // A product chosen before signing in is kept through the login: a card's Apply on a public card page, a tracking link's product.
  const chosen = readJourney(request).productType;
  const productType = (submission.value.productType as ProductTypeCode | undefined) ?? (offeredProducts.some((p) => p.code === chosen) ? chosen : null);
  const started = await beginLogin({
    contact: normaliseContact(submission.value.contact)!,
    productType,
    partnerName: mode === "partner" ? brand.name : null,
    utms: readJourney(request).utms,
    ip: clientIp(request),
  });
  if (!started.ok) return { ok: false, status: 429, reply: submission.reply({ fieldErrors: { contact: [otpRefusedMessage(started.reason)] } }) };
  return { ok: true, journey: { prospectAppId: started.prospect.uuid, productType, appId: null, productId: null } };
}
