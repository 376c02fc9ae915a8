import { selectListItems } from "../schema";
import type { SeedDb } from "./types";

/**
 * The select-list catalogue (SPEC.md section 3), by list key: each list's
 * option codes, shown in this order. Codes are what the database stores and
 * never change. Their labels are words like any other, in every language's
 * `common.json` under `options.<list>.<code>` (docs/decisions/096-adding-a-language.md),
 * so a language added is a folder, not a column.
 */
export const SELECT_LISTS: Record<string, readonly string[]> = {
  // ─── Consumer profile ───────────────────────────────────────────────────
  communication_preference: ["sms", "email", "whatsapp", "phone_call"],
  employment_status: ["salaried", "self_employed", "business"],
  salary_mode: ["bank_transfer", "cheque", "cash"],
  // Annual household income; ₹3,00,000 a year is the declaration threshold.
  household_income: ["upto_3l", "3l_5l", "5l_10l", "10l_25l", "above_25l"],
  gender: ["male", "female", "other"],
  residence_type: ["owned", "rented", "parental", "company_provided", "pg_hostel"],
  educational_level: ["below_10th", "class_10", "class_12", "diploma", "graduate", "post_graduate", "professional", "doctorate"],
  prefer_net_banking: ["yes", "no"],

  // ─── Lender forms ───────────────────────────────────────────────────────
  lender_residency: ["resident_indian", "nri", "oci"],
  // How long the applicant has lived at the current address.
  lender_stay_category: ["less_than_1y", "1_3y", "3_5y", "more_than_5y"],
  lender_profession_type: ["salaried_private", "salaried_government", "self_employed_professional", "self_employed_business", "retired", "homemaker", "student"],
  lender_employment_tenure: ["less_than_6m", "6_12m", "1_2y", "2_5y", "more_than_5y"],
  lender_total_work_experience: ["less_than_1y", "1_3y", "3_5y", "5_10y", "more_than_10y"],
  lender_loan_purpose: ["medical", "education", "wedding", "home_renovation", "travel", "debt_consolidation", "consumer_durables", "other"],
  lender_marital_status: ["single", "married", "divorced", "widowed"],
  lender_company_type: ["private_limited", "public_limited", "mnc", "government", "psu", "partnership", "proprietorship", "other"],
  lender_job_sector: ["it_software", "banking_finance", "manufacturing", "healthcare", "education", "retail_ecommerce", "government", "logistics", "hospitality", "other"],
  lender_work_status: ["full_time", "contract", "probation", "part_time", "notice_period"],

  // ─── Business ───────────────────────────────────────────────────────────
  // Annual turnover.
  business_current_turnover: ["upto_10l", "10l_25l", "25l_50l", "50l_1cr", "1cr_5cr", "above_5cr"],
  business_years: ["less_than_1y", "1_2y", "2_3y", "3_5y", "more_than_5y"],
  business_company_type: ["proprietorship", "partnership", "llp", "private_limited", "public_limited", "opc", "huf"],
  business_nature: ["retail", "wholesale", "manufacturing", "services", "online_seller", "transport", "agriculture"],
  // Annual gross profit.
  business_gross_profit: ["upto_2l", "2l_5l", "5l_10l", "10l_25l", "above_25l"],
  business_registration_type: ["gst", "udyam", "shop_establishment", "trade_licence", "fssai", "none"],
  // Whether the business banks in its own name.
  business_account: ["current_account", "savings_account", "none"],

  // ─── Affordable housing ─────────────────────────────────────────────────
  property_type: ["ready_flat", "under_construction", "independent_house", "plot_construction", "self_construction", "home_extension"],

  // ─── Student loans ──────────────────────────────────────────────────────
  student_course: ["engineering", "medicine", "management", "law", "graduate", "postgraduate", "diploma", "abroad"],
  admission_status: ["confirmed", "provisional", "applied", "enrolled"],
  co_applicant_relation: ["parent", "spouse", "sibling", "guardian", "other_relative"],

  // ─── Car loans ──────────────────────────────────────────────────────────
  car_condition: ["new", "used"],

  // ─── Solar-panel loans ──────────────────────────────────────────────────
  roof_type: ["rcc", "metal_sheet", "tiled", "ground_mounted"],

  // ─── Gold loans ─────────────────────────────────────────────────────────
  // Purity in karat; lenders lend against 18 to 24 karat jewellery and coins.
  gold_purity: ["24", "22", "20", "18"],

  // ─── Insurance ──────────────────────────────────────────────────────────
  health_sum_insured: ["300000", "500000", "1000000", "2500000", "5000000", "10000000"],
  shop_type: ["grocery", "clothing", "electronics", "medical", "restaurant", "hardware", "other"],

  // ─── Self-employed professionals ────────────────────────────────────────
  professional_type: ["doctor", "chartered_accountant", "company_secretary", "lawyer", "architect", "consultant", "other"],
  professional_years: ["less_than_2y", "2_5y", "5_10y", "more_than_10y"],

  // ─── Lender classes and the consumer's credit score ─────────────────────
  // A lender's ticket class is the highest amount band it serves (app/domain/lending/eligibility).
  ticket_class: ["1", "2", "3", "4"],
  // A lender's credit score class is the lowest band it accepts.
  credit_score_class: ["1", "2", "3", "4"],
  // What a consumer declares.
  credit_score_band: ["750_plus", "700_749", "650_699", "below_650", "new_to_credit", "dont_know"],
};

export function selectListRows(): (typeof selectListItems.$inferInsert)[] {
  return Object.entries(SELECT_LISTS).flatMap(([listKey, items]) => items.map((code, i) => ({ listKey, code, sortOrder: i + 1 })));
}

export async function seedSelectLists(tx: SeedDb): Promise<void> {
  await tx.insert(selectListItems).values(selectListRows()).onConflictDoNothing();
}
