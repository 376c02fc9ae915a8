/**
 * What each admin role sees of the back office's figures
 * (docs/decisions/043-admin-dashboard-and-reports.md). The pages a role opens
 * are the role table's (admin-roles.ts); this says what those pages show it.
 *
 * - Role 1 sees everything: what was lent, what the marketplace earns from
 *   lenders (revenue slabs) and owes partners (commission), enquiries' contacts.
 * - Role 2 (analyst) sees what was lent (amounts asked and disbursed, as the
 *   internal report it may open lists them) but not what we earn or owe: the
 *   slabs and partner terms are role 1's pages, and so is the report with revenue.
 *   Enquiries' contacts masked as SPEC.md 5 masks contacts.
 * - Role 3 (CSR) sees counts only: no money, and no enquiry list at all.
 */
export interface ReportAccess {
  money: "none" | "lent" | "earned";
  contacts: "none" | "masked" | "full";
}

export function reportAccess(roleId: number): ReportAccess {
  if (roleId === 1) return { money: "earned", contacts: "full" };
  if (roleId === 2) return { money: "lent", contacts: "masked" };
  return { money: "none", contacts: "none" };
}

/** Amounts asked and disbursed. */
export const seesLent = (access: ReportAccess) => access.money !== "none";

/** Revenue earned from lenders and commission owed to partners. */
export const seesEarned = (access: ReportAccess) => access.money === "earned";
