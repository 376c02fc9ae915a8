import type { ApplicationStatus } from "./lender-integration";

/**
 * How often the status page asks whether the lender has answered, with
 * JavaScript (docs/decisions/088-live-status.md): often enough that an
 * answer shows within 5 seconds of arriving, seldom enough that many open
 * tabs on slow phones cost little.
 */
export const LIVE_STATUS_POLL_MS = 3000;

/** Statuses after which nothing more comes from the lender for this application: the page stops asking. */
export function isFinalStatus(status: string): status is Extract<ApplicationStatus, "disbursed" | "rejected"> {
  return status === "disbursed" || status === "rejected";
}
