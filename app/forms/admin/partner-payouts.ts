import { z } from "zod";
import { isMonth, lastEndedMonth, monthDays, monthHasEnded } from "~/domain/partner/payouts";
import { UTR } from "~/domain/platform/patterns";
import { databaseIdField } from "./database-id";

export const PAYOUT_INTENT = { generate: "generate", paid: "paid" } as const;

const E = "admin:payouts.errors";

/**
 * "Make the month's statements": a month that has ended in India (`today`,
 * business time), since a month still running has not earned all its
 * commission yet.
 */
export const generateSchema = (today: string) =>
  z.object({
    intent: z.literal(PAYOUT_INTENT.generate),
    month: z
      .string({ error: `${E}.month` })
      .trim()
      .refine(isMonth, `${E}.month`)
      .refine((m) => monthHasEnded(m, today), `${E}.monthNotEnded`),
  });

/**
 * A statement paid: the bank's reference of the transfer (UTR or IMPS RRN,
 * spaces dropped, upper-cased) and the day it was made, in India: not after
 * `today`. That it is not before the statement's month ended is the
 * command's check, which knows the month.
 */
export const markPaidSchema = (today: string) =>
  z.object({
    intent: z.literal(PAYOUT_INTENT.paid),
    statementId: databaseIdField(`${E}.statement`),
    utr: z
      .string({ error: `${E}.utr` })
      .transform((v) => v.replace(/\s/g, "").toUpperCase())
      .pipe(z.string().regex(UTR, `${E}.utr`)),
    paidOn: z
      .string({ error: `${E}.paidOn` })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${E}.paidOn`)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${E}.paidOn`)
      .refine((d) => d <= today, `${E}.paidOnFuture`),
  });

/** Whether a payment day can be one of that month's statement: after the month ended. */
export const paidAfterMonth = (paidOn: string, month: string) => paidOn > monthDays(month).last;

/** The list's view from its address (a GET form): the month (the last one ended by default) and a partner; anything unknown is the default. */
export function payoutFilters(params: URLSearchParams, today: string): { month: string; partner: number | null } {
  const month = params.get("month");
  const partner = databaseIdField("-").safeParse(params.get("partner") || undefined);
  return { month: isMonth(month) ? month : lastEndedMonth(today), partner: partner.success ? partner.data : null };
}
