import { z } from "zod";
import { EMAIL, MOBILE, OTP } from "~/domain/platform/patterns";
import { offeredProducts } from "~/domain/products";

/** A login contact: a 10-digit Indian mobile number or an email. */
export function normaliseContact(raw: string): { kind: "mobile" | "email"; value: string } | null {
  const value = raw.trim();
  if (value.includes("@")) return EMAIL.test(value) ? { kind: "email", value: value.toLowerCase() } : null;
  const digits = value.replace(/[\s-]/g, "").replace(/^(\+91|0)/, "");
  return MOBILE.test(digits) ? { kind: "mobile", value: digits } : null;
}

export const LoginSchema = z.object({
  contact: z
    .string({ error: "validation.mobileInvalid" })
    .trim()
    .superRefine((value, ctx) => {
      if (normaliseContact(value)) return;
      ctx.addIssue({ code: "custom", message: value.includes("@") ? "validation.emailInvalid" : "validation.mobileInvalid" });
    }),
  // Only a product with journey pages can be chosen (app/domain/products.ts).
  productType: z.enum(offeredProducts.map((p) => p.code) as [string, ...string[]]).optional(),
});

export const OtpSchema = z.object({
  intent: z.literal("verify"),
  otp: z.string({ error: "validation.otp" }).trim().regex(OTP, "validation.otp"),
});

/** The message of a code that was not sent: too soon after the last one, or too many this hour. */
export function otpRefusedMessage(reason: "cooldown" | "rate_limited"): "validation.otpCooldown" | "validation.otpRateLimited" {
  return reason === "cooldown" ? "validation.otpCooldown" : "validation.otpRateLimited";
}

/** The message of a code that was checked and refused, by the reason verifyOtp gave. */
export const OTP_VERDICT_MESSAGES = {
  invalid: "validation.otpWrong",
  expired: "validation.otpExpired",
  locked: "validation.otpLocked",
  missing: "validation.otpExpired",
} as const;
