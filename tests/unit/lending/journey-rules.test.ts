import { describe, expect, it } from "vitest";
import { nextConsumerPath, userAreaGuard, type ConsumerState } from "~/domain/consumer/consumer-routing";
import { eligibilityProfileOf } from "~/domain/lending/eligibility";
import { identityMatches, maskedIdentity } from "~/domain/consumer/identity-check";
import { hasPersonalDetails, profileFlags, type ProfileCompletion } from "~/domain/consumer/profile";
import { isCardProduct, isJourneyProduct, isOffersPath, LOAN_PRODUCTS, offeredProducts, personalStepAsksAmount, productJourneys, productsServedBy, type JourneyProduct } from "~/domain/products";
import { utmsFromUrl } from "~/domain/consumer/utms";

const state: ConsumerState = {
  hasProspect: true,
  loggedIn: true,
  productType: "pl",
  hasAppId: true,
  identityVerified: true,
  profileComplete: true,
  updateRequired: false,
  editMode: false,
};

describe("the product table", () => {
  it("serves each journey page to the products whose row names it, and no other", () => {
    expect(productsServedBy("detail", "/user/user-detail")).toEqual(["pl"]);
    expect(productsServedBy("detail", "/user/business-detail")).toEqual(["bl"]);
    expect(productsServedBy("detail", "/user/user-detail/gold-loan")).toEqual(["gl"]);
    expect(productsServedBy("detail", "/user/affordable-housing-loan-detail/")).toEqual(["hl"]);
    expect(productsServedBy("offers", "/user/offers")).toEqual(["pl", "gl"]);
    expect(productsServedBy("offers", "/user/business-offers")).toEqual(["bl"]);
    // Housing-welcome-back also starts a returning gold consumer's gold flow (SPEC.md 2.1).
    expect(productsServedBy("welcomeBack", "/user/housing-welcome-back")).toEqual(["gl", "hl"]);
    expect(productsServedBy("detail", "/user/insurance")).toEqual(["ins_health", "ins_shop", "ins_other"]);
    expect(productsServedBy("offers", "/user/welcome-back")).toEqual([]);
  });

  it("is its own way back: every product's pages serve that product", () => {
    for (const product of Object.keys(productJourneys) as JourneyProduct[]) {
      for (const page of ["detail", "offers", "welcomeBack"] as const) {
        expect(productsServedBy(page, productJourneys[product][page])).toContain(product);
      }
    }
  });

  it("offers every product with built pages: the loans, cards and the three insurance products", () => {
    expect(offeredProducts.map((p) => p.code)).toEqual(["pl", "bl", "gl", "hl", "sl", "car", "tw", "solar", "cc_unsecured", "cc_secured", "ins_health", "ins_shop", "ins_other"]);
    // The old single insurance product has no pages: a journey with it chooses again.
    expect(isJourneyProduct("insurance")).toBe(false);
    expect(userAreaGuard({ ...state, productType: "insurance" })).toBe("/products");
    expect(nextConsumerPath({ ...state, productType: "insurance" })).toBe("/products");
  });

  it("sends an insurance journey to its quote form whatever the loan profile says", () => {
    for (const productType of ["ins_health", "ins_shop", "ins_other"] as const) {
      for (const s of [
        { ...state, profileComplete: false },
        { ...state, identityVerified: false },
        { ...state, profileComplete: false, hasAppId: false },
      ]) {
        expect(nextConsumerPath({ ...s, productType })).toBe("/user/insurance");
      }
    }
    expect(isOffersPath("/user/insurance/transaction")).toBe(false);
    // No loan profile counts for insurance, so the journey never skips its quote form.
    expect(profileFlags({ ...completion, plCompleted: 1 }, "ins_health").complete).toBe(false);
  });

  it("sends a card journey to /user/credit-card whatever the loan profile says: cards need no profile", () => {
    for (const productType of ["cc_secured", "cc_unsecured"] as const) {
      expect(productsServedBy("offers", "/user/credit-card")).toContain(productType);
      for (const s of [state, { ...state, profileComplete: false }, { ...state, identityVerified: false }, { ...state, hasAppId: false }]) {
        expect(nextConsumerPath({ ...s, productType })).toBe("/user/credit-card");
      }
    }
    expect(isCardProduct("cc_secured")).toBe(true);
    expect(isCardProduct("pl")).toBe(false);
  });

  it("knows the offers pages for the drawer", () => {
    expect(isOffersPath("/user/offers")).toBe(true);
    expect(isOffersPath("/user/housing-offers")).toBe(true);
    expect(isOffersPath("/user/user-detail")).toBe(false);
    // The card page is its products' "offers", but there is no profile to return to.
    expect(isOffersPath("/user/credit-card")).toBe(false);
  });
});

const completion: ProfileCompletion = {
  plCompleted: 0,
  blCompleted: 0,
  glCompleted: 0,
  hlCompleted: 0,
  slCompleted: 0,
  carCompleted: 0,
  twCompleted: 0,
  solarCompleted: 0,
  plUpdateRequired: 0,
  plSeUpdateRequired: 0,
  employmentStatusCode: "salaried",
};

describe("profile completion", () => {
  it("reads each product's own flag, and the update flag of the consumer's employment for personal loans", () => {
    expect(profileFlags(null, "pl")).toEqual({ complete: false, updateRequired: false });
    expect(profileFlags({ ...completion, glCompleted: 1 }, "gl")).toEqual({ complete: true, updateRequired: false });
    expect(profileFlags({ ...completion, glCompleted: 1 }, "pl").complete).toBe(false);
    expect(profileFlags({ ...completion, plCompleted: 1, plUpdateRequired: 1 }, "pl")).toEqual({ complete: true, updateRequired: true });
    expect(profileFlags({ ...completion, plCompleted: 1, plUpdateRequired: 1, employmentStatusCode: "business" }, "pl").updateRequired).toBe(false);
    expect(profileFlags({ ...completion, plSeUpdateRequired: 1, employmentStatusCode: "self_employed" }, "pl").updateRequired).toBe(true);
  });

  it("counts the personal step as saved only with every required field", () => {
    const personal = { firstName: "A", lastName: "B", birthDate: "1990-01-01", tin: "ABCPS1234K", postalCode: "560001", address1: "1 Road", seLoanAmount: 5000, creditScoreBand: "dont_know" };
    expect(hasPersonalDetails(personal)).toBe(true);
    expect(hasPersonalDetails({ ...personal, tin: null })).toBe(false);
  });

  it("asks a loan's amount once: in the personal step only for a loan matched on it, else in its own step alone", () => {
    expect(LOAN_PRODUCTS.filter(personalStepAsksAmount)).toEqual(["pl", "bl"]);
    const personal = { firstName: "A", lastName: "B", birthDate: "1990-01-01", tin: "ABCPS1234K", postalCode: "560001", address1: "1 Road", seLoanAmount: null, creditScoreBand: "dont_know" };
    expect(hasPersonalDetails(personal, false)).toBe(true);
    expect(hasPersonalDetails(personal)).toBe(false);
    // A car's buyer never typed a personal loan amount: matched on the price less the down payment.
    const car = { birthDate: "1990-08-15", monthlyIncome: 45000, seLoanAmount: null, employmentStatusCode: "salaried", creditScoreBand: "700_749" };
    expect(eligibilityProfileOf({ ...car, carCondition: "new", carOnRoadPrice: 650000, carDownPayment: 150000 } as never, { year: 2026, month: 3, day: 10 }, "car")?.desiredAmount).toBe(500000);
    expect(eligibilityProfileOf(car, { year: 2026, month: 3, day: 10 }, "pl")).toBeNull();
  });
});

describe("eligibility profile", () => {
  const saved = { birthDate: "1990-08-15", monthlyIncome: 45000, seLoanAmount: 100000, employmentStatusCode: "salaried", creditScoreBand: "700_749" };
  it("is the saved profile with the age on the day, and nothing while the profile is incomplete", () => {
    const on = { year: 2026, month: 8, day: 14 };
    expect(eligibilityProfileOf(saved, on)).toEqual({
      monthlyIncome: 45000,
      age: 35,
      employment: "salaried",
      desiredAmount: 100000,
      existingEmi: 0,
      creditBand: "700_749",
    });
    expect(eligibilityProfileOf({ ...saved, emi: 7500 }, on)?.existingEmi).toBe(7500);
    expect(eligibilityProfileOf({ ...saved, monthlyIncome: null }, on)).toBeNull();
    expect(eligibilityProfileOf({ ...saved, employmentStatusCode: "retired" }, on)).toBeNull();
    expect(eligibilityProfileOf({ ...saved, creditScoreBand: "made_up" }, on)?.creditBand).toBe("dont_know");
  });
});

describe("the welcome-back check", () => {
  const onFile = { tin: "ABCPS1234K", birthDate: "1990-08-15" };
  it("needs each of PAN and birth date that is on file, and at least one", () => {
    expect(identityMatches(onFile, "15/08/1990", " abcps1234k ")).toBe(true);
    expect(identityMatches(onFile, "15/08/1991", "ABCPS1234K")).toBe(false);
    expect(identityMatches(onFile, "15/08/1990", "ABCPS1234X")).toBe(false);
    expect(identityMatches({ tin: null, birthDate: "1990-08-15" }, "15/08/1990", "anything")).toBe(true);
    expect(identityMatches({ tin: null, birthDate: null }, "15/08/1990", "ABCPS1234K")).toBe(false);
  });

  it("hints with the PAN's last 4 and the birth year only", () => {
    const masked = maskedIdentity(onFile);
    expect(masked.pan).toBe("XXXXXX234K");
    expect(masked.pan).not.toContain("ABCPS");
    expect(masked.birth_date).toContain("1990");
    expect(masked.birth_date).not.toContain("15/08");
    expect(maskedIdentity({ tin: null, birthDate: null })).toEqual({ pan: null, birth_date: null });
  });
});

describe("UTM parameters", () => {
  it("keeps only utm_ parameters, short ones, at most ten", () => {
    const url = new URL(`http://x/?utm_source=wa&ref=me&utm_long=${"x".repeat(201)}&${Array.from({ length: 12 }, (_, i) => `utm_${i}=v`).join("&")}`);
    const utms = utmsFromUrl(url);
    expect(utms.utm_source).toBe("wa");
    expect(utms).not.toHaveProperty("ref");
    expect(utms).not.toHaveProperty("utm_long");
    expect(Object.keys(utms)).toHaveLength(10);
  });
});
