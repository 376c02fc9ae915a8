/** What an application's status page tells the consumer under its status, by where the application stands. */
export type StatusNotice = "reason" | "disbursed" | "sending" | "sendFailed" | "waitingForDetails" | "otpNeeded" | "nextStep" | "approvedNext" | "next" | "none";

export interface NoticeFacts {
  status: string;
  submissionState: string | null;
  lenderOtpPending: boolean;
  nextStepUrl: string | null;
  decisionReason: string | null;
}

/**
 * One rule for the consumer's status page and for the CSR who reads what
 * the consumer was told (each notice is `common:status.{notice}`): a refusal
 * shows the lender's reason, a disbursal that the loan is credited (its
 * figures beside it), else the hand-off's state, the lender's code or next
 * step, an approval what comes before the money, else that the lender will
 * be in touch.
 */
export function statusNotice(app: NoticeFacts): StatusNotice {
  if (app.status === "rejected") return app.decisionReason ? "reason" : "none";
  if (app.status === "disbursed") return "disbursed";
  if (app.submissionState === "queued") return "sending";
  if (app.submissionState === "failed") return "sendFailed";
  if (app.submissionState === "waiting") return "waitingForDetails";
  if (app.lenderOtpPending) return "otpNeeded";
  if (app.nextStepUrl) return "nextStep";
  if (app.status === "approved") return "approvedNext";
  return "next";
}
