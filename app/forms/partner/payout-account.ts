import { z } from "zod";
import { ACCOUNT_HOLDER, BANK_ACCOUNT, GSTIN, IFSC, PAN } from "~/domain/platform/patterns";

/** The payout details form of the partner's Settings, beside the password form. */
export const PAYOUT_ACCOUNT_INTENT = "payout-account";

const E = "partner:settings.payout.errors";

/** An optional code, upper-cased and without spaces before its pattern is judged; empty is none. */
const optionalCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().regex(pattern, message))
    .optional();

/**
 * A partner's PAN, GSTIN and bank account (docs/decisions/098-partner-payouts.md):
 * each optional, since a partner may give its PAN before it has a GSTIN, but
 * a GSTIN needs the PAN it carries (its 3rd to 12th characters), and the bank
 * account is given whole (number, IFSC, the name it is held in) or not at all.
 * The IFSC is judged by its pattern (four letters, a zero, six letters or
 * digits), upper-cased first as the merchant form does.
 */
export const PayoutAccountSchema = z
  .object({
    intent: z.literal(PAYOUT_ACCOUNT_INTENT),
    pan: optionalCode(PAN, "validation.pan"),
    gstin: optionalCode(GSTIN, "validation.gstin"),
    accountNumber: optionalCode(BANK_ACCOUNT, `${E}.accountNumber`),
    ifsc: optionalCode(IFSC, "validation.ifsc"),
    accountHolder: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, " "))
      .pipe(z.string().regex(ACCOUNT_HOLDER, `${E}.accountHolder`))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.gstin && !v.pan) ctx.addIssue({ code: "custom", path: ["pan"], message: `${E}.panForGstin` });
    else if (v.gstin && v.pan && v.gstin.slice(2, 12) !== v.pan) ctx.addIssue({ code: "custom", path: ["gstin"], message: `${E}.gstinPan` });
    const bank = [v.accountNumber, v.ifsc, v.accountHolder];
    if (bank.some(Boolean))
      for (const [field, value] of [
        ["accountNumber", v.accountNumber],
        ["ifsc", v.ifsc],
        ["accountHolder", v.accountHolder],
      ] as const)
        if (!value) ctx.addIssue({ code: "custom", path: [field], message: `${E}.bankWhole` });
  })
  .transform(({ intent: _intent, ...v }) => ({
    pan: v.pan ?? null,
    gstin: v.gstin ?? null,
    accountNumber: v.accountNumber ?? null,
    ifsc: v.ifsc ?? null,
    accountHolder: v.accountHolder ?? null,
  }));

export type PayoutAccount = z.output<typeof PayoutAccountSchema>;
