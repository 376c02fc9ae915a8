/** What an application's status page tells the consumer under its status, by where the application stands. */
export type StatusNotice = "reason" | "sending" | "sendFailed" | "waitingForDetails" | "otpNeeded" | "nextStep" | "next" | "none";

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
 * shows the lender's reason, else the hand-off's state, the lender's code or
 * next step, else that the lender will be in touch.
 */
export function statusNotice(app: NoticeFacts): StatusNotice {
  if (app.status === "rejected") return app.decisionReason ? "reason" : "none";
  if (app.submissionState === "queued") return "sending";
  if (app.submissionState === "failed") return "sendFailed";
  if (app.submissionState === "waiting") return "waitingForDetails";
  if (app.lenderOtpPending) return "otpNeeded";
  if (app.nextStepUrl) return "nextStep";
  return "next";
}
