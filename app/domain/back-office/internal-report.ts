import { seesEarned, seesLent, type ReportAccess } from "./report-access";

/**
 * The internal report's columns (docs/decisions/043), in the order the
 * screen and its CSV show them, each with the money it reveals: a column a
 * role may not see (report-access.ts) is left out of both.
 */
export const INTERNAL_REPORT_COLUMNS = [
  { key: "applied", money: null },
  { key: "reference", money: null },
  { key: "consumer", money: null },
  { key: "mobile", money: null },
  { key: "product", money: null },
  { key: "lender", money: null },
  { key: "partner", money: null },
  { key: "status", money: null },
  { key: "statusSince", money: null },
  { key: "amount", money: "lent" },
  { key: "tenure", money: "lent" },
  { key: "disbursedAmount", money: "lent" },
  { key: "disbursedOn", money: "lent" },
  { key: "revenue", money: "earned" },
  { key: "commission", money: "earned" },
] as const;

export type InternalReportColumn = (typeof INTERNAL_REPORT_COLUMNS)[number]["key"];

/** The columns a role is shown. */
export function internalReportColumns(access: ReportAccess): InternalReportColumn[] {
  return INTERNAL_REPORT_COLUMNS.filter((c) => c.money === null || (c.money === "lent" ? seesLent(access) : seesEarned(access))).map((c) => c.key);
}
