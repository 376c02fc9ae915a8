import type { CalendarDate } from "../platform/dates";
import { daysBetween } from "./calendar";

/**
 * A consumer's complaint (RBI's grievance rules for lenders and their LSPs):
 * it gets a reference at once; if it is not resolved within 30 days the
 * consumer may take it, with that reference, to RBI's complaint portal.
 */

export const COMPLAINT_CATEGORIES = ["disbursal", "repayment", "charges", "cooling_off", "recovery", "data_privacy", "service", "other"] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_STATES = ["open", "resolved"] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** RBI's Complaint Management System, where an unresolved complaint goes after 30 days. */
export const RBI_COMPLAINT_PORTAL = "https://cms.rbi.org.in";
export const ESCALATION_DAYS = 30;

export const COMPLAINT_BODY_MIN = 20;
export const COMPLAINT_BODY_MAX = 2000;
export const RESOLUTION_MAX = 2000;

/** CMP-2611-000123: the year and month it was made (YYMM, India), and its number, six digits at least. */
export function complaintReference(id: number, madeOn: CalendarDate): string {
  const yymm = `${String(madeOn.year % 100).padStart(2, "0")}${String(madeOn.month).padStart(2, "0")}`;
  return `CMP-${yymm}-${String(id).padStart(6, "0")}`;
}

/** How old a complaint is in days, and whether the consumer may now go to RBI: 30 days have passed and it is still open. */
export function complaintStanding(madeOn: CalendarDate, today: CalendarDate, state: string): { ageDays: number; escalate: boolean } {
  const ageDays = Math.max(0, daysBetween(madeOn, today));
  return { ageDays, escalate: state !== "resolved" && ageDays >= ESCALATION_DAYS };
}
