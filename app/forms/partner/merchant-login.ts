import { z } from "zod";
import { MOBILE, OTP } from "~/domain/platform/patterns";
import { required } from "../consumer/profile";

/** The merchant sign-in's two steps: the business's mobile, then the code sent to it. */
export const MERCHANT_LOGIN_INTENT = { send: "send-code", verify: "verify-code" } as const;

const mobile = required("validation.mobileInvalid")
  .transform((v) => v.replace(/[\s-]/g, "").replace(/^(\+91|0)/, ""))
  .pipe(z.string().regex(MOBILE, "validation.mobileInvalid"));

export const merchantSendCodeSchema = z.object({ intent: z.literal(MERCHANT_LOGIN_INTENT.send), mobile });

export const merchantVerifySchema = z.object({
  intent: z.literal(MERCHANT_LOGIN_INTENT.verify),
  mobile,
  otp: z.string({ error: "validation.otp" }).trim().regex(OTP, "validation.otp"),
});
