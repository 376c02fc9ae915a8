import { z } from "zod";
import { classifyQuery } from "~/domain/back-office/consumer-search";
import { CREDIT_BANDS, EMPLOYMENTS } from "~/domain/lending/eligibility";
import { isLoanProduct, type LenderProduct } from "~/domain/products";
import { GOLD_MAX_GRAMS, GOLD_MIN_GRAMS } from "~/domain/products/gold-loan";

/**
 * The eligibility tester's two GET forms (/admin/customer-eligibility,
 * docs/decisions/048): a profile typed in, or a consumer named by mobile or
 * email. `who` says which form asked; the address holds the rest, so a test
 * is a link an admin can send.
 */
export const TESTER_WHO = { profile: "profile", consumer: "consumer" } as const;

const e = (key: string) => `admin:eligibilityTester.errors.${key}`;

const product = z
  .string({ error: e("product") })
  .refine(isLoanProduct, e("product"))
  .transform((p) => p as LenderProduct);
const rupees = (key: string, min: number, max: number) =>
  z
    .number({ error: e(key) })
    .int(e(key))
    .min(min, e(key))
    .max(max, e(key));

export const TesterConsumerSchema = z.object({
  who: z.literal(TESTER_WHO.consumer),
  product,
  contact: z
    .string({ error: e("contact") })
    .max(100, e("contact"))
    .transform((v, ctx) => {
      const query = classifyQuery(v);
      if (query?.kind === "mobile" || query?.kind === "email") return query;
      ctx.addIssue({ code: "custom", message: e("contact") });
      return z.NEVER;
    }),
});

/** A profile as the consumer's forms would have saved it; the secured products' own answers are asked only for them. */
export function testerProfileSchema(goldPurities: readonly string[]) {
  return z
    .object({
      who: z.literal(TESTER_WHO.profile),
      product,
      monthlyIncome: rupees("income", 0, 10_000_000),
      age: z
        .number({ error: e("age") })
        .int(e("age"))
        .min(18, e("age"))
        .max(100, e("age")),
      employmentStatusCode: z.enum(EMPLOYMENTS, { error: e("employment") }),
      loanAmount: rupees("amount", 1_000, 100_000_000),
      creditScoreBand: z.enum(CREDIT_BANDS, { error: e("band") }),
      propertyValue: rupees("propertyValue", 1, 1_000_000_000).optional(),
      coApplicantIncome: rupees("income", 0, 10_000_000).optional(),
      goldWeightGrams: z
        .number({ error: e("goldWeight") })
        .min(GOLD_MIN_GRAMS, e("goldWeight"))
        .max(GOLD_MAX_GRAMS, e("goldWeight"))
        .optional(),
      goldPurity: z
        .string({ error: e("goldPurity") })
        .refine((v) => goldPurities.includes(v), e("goldPurity"))
        .optional(),
    })
    .superRefine((v, ctx) => {
      const need = (path: keyof typeof v, key: string) => v[path] === undefined && ctx.addIssue({ code: "custom", path: [path], message: e(key) });
      if (v.product === "hl") need("propertyValue", "propertyValue");
      if (v.product === "gl") {
        need("goldWeightGrams", "goldWeight");
        need("goldPurity", "goldPurity");
      }
    });
}

export type TesterProfile = z.output<ReturnType<typeof testerProfileSchema>>;
