/**
 * The questions a form lender asks on its own page (SPEC.md 2.1 /user/{lender};
 * SPEC.md 3's lender-specific select lists): each a field name and the
 * catalogue list its answers come from. An admin picks the set per lender.
 */
export const LENDER_PAGE_QUESTIONS = {
  "residence-and-work": [
    { name: "residency", list: "lender_residency" },
    { name: "stay_category", list: "lender_stay_category" },
    { name: "profession_type", list: "lender_profession_type" },
    { name: "employment_tenure", list: "lender_employment_tenure" },
    { name: "total_work_experience", list: "lender_total_work_experience" },
    { name: "loan_purpose", list: "lender_loan_purpose" },
  ],
  "personal-and-job": [
    { name: "gender", list: "gender" },
    { name: "marital_status", list: "lender_marital_status" },
    { name: "company_type", list: "lender_company_type" },
    { name: "residency", list: "lender_residency" },
    { name: "job_sector", list: "lender_job_sector" },
    { name: "work_status", list: "lender_work_status" },
  ],
  gender: [{ name: "gender", list: "gender" }],
} as const;

export type LenderPageQuestionSet = keyof typeof LENDER_PAGE_QUESTIONS;
export const LENDER_PAGE_QUESTION_SETS = Object.keys(LENDER_PAGE_QUESTIONS) as LenderPageQuestionSet[];

/** A lender's set, the first when none (or an unknown one) is stored. */
export function questionSetOf(stored: string | null | undefined): LenderPageQuestionSet {
  return LENDER_PAGE_QUESTION_SETS.includes(stored as LenderPageQuestionSet) ? (stored as LenderPageQuestionSet) : "residence-and-work";
}
