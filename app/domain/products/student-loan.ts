import { MAX_INCOME } from "../consumer/profile-limits";
import type { LoanProfile, ProductModule } from "./shape";

export const STUDENT_MIN_LOAN = 50_000;
export const STUDENT_MAX_LOAN = 15_000_000;
/** An institution's name as its admission letter writes it: letters, digits, spaces and . , & ' ( ) -. */
export const INSTITUTION = /^[A-Za-z0-9][A-Za-z0-9 .,&'()-]{2,79}$/;

/**
 * Student loans (SPEC.md 1): the course and the institution after
 * employment, with the co-applicant (a parent, spouse or guardian) whose
 * income the lenders add to the student's (docs/decisions/053-new-loan-products.md).
 */
export const studentLoan = {
  code: "sl",
  key: "studentLoans",
  name: "Student Loans",
  group: "loans",
  lenders: "sl",
  journey: { detail: "/user/student-loan-detail", offers: "/user/student-offers", welcomeBack: "/user/student-welcome-back" },
} as const satisfies ProductModule;

export const studentLoanRules = {
  profile: {
    steps: ["personal", "employment", "student"],
    ownStep: {
      name: "student",
      fields: [
        { name: "studentCourse", list: "student_course" },
        { name: "studentInstitution", maxLength: 80, answer: { kind: "text", pattern: INSTITUTION, message: "validation.studentInstitution" } },
        { name: "admissionStatus", list: "admission_status" },
        { name: "studentLoanAmount", inputMode: "numeric", answer: { kind: "rupees", min: STUDENT_MIN_LOAN, max: STUDENT_MAX_LOAN, message: "validation.studentLoanAmount" } },
        { name: "studentCoApplicant", list: "co_applicant_relation" },
        { name: "studentCoApplicantIncome", inputMode: "numeric", answer: { kind: "rupees", min: 0, max: MAX_INCOME, message: "validation.coApplicantIncome" } },
      ],
    },
    amountColumn: "studentLoanAmount",
    asking: ({ amount, coApplicantIncome }) => ({ studentLoanAmount: amount, studentCoApplicantIncome: coApplicantIncome ?? 0 }),
    // The amount is the student loan's; the co-applicant's income is added to the student's. No collateral is asked.
    secured: ({ studentLoanAmount: amount, studentCoApplicantIncome: income }) =>
      typeof amount === "number" && amount ? { amount, extraIncome: typeof income === "number" ? income : 0, withinCollateral: true } : null,
    afterProfile: "offers",
  },
} as const satisfies { profile: LoanProfile };
