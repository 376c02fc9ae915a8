import type { DetailField } from "../lending/product-details";
import type { LenderProduct } from "./index";

/**
 * The shape every product module has (docs/decisions/034-one-module-per-product.md).
 * A product is one file under app/domain/products/ with two exports: the
 * product (`ProductModule`: what any page may know of it, the browser's
 * too, so it stays small) and its rules (`ProductRules`: its questions and
 * what follows from them, read by the server only). The registry
 * (./index.ts) lists both; everything that differs by product reads them.
 */

/** The pages of a product's journey in the user area (SPEC.md 2.1). */
export interface JourneyPaths {
  /** Where the profile is filled in (or, without a loan profile, the product's first page). */
  detail: string;
  /** Where its offers are listed. */
  offers: string;
  /** Where a returning consumer proves who they are and chooses to continue or start again. */
  welcomeBack: string;
}

/** Loans have a profile and lenders; cards and insurance need neither. */
export type ProductGroup = "loans" | "cards" | "insurance";

export interface ProductModule {
  /** Its stored code: the prospect application's product type and the journey's cookie. */
  code: string;
  /** Its strings in common: `products.{key}.name` and `products.{key}.blurb`. */
  key: string;
  /** Its English name, as SPEC.md 1 names it. */
  name: string;
  group: ProductGroup;
  /** The product type of its lenders; null when it has none. */
  lenders: string | null;
  /** Its journey pages; a product without them is not offered, and a journey with it chooses again. */
  journey?: JourneyPaths;
  /** Pages of its own beyond its journey, by name (each a row of app/page-table/pages.ts): they serve it alone. */
  pages?: Readonly<Record<string, string>>;
  /**
   * SPEC.md 2.1's registration question, asked on the products page before it
   * is chosen (`/products?dialog={dialog}`): "Do you have a business
   * registration certificate?" YES chooses it, NO chooses `whenNo`.
   */
  registrationQuestion?: { dialog: string; whenNo: string };
  /**
   * It has a landing of its own (strings `landing.productLanding.{key}`), which
   * the empty path of a host shows when that host's brand names it as its
   * landing product (SPEC.md 2.1's solar host; docs/decisions/054-solar-host.md).
   */
  ownLanding?: true;
}

/** A step of a loan profile: the two every loan asks, or the product's own. */
export type ProfileStep = "personal" | "employment" | (string & {});

/** SPEC.md 3's flag of a loan's completed profile, a column of `users`: `{code}_completed`, made from each loan's code in the registry. */
export type CompletionFlag = `${LenderProduct}Completed`;

/** What the completion rules read of a consumer. */
export type ProfileCompletion = Record<CompletionFlag, number | null> & {
  plUpdateRequired: number | null;
  plSeUpdateRequired: number | null;
  employmentStatusCode: string | null;
};

/** A secured loan's terms for matching: the amount of that loan, income added to the applicant's, and whether the collateral covers it. */
export interface SecuredTerms {
  amount: number;
  extraIncome: number;
  withinCollateral: boolean;
}

/**
 * A purchase financed less its down payment (a car, a two-wheeler): the loan
 * is the price less the down payment, within `cap` of the price; null while
 * either is unsaved or nothing is left to finance.
 */
export function financedWithin(price: unknown, down: unknown, cap: number): SecuredTerms | null {
  if (typeof price !== "number" || typeof down !== "number" || !price) return null;
  const amount = price - down;
  return amount > 0 ? { amount, extraIncome: 0, withinCollateral: amount <= price * cap } : null;
}

/** What the eligibility tester types beside the product: the amount, and the answers some loans need too. */
export interface TestedAsk {
  amount: number;
  /** The collateral's or the purchase's value: a property's, a car's or a two-wheeler's price. */
  value: number | null;
  coApplicantIncome: number | null;
  goldWeightGrams: number | null;
  goldPurity: string | null;
}

/** A purchase asked as the tester's amount: bought at the value typed, or, without one, with a fifth paid down. */
export function purchaseAsking(amount: number, value: number | null): { price: number; down: number } {
  const price = value ?? Math.ceil(amount / 0.8);
  return { price, down: price - amount };
}

/** A product's own step: what its lenders need beyond the personal profile. */
export interface OwnStep {
  /** Its name: `?step={name}`, the form's intent and its strings (`details.headings.{name}`, `details.submit.{name}`). */
  name: string;
  /** Its questions; each field's label is `details.fields.{name}` and its hint, if any, `details.hints.{name}`. */
  fields: readonly DetailField[];
  /** Columns its save sets whatever the answers (business: it is a business owner's employment step too). */
  sets?: Readonly<Record<string, string | null>>;
  /** Checks across its answers, run once each answer is read: the field that is wrong and its message. */
  check?: (answers: Readonly<Record<string, unknown>>) => { field: string; message: string }[];
}

/** A loan's profile and what follows from it. */
export interface LoanProfile {
  /** Its steps in order; the last one saved completes the profile. Every loan starts with "personal". */
  steps: readonly ProfileStep[];
  ownStep?: OwnStep;
  /** Whether a completed profile must be reviewed again (SPEC.md 3's update flags). */
  updateRequired?: (c: ProfileCompletion) => boolean;
  /**
   * The consumer column of the amount asked for (what its lenders match and
   * the eligibility-check event's goal); for a purchase whose loan is worked
   * out by `secured` (the price less the down payment), the price.
   */
  amountColumn: string;
  /**
   * The answers of someone asking the eligibility tester's one amount
   * (docs/decisions/048), with what else the tester lets an admin type; without
   * it, the amount is the amount column's answer.
   */
  asking?: (typed: TestedAsk) => Readonly<Record<string, unknown>>;
  /** What its lenders look at beyond the personal profile; null while that is not saved. Without it, the personal profile alone. */
  secured?: (answers: Readonly<Record<string, unknown>>) => SecuredTerms | null;
  /**
   * Where a complete profile goes: its offers, or a flow of its own that the
   * server runs at once and that answers where to go (gold: its best lender's page).
   */
  afterProfile: "offers" | "gold-loan";
  /**
   * A page of its own, under /user with `:lender`, that the consumer fills in
   * after the consent: the application waits there and goes to an API lender
   * once it is done (gold: the visit it books, which the lender needs).
   */
  beforeHandoff?: string;
  /** Its welcome-back goes on at once for a verified consumer with a complete profile, recording the eligibility check (SPEC.md 2.1). */
  continuesAtOnce?: boolean;
}

/** The rules of a product: its loan profile, or its quote form. */
export type ProductRules = { profile: LoanProfile; quote?: never } | { quote: readonly DetailField[]; profile?: never };
