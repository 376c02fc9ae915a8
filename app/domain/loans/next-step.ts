import { loanPath, statusPath } from "./paths";

/** What of an application decides the consumer's next step. */
export interface ApplicationSeen {
  uuid: string;
  status: string;
  lenderName: string;
  submissionState: string | null;
  lenderOtpPending: boolean;
  nextStepUrl: string | null;
}

/**
 * The one next step of an application, on "My loans" and on welcome-back
 * alike: a disbursed loan opens its own page; a decided one (rejected) shows
 * its status and why; an open one the consumer must act on is continued
 * (details to give, the lender's code, the lender's own step), else its
 * status is shown. Only an open application is "resumed".
 */
export function nextStepOf(app: ApplicationSeen): { kind: "loan" | "continue" | "status"; href: string } {
  if (app.status === "disbursed") return { kind: "loan", href: loanPath(app.uuid) };
  const waitsOnConsumer = app.submissionState === "waiting" || app.lenderOtpPending || Boolean(app.nextStepUrl);
  if (app.status !== "rejected" && waitsOnConsumer) return { kind: "continue", href: statusPath(app.lenderName) };
  return { kind: "status", href: statusPath(app.lenderName) };
}

/** An application still on its way (neither disbursed nor rejected): the only kind welcome-back offers to resume. */
export const isOpenApplication = (status: string) => status !== "disbursed" && status !== "rejected";
