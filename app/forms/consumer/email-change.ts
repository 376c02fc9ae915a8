import { z } from "zod";
import { OTP } from "~/domain/platform/patterns";

/** The code sent to a new email; a bad shape gets SPEC.md 5's 'Enter 6 digits OTP'. */
export const ConfirmEmailSchema = z.object({
  intent: z.literal("confirm"),
  code: z.string({ error: "validation.otp" }).trim().regex(OTP, "validation.otp"),
});
