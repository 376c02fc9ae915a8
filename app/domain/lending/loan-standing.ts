/**
 * Where a consumer's application with a lender stands, as the pages that
 * offer that lender again need it: an open application is under way (the
 * lender has not decided, or has approved and not yet paid); a live one is
 * open or disbursed, and such a lender shows that loan instead of Apply.
 */
export type ApplicationStatus = "applied" | "in_progress" | "approved" | "disbursed" | "rejected";

const OPEN: readonly ApplicationStatus[] = ["applied", "in_progress", "approved"];

export const isOpenApplication = (status: ApplicationStatus) => OPEN.includes(status);

export const isLiveApplication = (status: ApplicationStatus) => status === "disbursed" || isOpenApplication(status);

/** The newest live application with each lender, from a consumer's applications newest first. */
export function liveApplicationByLender<A extends { lenderName: string; status: ApplicationStatus }>(newestFirst: readonly A[]): Map<string, A> {
  const live = new Map<string, A>();
  for (const app of newestFirst) if (isLiveApplication(app.status) && !live.has(app.lenderName)) live.set(app.lenderName, app);
  return live;
}
