import { describe, expect, it } from "vitest";
import { ELIGIBILITY_TEXT_PROPERTIES } from "~/domain/lending/eligibility-texts";
import { LENDER_PROPERTIES } from "~/forms/admin/lender-property";
import { supportedLanguages } from "~/i18n/languages";
import { resources } from "~/i18n/resources.server";
import { criteriaTextCheck, eligibilityTextsOf, type TextsRow } from "~/server/partner/criteria-texts.server";

/**
 * A lender's partner-visible eligibility texts are said from its criteria
 * unless an admin wrote them (issue 37), in the partner's language; the
 * admin's lender screen flags a written text that says something else than
 * the criteria, so the two cannot drift apart unnoticed.
 */

const NO_TEXTS = { ageText: null, employmentText: null, incomeText: null, minLoanText: null, maxLoanText: null, cibilText: null };
const lender = (over: Partial<TextsRow> = {}): TextsRow => ({
  minAge: 21,
  maxAge: 58,
  salaried: 1,
  selfEmployed: 1,
  business: 0,
  minIncome: 25_000,
  maxIncome: null,
  minLoanAmount: 50_000,
  loanAmountUpto: 500_000,
  creditScoreClass: 2,
  ...NO_TEXTS,
  ...over,
});

describe("a lender's eligibility texts, said from its criteria", () => {
  it("says each one in English as partners used to read them", () => {
    expect(eligibilityTextsOf(lender(), "en")).toEqual({
      age_text: "21 to 58 years",
      employment_text: "Salaried and self-employed professionals",
      income_text: "Net monthly income of ₹25,000 or more",
      min_loan_text: "₹50,000",
      max_loan_text: "₹5,00,000",
      cibil_text: "CIBIL score of 700 or more",
    });
    expect(eligibilityTextsOf(lender({ salaried: 0, selfEmployed: 0, business: 1, maxIncome: 200_000, minAge: null, creditScoreClass: 4 }), "en")).toMatchObject({
      age_text: "Up to 58 years",
      employment_text: "Business owners only",
      income_text: "Net monthly income of ₹25,000 or more, up to ₹2,00,000",
      cibil_text: "Scores below 650 and new-to-credit applicants considered",
    });
  });

  it("says them in the partner's language", () => {
    expect(eligibilityTextsOf(lender(), "hi")).toMatchObject({ age_text: "21 से 58 वर्ष", employment_text: "नौकरीपेशा और स्व-रोज़गार पेशेवर", cibil_text: "CIBIL स्कोर 700 या अधिक" });
    for (const language of supportedLanguages) {
      const texts = eligibilityTextsOf(lender({ business: 1 }), language);
      for (const property of ELIGIBILITY_TEXT_PROPERTIES) expect(texts[property], `${language} ${property}`).toEqual(expect.any(String));
      if (language !== "en") expect(texts.employment_text, language).not.toBe(eligibilityTextsOf(lender({ business: 1 }), "en").employment_text);
    }
  });

  it("has every word of them in every language, none of them English copied", () => {
    const generated = (language: (typeof supportedLanguages)[number]) => JSON.stringify((resources[language].partner as { eligibility: { generated: unknown } }).eligibility.generated);
    const keys = (json: string) => [...json.matchAll(/"([^"]+)":/g)].map((m) => m[1]);
    for (const language of supportedLanguages) {
      expect(keys(generated(language)), language).toEqual(keys(generated("en")));
      if (language !== "en") expect(generated(language), language).not.toContain("years");
    }
  });

  it("shows partners the text an admin wrote, else what nothing says is nothing", () => {
    expect(eligibilityTextsOf(lender({ ageText: "  Salaried aged 25 to 50  " }), "hi").age_text).toBe("Salaried aged 25 to 50");
    expect(eligibilityTextsOf(lender({ minAge: null, maxAge: null, salaried: 0, selfEmployed: 0, creditScoreClass: null, minLoanAmount: null }), "en")).toMatchObject({
      age_text: null,
      employment_text: null,
      min_loan_text: null,
      cibil_text: null,
    });
  });
});

describe("the admin's check of a written text against the criteria", () => {
  it("flags a text that says something else, with what the criteria say in the admin's language", () => {
    const check = criteriaTextCheck(lender({ ageText: "21 to 60 years", cibilText: "700+" }), "hi");
    expect(check.age_text).toEqual({ said: "21 से 58 वर्ष", differs: true });
    expect(check.cibil_text.differs).toBe(true);
  });

  it("does not flag the criteria's own words, in any language, spacing and case aside, nor an empty text", () => {
    const check = criteriaTextCheck(lender({ ageText: "21  TO 58 years", employmentText: "नौकरीपेशा और स्व-रोज़गार पेशेवर", minLoanText: "₹50000", incomeText: " " }), "en");
    expect(check.age_text.differs).toBe(false);
    expect(check.employment_text.differs).toBe(false);
    expect(check.min_loan_text.differs).toBe(false);
    expect(check.income_text).toEqual({ said: "Net monthly income of ₹25,000 or more", differs: false });
  });

  it("flags a text the criteria no longer say once a criterion changes", () => {
    const written = { ageText: "21 to 58 years", maxLoanText: "₹5,00,000" };
    expect(criteriaTextCheck(lender(written), "en").age_text.differs).toBe(false);
    const changed = criteriaTextCheck(lender({ ...written, maxAge: 60, loanAmountUpto: 700_000 }), "en");
    expect(changed.age_text).toEqual({ said: "21 to 60 years", differs: true });
    expect(changed.max_loan_text).toEqual({ said: "₹7,00,000", differs: true });
  });

  it("checks only texts an admin may write", () => {
    for (const property of ELIGIBILITY_TEXT_PROPERTIES) expect(LENDER_PROPERTIES[property].kind, property).toBe("text");
  });
});
