/**
 * The questions a form lender asks on its own page (SPEC.md 2.1 /user/{lender};
 * SPEC.md 3's lender-specific select lists): each a field name and the
 * catalogue list its answers come from. An admin picks the set per lender.
 */
export interface LenderPageQuestion {
  name: string;
  list: string;
}

/** Questions answered from the lender lists of the same name (`lender_{name}`). */
const fromLenderLists = (...names: string[]): LenderPageQuestion[] => names.map((name) => ({ name, list: `lender_${name}` }));
const GENDER: LenderPageQuestion = { name: "gender", list: "gender" };

export const LENDER_PAGE_QUESTIONS = {
  "residence-and-work": fromLenderLists("residency", "stay_category", "profession_type", "employment_tenure", "total_work_experience", "loan_purpose"),
  "personal-and-job": [GENDER, ...fromLenderLists("marital_status", "company_type", "residency", "job_sector", "work_status")],
  gender: [GENDER],
} satisfies Record<string, readonly LenderPageQuestion[]>;

export type LenderPageQuestionSet = keyof typeof LENDER_PAGE_QUESTIONS;
export const LENDER_PAGE_QUESTION_SETS = Object.keys(LENDER_PAGE_QUESTIONS) as LenderPageQuestionSet[];

/** A lender's set, the first when none (or an unknown one) is stored. */
export function questionSetOf(stored: string | null | undefined): LenderPageQuestionSet {
  return LENDER_PAGE_QUESTION_SETS.includes(stored as LenderPageQuestionSet) ? (stored as LenderPageQuestionSet) : "residence-and-work";
}
