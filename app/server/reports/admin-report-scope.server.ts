import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { creditApplications, earnings, lenders, partners, prospectApplications } from "../../../db/schema";
import { rangeInstants, type DayRange } from "~/domain/back-office/date-range";
import type { ApplicationStatus } from "~/domain/lending/lender-integration";
import type { ProductTypeCode } from "~/domain/products";

/**
 * What the admin reports are narrowed to (docs/decisions/043): applications
 * made on the range's days in India, and optionally one product, lender,
 * partner (the one whose journey brought the consumer) and status. The
 * internal and vendors reports read applications this way; the products
 * report reads journeys, with the application filters applying to its
 * application steps.
 */
export interface ReportScope {
  range: DayRange;
  product: ProductTypeCode | null;
  lender: number | null;
  partner: number | null;
  status: ApplicationStatus | null;
}

/** An application's journey: who brought the consumer. Some applications have none. */
export const ofJourney = eq(prospectApplications.id, creditApplications.prospectApplicationId);
export const ofLender = eq(lenders.id, creditApplications.lenderId);
export const ofPartner = eq(partners.id, prospectApplications.partnerId);

/** An application's revenue from its lender and the partner's commission on it: one row each at most (a unique index). */
export const revenueRows = alias(earnings, "revenue");
export const commissionRows = alias(earnings, "commission");
export const revenueOf = and(eq(revenueRows.creditApplicationId, creditApplications.id), eq(revenueRows.kind, "lender_revenue"));
export const commissionOf = and(eq(commissionRows.creditApplicationId, creditApplications.id), eq(commissionRows.kind, "partner_commission"));

/** The moments of a range of days in India, as the application's business time counts them. */
export function madeIn(column: AnyPgColumn, range: DayRange): SQL {
  const { start, end } = rangeInstants(range);
  return and(gte(column, start), lt(column, end))!;
}

/** The filters that narrow applications themselves (lender, status), whatever the day or journey. */
export function applicationFilters(scope: Pick<ReportScope, "lender" | "status">): SQL | undefined {
  return and(scope.lender ? eq(creditApplications.lenderId, scope.lender) : undefined, scope.status ? eq(creditApplications.status, scope.status) : undefined);
}

/**
 * Applications in the scope; the query joins lenders and left-joins the
 * journey. "No partner" is a journey without one, or no journey at all.
 */
export function applicationScope(scope: ReportScope): SQL {
  return and(
    madeIn(creditApplications.createdAt, scope.range),
    scope.product ? eq(lenders.productType, scope.product) : undefined,
    scope.partner ? eq(prospectApplications.partnerId, scope.partner) : undefined,
    applicationFilters(scope),
  )!;
}

/** A day in India of a moment, as YYYY-MM-DD text. */
export const istDay = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** A moment as people in India read it in a spreadsheet: YYYY-MM-DD HH:MM, IST. */
export const istMinute = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`;

/** Lenders not deleted, for the filters' lists. */
export const liveLender = isNull(lenders.deletedAt);
