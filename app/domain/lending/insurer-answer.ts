import { z } from "zod";

/** An insurer's text as PostgreSQL keeps it (no NUL), within a length. */
const insurerText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !s.includes("\u0000"), "no NUL character");
const rupees = z.number().int().positive().max(1_000_000_000);

/** What an insurer answers to a quote request (docs/lender-api.md, "Insurance quotes"): a quote, or a refusal to quote. */
export const InsurerQuoteAnswer = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("quoted"),
    reference: insurerText(100),
    insurer_name: insurerText(120),
    premium: rupees,
    cover: rupees,
    valid_until: z.iso.datetime({ offset: true }),
  }),
  z.object({ decision: z.literal("declined"), reference: insurerText(100).optional(), reason: insurerText(500).optional() }),
]);
export type InsurerQuoteAnswer = z.infer<typeof InsurerQuoteAnswer>;

/** What an insurer answers when told the consumer accepted its quote: the policy it issued. */
export const InsurerPurchaseAnswer = z.object({ decision: z.literal("purchased"), policy_number: insurerText(100) });
