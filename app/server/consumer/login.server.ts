import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { offeredProducts, type ProductTypeCode } from "~/domain/products";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { LoginSchema, normaliseContact, otpRefusedMessage } from "~/forms/consumer/login";
import { journeyPartnerId, resolveRequestBrand } from "../partner/brand.server";
import { clientIp } from "../platform/http/client-ip.server";
import { arrivalOf, type Arrival } from "./arrival.server";
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
  /** The partner the journey belongs to (journeyPartnerId), null for the marketplace's own. */
  partnerId: number | null;
  utms: Record<string, string>;
  /** How the journey came: its channel and the merchant whose QR code brought it (arrival.server.ts). */
  arrival: Arrival;
  ip: string | null;
  /** The language the consumer uses the site in: the code's SMS is in it. */
  language: Language;
}): Promise<Exclude<RequestOtpResult, { ok: true }> | { ok: true; prospect: Prospect }> {
  const sent = await requestOtp({ destination: input.contact.value, channel: input.contact.kind === "mobile" ? "sms" : "email", ip: input.ip, language: input.language });
  if (!sent.ok) return sent;
  const prospect = await createProspect({ contact: input.contact.value, partnerId: input.partnerId, utm: input.utms, productType: input.productType, ...input.arrival });
  return { ok: true, prospect };
}

/** What the landing pages' login form comes to: the reply the form shows, or the journey to record on the way to /verification. */
export type LoginFormResult = { ok: false; status: 400 | 429; reply: SubmissionResult<string[]> } | { ok: true; journey: JourneyValues };

/**
 * The login form of the landing pages (/, /login and /{urlSegment}): a
 * contact, on a partner brand the product; then the code goes out and the
 * consumer's new prospect application is the journey's.
 */
export async function startLogin(request: Request, formData: FormData, language: Language = fallbackLanguage): Promise<LoginFormResult> {
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return { ok: false, status: 400, reply: submission.reply() };

  const { brand, mode } = await resolveRequestBrand(request);
  // A product chosen before signing in is kept through the login: a card's Apply on a public card page, a tracking link's product.
  const chosen = readJourney(request).productType;
  const productType = (submission.value.productType as ProductTypeCode | undefined) ?? (offeredProducts.some((p) => p.code === chosen) ? chosen : null);
  const { utms } = readJourney(request);
  const partnerId = await journeyPartnerId(brand, mode, utms);
  const started = await beginLogin({
    contact: normaliseContact(submission.value.contact)!,
    productType,
    partnerId,
    utms,
    arrival: await arrivalOf(request, { brandName: brand.name, partnerId, utms }),
    ip: clientIp(request),
    language,
  });
  if (!started.ok) return { ok: false, status: 429, reply: submission.reply({ fieldErrors: { contact: [otpRefusedMessage(started.reason)] } }) };
  return { ok: true, journey: { prospectAppId: started.prospect.uuid, productType, appId: null, productId: null } };
}
