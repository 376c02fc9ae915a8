import type { DetailField } from "../lending/product-details";
import { businessLoan, businessLoanRules } from "./business-loan";
import { carLoan, carLoanRules } from "./car-loan";
import { cardsSecured } from "./cards-secured";
import { cardsUnsecured } from "./cards-unsecured";
import { goldLoan, goldLoanRules } from "./gold-loan";
import { healthInsurance, healthInsuranceRules } from "./health-insurance";
import { housingLoan, housingLoanRules } from "./housing-loan";
import { legacyInsurance } from "./legacy-insurance";
import { otherInsurance, otherInsuranceRules } from "./other-insurance";
import { personalLoan, personalLoanRules } from "./personal-loan";
import type { CompletionFlag, JourneyPaths, LoanProfile, TestedAsk } from "./shape";
import { shopInsurance, shopInsuranceRules } from "./shop-insurance";
import { solarLoan, solarLoanRules } from "./solar-loan";
import { studentLoan, studentLoanRules } from "./student-loan";
import { twoWheelerLoan, twoWheelerLoanRules } from "./two-wheeler-loan";

export { CREDIT_CARD_PAGE, INSURANCE_PAGE, INSURANCE_TRANSACTION_PAGE } from "./group-pages";
export type { CompletionFlag, JourneyPaths, LoanProfile, ProfileStep, TestedAsk } from "./shape";

/**
 * The registry: every product a consumer can choose (SPEC.md 1), one module
 * each (docs/decisions/034-one-module-per-product.md), in the order they are
 * offered. Adding a product is adding its module here (and its rules below),
 * its strings, and the page-table rows of pages of its own.
 */
export const productModules = [
  personalLoan,
  businessLoan,
  goldLoan,
  housingLoan,
  studentLoan,
  carLoan,
  twoWheelerLoan,
  solarLoan,
  cardsUnsecured,
  cardsSecured,
  healthInsurance,
  shopInsurance,
  otherInsurance,
  legacyInsurance,
] as const;

type Module = (typeof productModules)[number];
export type ProductTypeCode = Module["code"];
/** The loans: products with a profile and lenders. */
export type LenderProduct = Extract<Module, { group: "loans" }>["code"];
/** A product the consumer can walk a journey with: one that has its pages. */
export type JourneyProduct = Extract<Module, { journey: JourneyPaths }>["code"];
export type InsuranceProduct = Extract<Module, { group: "insurance"; journey: JourneyPaths }>["code"];
export type CardProduct = Extract<Module, { group: "cards" }>["code"];
export type JourneyPage = keyof JourneyPaths;

/**
 * Each product's rules, by its code: a loan's profile, an insurance's quote
 * form. Read by the server only: the browser is sent what a page needs of them.
 */
export const productRules = {
  pl: personalLoanRules,
  bl: businessLoanRules,
  gl: goldLoanRules,
  hl: housingLoanRules,
  sl: studentLoanRules,
  car: carLoanRules,
  tw: twoWheelerLoanRules,
  solar: solarLoanRules,
  ins_health: healthInsuranceRules,
  ins_shop: shopInsuranceRules,
  ins_other: otherInsuranceRules,
} as const satisfies Record<LenderProduct, { profile: LoanProfile }> & Record<InsuranceProduct, { quote: readonly DetailField[] }>;

export function isProductType(value: unknown): value is ProductTypeCode {
  return productModules.some((p) => p.code === value);
}

/** The module of a product. */
export function productModule<C extends ProductTypeCode>(code: C): Extract<Module, { code: C }> {
  return productModules.find((p) => p.code === code) as Extract<Module, { code: C }>;
}

/** A product's key in the `products` strings (its name and blurb). */
export function productKeyOf(code: ProductTypeCode): Module["key"] {
  return productModule(code).key;
}

/** The products that need a loan profile and have lender offers. */
export function isLoanProduct(value: unknown): value is LenderProduct {
  return isProductType(value) && productModule(value).group === "loans";
}

/** A loan's profile: its steps, its own step, its completion and what follows. */
export function loanProfileOf(product: LenderProduct): LoanProfile {
  return productRules[product].profile;
}

/**
 * A table made from the modules once, at load. Marked free of side effects,
 * so a bundle that does not read it (most of the browser's) drops it, and
 * the modules with it.
 */
/* @__NO_SIDE_EFFECTS__ */
function derived<T>(make: () => T): T {
  return make();
}

/** A loan's completion flag (SPEC.md 3's `{code}_completed`): the column its profile's last step sets. */
export function completionFlagOf(product: LenderProduct): CompletionFlag {
  return `${product}Completed`;
}

/** Each loan's completion flag, by its code: who completed which profile, for the back office and its segments. */
export const completionFlags = derived(
  () => Object.fromEntries(productModules.flatMap((p) => (p.group === "loans" ? [[p.code, completionFlagOf(p.code)]] : []))) as Record<LenderProduct, CompletionFlag>,
);

/**
 * Whether the personal step asks the amount: only for a loan matched on it.
 * A loan whose own step asks its amount (gold, housing, car, solar…) asks it
 * there alone: an answer is never asked twice (docs/decisions/103-fields-before-offers.md).
 */
export function personalStepAsksAmount(product: LenderProduct): boolean {
  return loanProfileOf(product).amountColumn === "seLoanAmount";
}

/** The answers of someone asking the eligibility tester's amount for this loan (its module's rule, else its amount column's answer). */
export function answersAsking(product: LenderProduct, typed: TestedAsk): Readonly<Record<string, unknown>> {
  const profile = loanProfileOf(product);
  return profile.asking ? profile.asking(typed) : { [profile.amountColumn]: typed.amount };
}

const hasJourney = (p: Module): p is Extract<Module, { journey: JourneyPaths }> => "journey" in p;

/**
 * Every product's journey pages, from its module: the guards, the redirect
 * rules, the drawer, the page table and each page's own product group read
 * them. A product without them is not offered: a journey with it goes back to
 * the products page instead of to a page that does not exist.
 */
export const productJourneys = derived(() => Object.fromEntries(productModules.filter(hasJourney).map((p) => [p.code, p.journey])) as Record<JourneyProduct, JourneyPaths>);

export function isJourneyProduct(value: unknown): value is JourneyProduct {
  return typeof value === "string" && Object.hasOwn(productJourneys, value);
}

/** The product choices offered on the products page and the partner login form. */
export const offeredProducts = derived(() => productModules.filter(hasJourney));

const groupOf = <G extends Module["group"]>(group: G) => offeredProducts.filter((p) => p.group === group).map((p) => p.code);

/** The loans offered, in the registry's order: the admin lenders list's filters, the partner portal's products. */
export const LOAN_PRODUCTS = derived(() => groupOf("loans") as readonly LenderProduct[]);

/** The credit-card products' group (SPEC.md 2.1): both are served by /user/credit-card. */
export const CARD_PRODUCTS = derived(() => groupOf("cards") as readonly CardProduct[]);

export function isCardProduct(value: unknown): value is CardProduct {
  return CARD_PRODUCTS.includes(value as CardProduct);
}

/** The insurance products' group (SPEC.md 2.1). */
export const INSURANCE_PRODUCTS = derived(() => groupOf("insurance") as readonly InsuranceProduct[]);

export function isInsuranceProduct(value: unknown): value is InsuranceProduct {
  return INSURANCE_PRODUCTS.includes(value as InsuranceProduct);
}

export function detailPathFor(product: JourneyProduct): string {
  return productJourneys[product].detail;
}

export function offersPathFor(product: JourneyProduct): string {
  return productJourneys[product].offers;
}

export function welcomeBackPathFor(product: JourneyProduct): string {
  return productJourneys[product].welcomeBack;
}

/** The way back: which products the page at this path serves (a consumer with another product goes to /products). */
export function productsServedBy(page: JourneyPage, pathname: string): JourneyProduct[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (Object.keys(productJourneys) as JourneyProduct[]).filter((p) => productJourneys[p][page] === path);
}

/** The loans' offers pages (the drawer offers "Return to Profile" there; cards have no profile). */
export function loanOffersPaths(): string[] {
  return [...new Set(offeredProducts.filter((p) => p.group === "loans").map((p) => p.journey.offers))];
}

/** Whether this path is one of the loan offers pages. */
export function isOffersPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return loanOffersPaths().includes(path);
}

type AsksRegistration = Extract<Module, { registrationQuestion: object }>;

/** The product whose registration question the products page asks in this dialog (`/products?dialog=`), if any. */
export function productAskingRegistration(dialog: string | null | undefined): AsksRegistration | undefined {
  return productModules.find((p): p is AsksRegistration => "registrationQuestion" in p && p.registrationQuestion.dialog === dialog);
}

type HasOwnLanding = Extract<Module, { ownLanding: true; journey: JourneyPaths }>;
/** A product with a landing of its own. */
export type OwnLandingProduct = HasOwnLanding["code"];

/** The products a brand's host may show the landing of (its `landingProduct` setting, chosen on the admin partner screen). */
export const LANDING_PRODUCTS = derived(() => offeredProducts.filter((p): p is HasOwnLanding => "ownLanding" in p).map((p) => p.code));

/** The product whose own landing a brand's host shows on its empty path (its `landingProduct` setting), if it names one that has a landing and a journey. */
export function ownLandingProduct(code: unknown): HasOwnLanding | undefined {
  return offeredProducts.find((p): p is HasOwnLanding => "ownLanding" in p && p.code === code);
}
