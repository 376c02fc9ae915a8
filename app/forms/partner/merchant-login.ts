import { z } from "zod";
import { MOBILE, OTP } from "~/domain/platform/patterns";
import { required } from "../consumer/profile";

import { MERCHANT_LOGIN_INTENT } from "./merchant-login-intents";

/** The merchant sign-in's two steps: the business's mobile, then the code sent to it. */

const mobile = required("validation.mobileInvalid")
  .transform((v) => v.replace(/[\s-]/g, "").replace(/^(\+91|0)/, ""))
  .pipe(z.string().regex(MOBILE, "validation.mobileInvalid"));

export const merchantSendCodeSchema = z.object({ intent: z.literal(MERCHANT_LOGIN_INTENT.send), mobile });

export const merchantVerifySchema = z.object({
  intent: z.literal(MERCHANT_LOGIN_INTENT.verify),
  mobile,
  otp: z.string({ error: "validation.otp" }).trim().regex(OTP, "validation.otp"),
});
