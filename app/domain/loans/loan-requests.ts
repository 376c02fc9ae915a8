import { z } from "zod";

/** What a borrower may ask of a disbursed loan (loan_requests.kind). */
export const LOAN_REQUEST_KINDS = ["cooling_off_exit", "foreclose", "part_prepay"] as const;
export type LoanRequestKind = (typeof LOAN_REQUEST_KINDS)[number];

/**
 * Where a request stands: requested (ours, on its way), sent (the lender has
 * it and will answer), accepted or declined (its answer), failed (the lender
 * could not be reached or refused the call: our team sees it).
 */
export const LOAN_REQUEST_STATES = ["requested", "sent", "accepted", "declined", "failed"] as const;
export type LoanRequestState = (typeof LOAN_REQUEST_STATES)[number];

/** Still waiting on the lender. */
export const isOpenRequest = (state: string) => state === "requested" || state === "sent";

export interface RequestSeen {
  kind: string;
  state: string;
}

/** The loan is being closed: an exit or a foreclosure the lender accepted or still has in hand. */
export function closing(requests: RequestSeen[]): boolean {
  return requests.some((r) => (r.kind === "cooling_off_exit" || r.kind === "foreclose") && (r.state === "accepted" || isOpenRequest(r.state)));
}

/**
 * Which requests the page offers now: none once the loan is closing; one open
 * request of a kind at a time; the exit only inside the cooling-off period.
 */
export function requestsOffered(requests: RequestSeen[], exitOpen: boolean): Record<LoanRequestKind, boolean> {
  const open = (kind: LoanRequestKind) => requests.some((r) => r.kind === kind && isOpenRequest(r.state));
  const done = closing(requests);
  return {
    cooling_off_exit: exitOpen && !done,
    foreclose: !done,
    part_prepay: !done && !open("part_prepay"),
  };
}

/** Our id of a request as the lender sees it (request_id): "LR-" and the row's number. */
export const lenderRequestId = (id: number) => `LR-${id}`;
export function requestIdOf(value: string): number | null {
  const m = /^LR-(\d{1,9})$/.exec(value);
  return m ? Number(m[1]) : null;
}

/** A lender's text as PostgreSQL can keep it (no NUL). */
const lenderText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\u0000"), "no NUL character");

/** The lender's answer to a request, at once or later by webhook (docs/lender-api.md, "After disbursal"). */
export const LoanRequestAnswer = z.object({
  decision: z.enum(["received", "accepted", "declined"]),
  reference: lenderText(100).optional(),
  note: lenderText(500).optional(),
});
export type LoanRequestAnswer = z.infer<typeof LoanRequestAnswer>;

/** The webhook's body: the same answer, naming the request. */
export const LoanRequestEvent = LoanRequestAnswer.extend({
  request_id: z.string().max(20),
  decision: z.enum(["accepted", "declined"]),
});
export type LoanRequestEvent = z.infer<typeof LoanRequestEvent>;

/** The state a lender's decision puts a request in. */
export const stateForDecision = (decision: LoanRequestAnswer["decision"]): LoanRequestState => (decision === "received" ? "sent" : decision);
