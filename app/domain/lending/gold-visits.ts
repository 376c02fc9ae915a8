import { toIso, type CalendarDate } from "../platform/dates";

/**
 * Each gold lender's own next step (SPEC.md 2.1 gold group): most take the
 * gold at a branch, a few send an officer home. Which is the lender's own
 * setting (`lenders.home_visit`, on the admin lender edit screen).
 */
export type GoldVisitKind = "branch" | "home";

export function goldVisitKind(lender: { homeVisit: number | null }): GoldVisitKind {
  return lender.homeVisit === 1 ? "home" : "branch";
}

export const VISIT_WINDOWS = ["morning", "afternoon", "evening"] as const;
export type VisitWindow = (typeof VISIT_WINDOWS)[number];
/** How many days ahead a visit may be booked, from tomorrow. */
export const VISIT_DAYS_AHEAD = 7;

/** The days a visit can be booked on: tomorrow and the next six, as ISO dates. */
export function visitDates(on: CalendarDate, days = VISIT_DAYS_AHEAD): string[] {
  const start = Date.UTC(on.year, on.month - 1, on.day);
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(start + (i + 1) * 86_400_000);
    return toIso({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  });
}
