/**
 * The telecalling queue's rules (docs/decisions/044): why a consumer is on
 * it, what a call's outcome does to their place on it, how long a claim lasts.
 */

export const CALL_OUTCOMES = ["reached", "no_answer", "wrong_number", "not_interested", "call_back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A consumer is a drop-off once their journey has been still this long: someone filling in the profile now is not called. */
export const DROP_OFF_AFTER_MS = 60 * 60_000;
/** How long a claimed consumer stays with the CSR who claimed them without a call recorded. */
export const CLAIM_LEASE_MS = 15 * 60_000;
/** An unanswered call is tried again this much later unless the CSR says when. */
export const NO_ANSWER_RETRY_MS = 4 * 60 * 60_000;
/** After this many unanswered calls the consumer leaves the queue. */
export const MAX_UNANSWERED = 5;
/** Outcomes after which the consumer is never put back on the queue by a later drop-off (only a CSR's hand-over can). */
export const FINAL_OUTCOMES: readonly CallOutcome[] = ["wrong_number", "not_interested"];

/**
 * Where a case stands after a call: reached, a wrong number or not
 * interested close it; a call back keeps it for the time asked; no answer
 * keeps it for a later try, until the last allowed one.
 */
export function afterCall(outcome: CallOutcome, input: { attempts: number; nextCallAt: Date | null; now: Date }): { state: "open" | "closed"; nextCallAt: Date | null; attempts: number } {
  const attempts = input.attempts + 1;
  if (outcome === "call_back") return { state: "open", nextCallAt: input.nextCallAt, attempts };
  if (outcome === "no_answer") {
    const unanswered = attempts >= MAX_UNANSWERED;
    return { state: unanswered ? "closed" : "open", nextCallAt: unanswered ? null : (input.nextCallAt ?? new Date(input.now.getTime() + NO_ANSWER_RETRY_MS)), attempts };
  }
  return { state: "closed", nextCallAt: null, attempts };
}

/** Drop-offs older than this are not called: by then the consumer has other plans. */
export const DROP_OFF_WINDOW_MS = 30 * 24 * 60 * 60_000;

const IST_OFFSET_MS = 330 * 60_000;

/** A date and time in India as a datetime-local field gives it ("2026-03-10T15:30"), as an instant; null when it is not one. */
export function istLocalToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
  const back = new Date(utc + IST_OFFSET_MS);
  // 31 February and 25 o'clock roll over in Date.UTC: only a moment that reads back the same is one.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour) return null;
  return new Date(utc);
}

/** An instant as a datetime-local field's value in India ("2026-03-10T15:30"). */
export function dateToIstLocal(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}
