import { z } from "zod";
import { ageOn, compareDates, normaliseDmy, parseDmy, today } from "~/domain/platform/dates";
import { householdDeclarationNeeded } from "~/domain/lending/household-income";
import { MAX_LOAN, MIN_LOAN } from "~/domain/partner/marketing";
import { ADDRESS, COMPANY_NAME, EMAIL, LETTERS_ONLY, PAN, PINCODE } from "~/domain/platform/patterns";
import { MAX_INCOME, MIN_INCOME } from "~/domain/consumer/profile-limits";

/** Age limits of the profile form; each lender then applies its own. */
export const MIN_AGE = 18;
export const MAX_AGE = 70;

export const required = (message = "validation.required") => z.string({ error: message }).trim().min(1, message);

/** Whole rupees typed with or without Indian grouping (1,00,000). */
export const rupees = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/[,₹\s]/g, ""))
    .pipe(z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message)));

/** The EMIs a consumer already pays each month, all loans together: left empty, none. Lenders' affordability rules read it. */
export const existingEmiField = z.preprocess((v) => (v === undefined || v === null || v === "" ? "0" : v), rupees(0, MAX_INCOME, "validation.existingEmi"));

/** What is wrong with a birth date typed at `now` (the server's clock), as a message key; null when it is fine. */
export function birthDateIssue(value: string, now: Date): string | null {
  const parsed = parseDmy(value);
  if (!parsed.ok) return parsed.problem === "year" ? "validation.invalidYear" : "validation.invalidDate";
  const on = today(now);
  if (compareDates(parsed.date, on) >= 0) return "validation.birthDate";
  const age = ageOn(parsed.date, on);
  if (age < MIN_AGE || age > MAX_AGE) return "validation.ageCriteria";
  return null;
}

/** A select the consumer may leave at "Choose…": empty is no answer (undefined). */
const optionalChoice = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().optional());

/**
 * The first profile step, checked on the server at `now` (its clock): a birth
 * date is judged by that day in India. A loan whose own step asks its amount
 * (gold, car, solar…) does not ask it here too (`asksAmount` false).
 */
export const personalDetailsSchema = (now: Date, asksAmount = true) =>
  z
    .object({
      firstName: required().pipe(z.string().regex(LETTERS_ONLY, "validation.firstName")),
      lastName: required().pipe(z.string().regex(LETTERS_ONLY, "validation.lastName")),
      birthDate: required()
        .superRefine((value, ctx) => {
          const issue = birthDateIssue(value, now);
          if (issue) ctx.addIssue({ code: "custom", message: issue });
        })
        .transform(normaliseDmy),
      pan: required()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(PAN, "validation.pan")),
      email: required("validation.emailRequired").pipe(z.string().regex(EMAIL, "validation.emailInvalid")),
      gender: required(),
      address1: required().pipe(z.string().max(120, "validation.address1").regex(ADDRESS, "validation.address1")),
      address2: z.string().trim().max(120, "validation.address2").regex(ADDRESS, "validation.address2").optional().default(""),
      postalCode: required("validation.pincode").pipe(z.string().regex(PINCODE, "validation.pincode")),
      residenceType: required(),
      monthlyRent: z.string().trim().optional(),
      educationalLevel: required(),
      desiredLoanAmount: asksAmount ? rupees(MIN_LOAN, MAX_LOAN, "validation.loanAmount") : z.undefined().catch(undefined),
      creditScoreBand: required(),
      allowSms: z.literal("on").optional(),
      allowEmails: z.literal("on").optional(),
      // Preferences, not consents: optional, and when given one of their catalogue list's options (personalStepSchema).
      communicationPreference: optionalChoice,
      preferNetBanking: optionalChoice,
    })
    .superRefine((value, ctx) => {
      if (value.residenceType !== "rented") return;
      const rent = Number((value.monthlyRent ?? "").replace(/[,₹\s]/g, ""));
      if (!value.monthlyRent || !Number.isInteger(rent) || rent < 0 || rent > MAX_INCOME) {
        ctx.addIssue({ code: "custom", path: ["monthlyRent"], message: "validation.monthlyRent" });
      }
    });

/** The household's yearly income, and its declaration when above ₹3,00,000 (app/domain/lending/household-income.ts). */
export const householdFields = {
  householdIncome: required(),
  householdDeclaration: z.literal("on").optional(),
};

export function checkHouseholdDeclaration(value: { householdIncome: string; householdDeclaration?: "on" }, ctx: z.RefinementCtx) {
  if (householdDeclarationNeeded(value.householdIncome) && !value.householdDeclaration) {
    ctx.addIssue({ code: "custom", path: ["householdDeclaration"], message: "validation.householdDeclaration" });
  }
}

export const EmploymentSchema = z
  .object({
    ...householdFields,
    employmentStatus: z.enum(["salaried", "self_employed", "business"], { error: "validation.required" }),
    employerName: z.string().trim().optional(),
    officePincode: z.string().trim().optional(),
    monthlyIncome: rupees(MIN_INCOME, MAX_INCOME, "validation.monthlyIncome"),
    existingEmi: existingEmiField,
    salaryMode: z.string().trim().optional(),
    businessTurnover: z.string().trim().optional(),
    businessYears: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    checkHouseholdDeclaration(value, ctx);
    const need = (field: keyof typeof value, message = "validation.required") => {
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message });
    };
    if (value.employmentStatus === "salaried") {
      if (!value.employerName || !COMPANY_NAME.test(value.employerName)) {
        ctx.addIssue({ code: "custom", path: ["employerName"], message: "validation.companyName" });
      }
      if (!value.officePincode || !PINCODE.test(value.officePincode)) {
        ctx.addIssue({ code: "custom", path: ["officePincode"], message: "validation.pincode" });
      }
      need("salaryMode");
    } else {
      need("businessTurnover");
      need("businessYears");
    }
  });

type Lists = Record<string, { value: string }[]>;
const offered = (list: { value: string }[] | undefined, value: unknown) => !!value && (list ?? []).some((o) => o.value === value);

/**
 * Step 1 with each select checked against its list as offered. Whether the
 * email is someone else's is not checked here: the answer would tell anyone
 * which addresses have accounts.
 */
export function personalStepSchema(lists: Lists, now: Date, asksAmount = true) {
  return personalDetailsSchema(now, asksAmount).superRefine((v, ctx) => {
    const choices = [
      ["gender", lists.gender],
      ["residenceType", lists.residence_type],
      ["educationalLevel", lists.educational_level],
      ["creditScoreBand", lists.credit_score_band],
    ] as const;
    for (const [field, list] of choices) {
      if (!offered(list, v[field])) ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
    // A preference left unanswered is fine; one answered is one of its list's options.
    const preferences = [
      ["communicationPreference", lists.communication_preference],
      ["preferNetBanking", lists.prefer_net_banking],
    ] as const;
    for (const [field, list] of preferences) {
      if (v[field] !== undefined && !offered(list, v[field])) ctx.addIssue({ code: "custom", path: [field], message: "validation.choiceNotOffered" });
    }
  });
}

/** The employment step with each select checked against its list as offered; the group that does not apply is not checked. */
export function employmentStepSchema(lists: Lists) {
  return EmploymentSchema.superRefine((v, ctx) => {
    const need = (field: keyof typeof v, list: string) => {
      if (!offered(lists[list], v[field])) ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    };
    need("householdIncome", "household_income");
    if (v.employmentStatus === "salaried") need("salaryMode", "salary_mode");
    else {
      need("businessTurnover", "business_current_turnover");
      need("businessYears", "business_years");
    }
  });
}

/** The select lists each of the two steps every loan asks offers. */
export const PERSONAL_LISTS = ["gender", "residence_type", "educational_level", "credit_score_band", "communication_preference", "prefer_net_banking"] as const;
export const EMPLOYMENT_LISTS = ["employment_status", "salary_mode", "business_current_turnover", "business_years", "household_income"] as const;
