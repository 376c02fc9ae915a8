import { describe, expect, it } from "vitest";
import { eligibilityProfileOf, reasonsNotMatched, type LenderCriteria } from "~/domain/lending/eligibility";
import { eligibilityCheckKey } from "~/domain/lending/eligibility-check";
import { goldVisitKind, visitDates } from "~/domain/lending/gold-visits";
import { parseAges } from "~/domain/lending/insurance";
import { GSTIN } from "~/domain/platform/patterns";
import { listsOf, type DetailField } from "~/domain/lending/product-details";
import { loanProfileOf, type LenderProduct } from "~/domain/products";
import { registrationAfterAnswer } from "~/domain/products/business-loan";
import { goldLoanLimit } from "~/domain/products/gold-loan";
import { housingLtvCap, withinHousingLtv } from "~/domain/products/housing-loan";
import { HOUSEHOLD_BANDS_DECLARED, householdDeclarationNeeded } from "~/domain/lending/household-income";
import { EmploymentSchema } from "~/forms/consumer/profile";
import { ownStepSchema } from "~/forms/consumer/product-details";

const on = { year: 2026, month: 11, day: 22 };

const ownFields = (product: LenderProduct): readonly DetailField[] => loanProfileOf(product).ownStep?.fields ?? [];

/** A loan's own step as the server checks it, its selects offering every value these tests choose. */
function ownStep(product: LenderProduct, ...chosen: Record<string, string>[]) {
  const lists: Record<string, { value: string }[]> = {};
  for (const f of ownFields(product)) if (f.list) lists[f.list] = chosen.map((c) => ({ value: c[f.name] }));
  return ownStepSchema(product, lists);
}

describe("each loan product's profile steps", () => {
  it("asks business its own step instead of employment, gold and housing theirs after it", () => {
    expect(loanProfileOf("pl").steps).toEqual(["personal", "employment"]);
    expect(loanProfileOf("bl").steps).toEqual(["personal", "business"]);
    expect(loanProfileOf("gl").steps).toEqual(["personal", "employment", "gold"]);
    expect(loanProfileOf("hl").steps).toEqual(["personal", "employment", "housing"]);
    expect(listsOf(ownFields("bl"))).toEqual([
      "business_registration_type",
      "business_company_type",
      "business_nature",
      "business_current_turnover",
      "business_years",
      "business_gross_profit",
      "business_account",
      "household_income",
    ]);
  });
});

describe("the business registration question", () => {
  it("stores NO as not registered, and YES keeps a registered type or leaves it to be asked", () => {
    expect(registrationAfterAnswer("gst", false)).toBe("none");
    expect(registrationAfterAnswer(null, true)).toBeNull();
    expect(registrationAfterAnswer("none", true)).toBeNull();
    expect(registrationAfterAnswer("udyam", true)).toBe("udyam");
  });
});

describe("business details", () => {
  const valid = {
    businessRegistrationType: "gst",
    companyName: "Sharma Traders 2",
    companyType: "proprietorship",
    businessNature: "retail",
    businessTurnover: "10l_25l",
    businessYears: "3_5y",
    grossProfit: "2l_5l",
    businessAccount: "current_account",
    monthlyIncome: "90,000",
    householdIncome: "upto_3l",
    businessPan: "aaacb1234f",
    gstin: "27AAACB1234F1Z5",
  };
  const BusinessDetailsSchema = ownStep("bl", valid);
  const issues = (v: Record<string, string>) => {
    const r = BusinessDetailsSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("takes a company name of 3 to 40 letters and numbers, a business PAN and a GST number of that PAN", () => {
    const parsed = BusinessDetailsSchema.parse(valid);
    expect(parsed).toMatchObject({ businessPan: "AAACB1234F", monthlyIncome: 90000, gstin: "27AAACB1234F1Z5" });
    expect(BusinessDetailsSchema.parse({ ...valid, gstin: "" }).gstin).toBe("");
    expect(issues({ ...valid, companyName: "AB" })).toEqual({ companyName: "validation.companyName" });
    expect(issues({ ...valid, companyName: "Sharma & Sons" })).toEqual({ companyName: "validation.companyName" });
    // A person's PAN (4th letter P) is not a business's.
    expect(issues({ ...valid, businessPan: "ABCPS1234K", gstin: "" })).toEqual({ businessPan: "validation.businessPan" });
    expect(issues({ ...valid, gstin: "27AAACB1234F1Z" })).toEqual({ gstin: "validation.gstin" });
    expect(issues({ ...valid, gstin: "27AAACX9999F1Z5" })).toEqual({ gstin: "validation.gstinPan" });
    expect(GSTIN.test("07AAACB1234F1ZP")).toBe(true);
  });
});

describe("the household income declaration", () => {
  it("is asked above ₹3,00,000 a year, and then needed", () => {
    expect(householdDeclarationNeeded("upto_3l")).toBe(false);
    expect(householdDeclarationNeeded("3l_5l")).toBe(true);
    expect(householdDeclarationNeeded(null)).toBe(false);
    expect(HOUSEHOLD_BANDS_DECLARED).toEqual(["3l_5l", "5l_10l", "10l_25l", "above_25l"]);
    const employment = { employmentStatus: "salaried", monthlyIncome: "45000", employerName: "Infosys", officePincode: "560100", salaryMode: "cash" };
    expect(EmploymentSchema.safeParse({ ...employment, householdIncome: "upto_3l" }).success).toBe(true);
    const undeclared = EmploymentSchema.safeParse({ ...employment, householdIncome: "5l_10l" });
    expect(undeclared.success ? null : undeclared.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["householdDeclaration", "validation.householdDeclaration"]]);
    expect(EmploymentSchema.safeParse({ ...employment, householdIncome: "5l_10l", householdDeclaration: "on" }).success).toBe(true);
  });
});

describe("housing details", () => {
  it("needs the loan within the property's value; the co-applicant's income is optional", () => {
    const valid = { propertyType: "ready_flat", housingLoanAmount: "20,00,000", propertyValue: "3000000", propertyPincode: "411001", coApplicantIncome: "" };
    const HousingDetailsSchema = ownStep("hl", valid);
    expect(HousingDetailsSchema.parse(valid)).toMatchObject({ housingLoanAmount: 2_000_000, propertyValue: 3_000_000, coApplicantIncome: null });
    expect(HousingDetailsSchema.parse({ ...valid, coApplicantIncome: "25,000" }).coApplicantIncome).toBe(25000);
    expect(HousingDetailsSchema.parse({ propertyType: "ready_flat", housingLoanAmount: "2000000", propertyValue: "3000000", propertyPincode: "411001" }).coApplicantIncome).toBeNull();
    expect(HousingDetailsSchema.safeParse({ ...valid, coApplicantIncome: "lots" }).success).toBe(false);
    const above = HousingDetailsSchema.safeParse({ ...valid, housingLoanAmount: "4000000" });
    expect(above.success ? null : above.error.issues[0]).toMatchObject({ path: ["housingLoanAmount"], message: "validation.loanAboveValue" });
    expect(HousingDetailsSchema.safeParse({ ...valid, propertyPincode: "01234" }).success).toBe(false);
  });

  it("applies RBI's loan-to-value caps: 90% up to ₹30 lakh, 80% up to ₹75 lakh, 75% above", () => {
    expect(housingLtvCap(3_000_000)).toBe(0.9);
    expect(housingLtvCap(3_000_001)).toBe(0.8);
    expect(housingLtvCap(7_500_001)).toBe(0.75);
    expect(withinHousingLtv(2_700_000, 3_000_000)).toBe(true);
    expect(withinHousingLtv(2_700_001, 3_000_000)).toBe(false);
  });
});

describe("gold details", () => {
  it("takes grams with up to two decimals and a loan up to ₹1 crore", () => {
    const valid = { goldWeightGrams: "42.5", goldPurity: "22", goldLoanAmount: "1,00,00,000" };
    const GoldDetailsSchema = ownStep("gl", valid);
    expect(GoldDetailsSchema.parse(valid)).toMatchObject({ goldWeightGrams: 42.5, goldLoanAmount: 10_000_000 });
    expect(GoldDetailsSchema.safeParse({ ...valid, goldLoanAmount: "10000001" }).success).toBe(false);
    expect(GoldDetailsSchema.safeParse({ ...valid, goldWeightGrams: "0.5" }).success).toBe(false);
    expect(GoldDetailsSchema.safeParse({ ...valid, goldWeightGrams: "12.345" }).success).toBe(false);
  });

  it("estimates what a lender lends on the gold: 75% of its value by purity", () => {
    expect(goldLoanLimit(10, 24, 8000)).toBe(60_000);
    expect(goldLoanLimit(10, 18, 8000)).toBe(45_000);
  });

  it("books a branch visit, or a home visit with the lenders set to come home, from tomorrow for a week", () => {
    expect(goldVisitKind({ homeVisit: 1 })).toBe("home");
    expect(goldVisitKind({ homeVisit: 0 })).toBe("branch");
    expect(goldVisitKind({ homeVisit: null })).toBe("branch");
    expect(visitDates({ year: 2026, month: 12, day: 28 })).toEqual(["2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04"]);
  });
});

describe("offers for secured loans", () => {
  const lender: LenderCriteria = {
    id: 1,
    name: "g",
    displayName: "G",
    logoUrl: null,
    minIncome: 10_000,
    maxIncome: null,
    minAge: 18,
    maxAge: 70,
    ticketClass: 4,
    creditScoreClass: 4,
    salaried: 1,
    selfEmployed: 1,
    business: 1,
    priority: 0,
    aprMin: 9.5,
    aprMax: 24,
    interestRate: null,
    loanAmountUpto: 2_500_000,
    minLoanAmount: 10_000,
    tenure: "3-36",
    processingFees: null,
    soStatus: 0,
    soText: null,
    soDateStart: null,
    soDateEnd: null,
    pricing: null,
  };
  const saved = { birthDate: "1990-08-15", monthlyIncome: 30_000, seLoanAmount: 100_000, employmentStatusCode: "salaried", creditScoreBand: "dont_know" };

  it("matches gold on the gold loan amount, within the lender's limits and the gold's value", () => {
    const gold = { ...saved, goldLoanAmount: 200_000, goldWeightGrams: 50, goldPurity: "22" };
    const profile = eligibilityProfileOf(gold, on, "gl")!;
    expect(profile).toMatchObject({ desiredAmount: 200_000, secured: { withinCollateral: true } });
    expect(reasonsNotMatched(profile, lender)).toEqual([]);
    expect(reasonsNotMatched(eligibilityProfileOf({ ...gold, goldLoanAmount: 3_000_000, goldWeightGrams: 1000 }, on, "gl")!, lender)).toEqual(["amount_outside_lender_limits"]);
    expect(reasonsNotMatched(eligibilityProfileOf({ ...gold, goldWeightGrams: 5 }, on, "gl")!, lender)).toEqual(["amount_above_collateral"]);
    expect(eligibilityProfileOf({ ...gold, goldLoanAmount: null }, on, "gl")).toBeNull();
  });

  it("matches housing on the housing loan, adding the co-applicant's income, within the loan-to-value cap", () => {
    const home = { ...saved, housingLoanAmount: 2_000_000, propertyValue: 2_500_000, coApplicantIncome: 20_000 };
    const profile = eligibilityProfileOf(home, on, "hl")!;
    expect(profile).toMatchObject({ monthlyIncome: 50_000, desiredAmount: 2_000_000, secured: { withinCollateral: true } });
    expect(eligibilityProfileOf({ ...home, propertyValue: 2_100_000 }, on, "hl")!.secured).toEqual({ withinCollateral: false });
  });

  it("leaves personal loans as they were: the personal amount, no collateral", () => {
    expect(eligibilityProfileOf({ ...saved, goldLoanAmount: 5 }, on, "pl")).not.toHaveProperty("secured");
    expect(eligibilityProfileOf(saved, on)!.desiredAmount).toBe(100_000);
  });
});

describe("the eligibility-check event", () => {
  it("is keyed by the phone number, the product and the amount asked for; no phone, no event", () => {
    const c = { mobilePhoneNumber: "9876543210", housingLoanAmount: 2_000_000, goldLoanAmount: 50_000, seLoanAmount: 100_000 };
    expect(eligibilityCheckKey(c, "hl")).toEqual({ phone: "9876543210", category: "hl", goal: "2000000" });
    expect(eligibilityCheckKey(c, "gl")).toEqual({ phone: "9876543210", category: "gl", goal: "50000" });
    expect(eligibilityCheckKey({ ...c, mobilePhoneNumber: null }, "hl")).toBeNull();
  });
});

describe("insurance quotes", () => {
  it("reads the ages covered: one to eight whole ages from 0 to 99", () => {
    expect(parseAges("34, 31, 6")).toEqual([34, 31, 6]);
    expect(parseAges("0")).toEqual([0]);
    expect(parseAges("34,, 31")).toEqual([34, 31]);
    expect(parseAges("")).toBeNull();
    expect(parseAges("100")).toBeNull();
    expect(parseAges("3.5")).toBeNull();
    expect(parseAges("1 2 3 4 5 6 7 8 9")).toBeNull();
  });
});
