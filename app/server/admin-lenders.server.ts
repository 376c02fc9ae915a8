import { and, asc, eq, isNull } from "drizzle-orm";
import { lenderGroupMembers, lenders } from "../../db/schema";
import type { LenderProperty } from "~/forms/lender-property";
import type { LenderProduct } from "~/domain/products";
import { getDb } from "./db.server";

/** Property names of the API (snake_case, SPEC.md 3) → columns of the lenders table. */
const COLUMN: Record<Exclude<LenderProperty, "lender_group_ids">, keyof typeof lenders.$inferInsert> = {
  min_income: "minIncome",
  max_income: "maxIncome",
  min_age: "minAge",
  max_age: "maxAge",
  ticket_class: "ticketClass",
  credit_score_class: "creditScoreClass",
  salaried: "salaried",
  self_employed: "selfEmployed",
  business: "business",
  lender_status: "lenderStatus",
  so_status: "soStatus",
  autosubmission: "autosubmission",
  priority: "priority",
  so_text: "soText",
  so_date_start: "soDateStart",
  so_date_end: "soDateEnd",
  apr_min: "aprMin",
  apr_max: "aprMax",
  loan_amount_upto: "loanAmountUpto",
  tenure: "tenure",
  interest_rate: "interestRate",
  processing_fees: "processingFees",
  age_text: "ageText",
  employment_text: "employmentText",
  income_text: "incomeText",
  min_loan_text: "minLoanText",
  max_loan_text: "maxLoanText",
  cibil_text: "cibilText",
  lender_journey_text: "lenderJourneyText",
  mp4_text: "mp4Text",
  pptx_text: "pptxText",
  pdf_text: "pdfText",
};

type LenderRow = typeof lenders.$inferSelect;

/** A lender as the admin screens and the JSON API show it (SPEC.md 3 names). */
export function adminLenderView(l: LenderRow, groupIds: number[] = []) {
  return {
    lender_id: l.id,
    name: l.name,
    display_name: l.displayName,
    product_type: l.productType,
    min_income: l.minIncome,
    max_income: l.maxIncome,
    min_age: l.minAge,
    max_age: l.maxAge,
    ticket_class: l.ticketClass,
    credit_score_class: l.creditScoreClass,
    salaried: l.salaried,
    self_employed: l.selfEmployed,
    business: l.business,
    lender_status: l.lenderStatus,
    so_status: l.soStatus,
    priority: l.priority,
    so_text: l.soText,
    so_date_start: l.soDateStart,
    so_date_end: l.soDateEnd,
    apr_min: l.aprMin,
    apr_max: l.aprMax,
    loan_amount_upto: l.loanAmountUpto,
    tenure: l.tenure,
    interest_rate: l.interestRate,
    processing_fees: l.processingFees,
    lender_group_ids: groupIds,
    autosubmission: l.autosubmission,
    api: l.api,
    age_text: l.ageText,
    employment_text: l.employmentText,
    income_text: l.incomeText,
    min_loan_text: l.minLoanText,
    max_loan_text: l.maxLoanText,
    cibil_text: l.cibilText,
    lender_journey_text: l.lenderJourneyText,
    mp4_text: l.mp4Text,
    pptx_text: l.pptxText,
    pdf_text: l.pdfText,
  };
}

export type AdminLender = ReturnType<typeof adminLenderView>;

/** A lender as the admin list shows it (SPEC.md 3, "Lender (admin list)"): no more than the table needs. */
const listColumns = {
  lender_id: lenders.id,
  name: lenders.name,
  display_name: lenders.displayName,
  product_type: lenders.productType,
  min_income: lenders.minIncome,
  max_income: lenders.maxIncome,
  min_age: lenders.minAge,
  max_age: lenders.maxAge,
  ticket_class: lenders.ticketClass,
  credit_score_class: lenders.creditScoreClass,
  salaried: lenders.salaried,
  self_employed: lenders.selfEmployed,
  business: lenders.business,
  lender_status: lenders.lenderStatus,
  so_status: lenders.soStatus,
  priority: lenders.priority,
  so_text: lenders.soText,
  so_date_start: lenders.soDateStart,
  so_date_end: lenders.soDateEnd,
  apr_min: lenders.aprMin,
  apr_max: lenders.aprMax,
};

/** The lenders table, optionally of one product (pl, bl, gl, hl); deleted lenders are left out. */
export async function listAdminLenders(filter: "all" | LenderProduct) {
  const db = await getDb();
  const where = filter === "all" ? isNull(lenders.deletedAt) : and(isNull(lenders.deletedAt), eq(lenders.productType, filter));
  return db.select(listColumns).from(lenders).where(where).orderBy(asc(lenders.displayName), asc(lenders.id));
}

export type AdminLenderRow = Awaited<ReturnType<typeof listAdminLenders>>[number];

export async function getAdminLender(id: number): Promise<AdminLender | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
    .limit(1);
  if (!row) return null;
  const groups = await db.select({ id: lenderGroupMembers.lenderGroupId }).from(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, id));
  return adminLenderView(row, groups.map((g) => g.id));
}

export class LenderNameTaken extends Error {}

/** A new lender: only its name; it starts switched off, to be filled in on its edit screen. */
export async function createLender(name: string, productType: LenderProduct = "pl"): Promise<AdminLender> {
  const db = await getDb();
  const [row] = await db
    .insert(lenders)
    .values({ name, displayName: name, productType, lenderStatus: 0 })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new LenderNameTaken(name);
  return adminLenderView(row);
}

/** Soft delete: the lender leaves every list and match, its history stays. */
export async function softDeleteLender(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(lenders)
    .set({ deletedAt: new Date(), lenderStatus: 0, updatedAt: new Date() })
    .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
    .returning({ id: lenders.id });
  return rows.length > 0;
}

/** Saves one property (already validated) and answers the saved lender, or null if there is no such lender. */
export async function updateLenderProperty(id: number, property: LenderProperty, value: unknown): Promise<AdminLender | null> {
  const db = await getDb();
  const exists = await getAdminLender(id);
  if (!exists) return null;
  if (property === "lender_group_ids") {
    const ids = [...new Set(value as number[])];
    await db.transaction(async (tx) => {
      await tx.delete(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, id));
      if (ids.length) await tx.insert(lenderGroupMembers).values(ids.map((lenderGroupId) => ({ lenderId: id, lenderGroupId })));
    });
  } else {
    await db
      .update(lenders)
      .set({ [COLUMN[property]]: value, updatedAt: new Date() })
      .where(eq(lenders.id, id));
  }
  return getAdminLender(id);
}
