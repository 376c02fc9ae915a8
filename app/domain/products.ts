/** The product types a consumer chooses from (SPEC.md 1), with their stored codes. */
export const productTypes = [
  { code: "pl", key: "personalLoans", name: "Personal Loans", lenders: "pl" },
  { code: "bl", key: "businessLoans", name: "Business Loans", lenders: "bl" },
  { code: "gl", key: "goldLoans", name: "Gold Loans", lenders: "gl" },
  { code: "hl", key: "housingLoans", name: "Affordable Housing Loan", lenders: "hl" },
  { code: "cc_unsecured", key: "cardsUnsecured", name: "Credit Cards", lenders: null },
  { code: "cc_secured", key: "cardsSecured", name: "Credit Cards (secured)", lenders: null },
  { code: "ins_health", key: "healthInsurance", name: "Health Insurance", lenders: null },
  { code: "ins_shop", key: "shopInsurance", name: "Shop Insurance", lenders: null },
  { code: "ins_other", key: "otherInsurance", name: "Other Insurance", lenders: null },
  // Kept for journeys stored before insurance was split into its three products; never offered.
  { code: "insurance", key: "insurance", name: "Insurance", lenders: null },
] as const;

export type ProductTypeCode = (typeof productTypes)[number]["code"];
export type LenderProduct = "pl" | "bl" | "gl" | "hl";

export function isProductType(value: unknown): value is ProductTypeCode {
  return productTypes.some((p) => p.code === value);
}

/** A product's key in the `products` strings (its name and blurb). */
export function productKeyOf(code: ProductTypeCode): (typeof productTypes)[number]["key"] {
  return productTypes.find((p) => p.code === code)!.key;
}

/** The one page of the credit-card products: the cards, and Apply. */
export const CREDIT_CARD_PAGE = "/user/credit-card";

/** The insurance products' pages: one quote form, and the requests with their status. */
export const INSURANCE_PAGE = "/user/insurance";
export const INSURANCE_TRANSACTION_PAGE = "/user/insurance/transaction";

/** The pages of a product's journey in the user area (SPEC.md 2.1). */
export interface JourneyPaths {
  /** Where the profile is filled in. */
  detail: string;
  /** Where its offers are listed. */
  offers: string;
  /** Where a returning consumer proves who they are and chooses to continue or start again. */
  welcomeBack: string;
}

/**
 * Every product's journey pages, in one place: the guards, the redirect
 * rules, the drawer and each page's own product group read this table. A
 * product without a row is not offered: a journey with it goes back to the
 * products page instead of to a page that does not exist.
 */
export const productJourneys = {
  pl: { detail: "/user/user-detail", offers: "/user/offers", welcomeBack: "/user/welcome-back" },
  bl: { detail: "/user/business-detail", offers: "/user/business-offers", welcomeBack: "/user/business-welcome-back" },
  // A returning gold consumer goes through housing-welcome-back, which starts the gold flow at once (SPEC.md 2.1).
  gl: { detail: "/user/user-detail/gold-loan", offers: "/user/offers", welcomeBack: "/user/housing-welcome-back" },
  hl: { detail: "/user/affordable-housing-loan-detail", offers: "/user/housing-offers", welcomeBack: "/user/housing-welcome-back" },
  // A card needs no profile and has no lender offers: its one page lists the cards and applies (docs/decisions/021-credit-cards.md).
  cc_unsecured: { detail: CREDIT_CARD_PAGE, offers: CREDIT_CARD_PAGE, welcomeBack: CREDIT_CARD_PAGE },
  cc_secured: { detail: CREDIT_CARD_PAGE, offers: CREDIT_CARD_PAGE, welcomeBack: CREDIT_CARD_PAGE },
  // Insurance needs no loan profile: its quote form, then its requests and their status (docs/decisions/026-every-product.md).
  ins_health: { detail: INSURANCE_PAGE, offers: INSURANCE_TRANSACTION_PAGE, welcomeBack: INSURANCE_PAGE },
  ins_shop: { detail: INSURANCE_PAGE, offers: INSURANCE_TRANSACTION_PAGE, welcomeBack: INSURANCE_PAGE },
  ins_other: { detail: INSURANCE_PAGE, offers: INSURANCE_TRANSACTION_PAGE, welcomeBack: INSURANCE_PAGE },
} as const satisfies Partial<Record<ProductTypeCode, JourneyPaths>>;

/** The credit-card products' group (SPEC.md 2.1): both are served by /user/credit-card. */
export const CARD_PRODUCTS = ["cc_unsecured", "cc_secured"] as const satisfies readonly JourneyProduct[];

export function isCardProduct(value: unknown): value is (typeof CARD_PRODUCTS)[number] {
  return CARD_PRODUCTS.includes(value as (typeof CARD_PRODUCTS)[number]);
}

/** The insurance products' group (SPEC.md 2.1). */
export const INSURANCE_PRODUCTS = ["ins_health", "ins_shop", "ins_other"] as const satisfies readonly JourneyProduct[];
export type InsuranceProduct = (typeof INSURANCE_PRODUCTS)[number];

export function isInsuranceProduct(value: unknown): value is InsuranceProduct {
  return INSURANCE_PRODUCTS.includes(value as InsuranceProduct);
}

/** The products that need no loan profile and have no lender offers. */
export function isLoanProduct(value: unknown): value is LenderProduct {
  return value === "pl" || value === "bl" || value === "gl" || value === "hl";
}

/** A product the consumer can walk a journey with: one that has its pages. */
export type JourneyProduct = keyof typeof productJourneys;
export type JourneyPage = keyof JourneyPaths;

export function isJourneyProduct(value: unknown): value is JourneyProduct {
  return typeof value === "string" && Object.hasOwn(productJourneys, value);
}

/** The product choices offered on the products page and the partner login form. */
export const offeredProducts = productTypes.filter((p) => isJourneyProduct(p.code));

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

/** Whether this path is one of the loan offers pages (the drawer offers "Return to Profile" there; cards have no profile). */
export function isOffersPath(pathname: string): boolean {
  return productsServedBy("offers", pathname).some((p) => isLoanProduct(p));
}
