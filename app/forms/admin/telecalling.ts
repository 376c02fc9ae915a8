import { z } from "zod";
import { CALL_OUTCOMES, istLocalToDate } from "~/domain/back-office/telecalling";
import { withinCallingHours } from "~/domain/back-office/calling-hours";
import { databaseIdField } from "./database-id";

export const TELECALLING_INTENT = { claim: "claim", claimNext: "claim-next", record: "record", release: "release" } as const;

// A case id no row can have (too big for the column) is no case, refused before any query (decision 042).
const caseId = databaseIdField("admin:telecalling.errors.noCase");

export const ClaimSchema = z.object({ intent: z.literal(TELECALLING_INTENT.claim), caseId });
export const ClaimNextSchema = z.object({ intent: z.literal(TELECALLING_INTENT.claimNext) });
export const ReleaseSchema = z.object({ intent: z.literal(TELECALLING_INTENT.release), caseId });

/** The furthest a next call may be set: a quarter ahead. */
const FURTHEST_MS = 92 * 24 * 60 * 60_000;

/**
 * A call's outcome, its note and the next call's time (a date and time in
 * India, as the page's field gives it): needed for a call back, in the
 * future (business time `now`), within a quarter and within calling hours
 * (09:00–21:00 India time) when given.
 */
export function callSchema(now: Date) {
  return z
    .object({
      intent: z.literal(TELECALLING_INTENT.record),
      caseId,
      outcome: z.enum(CALL_OUTCOMES, { message: "admin:telecalling.errors.outcome" }),
      note: z.string().trim().max(2000, "admin:telecalling.errors.noteLong").optional(),
      nextCallAt: z.string().trim().optional(),
    })
    .superRefine((value, ctx) => {
      if (!value.nextCallAt) {
        if (value.outcome === "call_back") ctx.addIssue({ code: "custom", path: ["nextCallAt"], message: "admin:telecalling.errors.nextCallNeeded" });
        return;
      }
      const at = istLocalToDate(value.nextCallAt);
      if (!at) ctx.addIssue({ code: "custom", path: ["nextCallAt"], message: "admin:telecalling.errors.nextCallInvalid" });
      else if (at <= now || at.getTime() - now.getTime() > FURTHEST_MS) ctx.addIssue({ code: "custom", path: ["nextCallAt"], message: "admin:telecalling.errors.nextCallRange" });
      else if (!withinCallingHours(at)) ctx.addIssue({ code: "custom", path: ["nextCallAt"], message: "admin:telecalling.errors.nextCallHours" });
    })
    .transform(({ nextCallAt, note, ...rest }) => ({ ...rest, note: note || null, nextCallAt: nextCallAt ? istLocalToDate(nextCallAt) : null }));
}
