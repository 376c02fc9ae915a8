import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { LoginSchema, normaliseContact } from "~/forms/login";
import type { ProductTypeCode } from "~/domain/products";
import { partners } from "../../db/schema";
import { eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { checkHoneypot } from "./honeypot.server";
import { journeyCookies, readJourney } from "./journey.server";
import { requestOtp } from "./otp.server";
import { createProspect } from "./prospects.server";
import { resolveRequestBrand } from "./brand.server";
import { clientIp } from "./client-ip.server";

/**
 * The login form of the landing pages: starts a prospect application (with
 * the partner and UTMs that brought the consumer), sends the OTP and goes to
 * /verification. The same for /, /login and /{urlSegment}.
 */
export async function startLogin(request: Request) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const contact = normaliseContact(submission.value.contact)!;
  const { brand, mode } = await resolveRequestBrand(request);
  const journey = readJourney(request);
  const partnerId = mode === "partner" ? await partnerIdOf(brand.name) : null;
  const sent = await requestOtp({ destination: contact.value, channel: contact.kind === "mobile" ? "sms" : "email", ip: clientIp(request) });
  if (!sent.ok) {
    const message = sent.reason === "cooldown" ? "validation.otpCooldown" : "validation.otpRateLimited";
    return data({ result: submission.reply({ fieldErrors: { contact: [message] } }) }, { status: 429 });
  }
  const productType = (submission.value.productType as ProductTypeCode | undefined) ?? null;
  const prospect = await createProspect({ contact: contact.value, partnerId, utm: journey.utms, productType });
  const headers = new Headers();
  for (const cookie of journeyCookies({ prospectAppId: prospect.uuid, productType, appId: null, productId: null })) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect("/verification", { headers });
}

async function partnerIdOf(name: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)).limit(1);
  return row?.id ?? null;
}
