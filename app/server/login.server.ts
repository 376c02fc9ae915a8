import { eq } from "drizzle-orm";
import { partners } from "../../db/schema";
import type { ProductTypeCode } from "~/domain/products";
import { getDb } from "./db.server";
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

async function partnerIdOf(name: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)).limit(1);
  return row?.id ?? null;
}
