import type { LenderPricing } from "./pricing";

/**
 * What a criterion holds, and so how it is kept, typed in and judged: an amount
 * in rupees, an age in years, a class code of the select lists (1–4), a 1/0
 * switch, the lender's rank among equals, a percent a year, a line or a
 * paragraph of text, an ISO day, or the pricing grid (app/domain/lending/pricing.ts).
 */
export type CriterionKind = "rupees" | "age" | "class" | "flag" | "priority" | "percent" | "text" | "paragraph" | "date" | "pricing";

/** The value each kind holds, as the lenders table keeps it. */
interface ValueOfKind {
  rupees: number | null;
  age: number | null;
  class: number | null;
  flag: number;
  priority: number;
  percent: number | null;
  text: string | null;
  paragraph: string | null;
  date: string | null;
  pricing: LenderPricing | null;
}

/**
 * How an admin changes a criterion: as a property of the lender (its edit
 * screen and update-lender-data, labelled admin:lenderEdit.fields.{name}), in
 * the pricing grid's own section, or not on a screen at all (written by the seed or in SQL).
 */
export type CriterionEditedAs = "property" | "grid" | null;

/**
 * A lender's criteria, said once (issue 37): everything the eligibility rules
 * read of a lender (app/domain/lending/eligibility.ts), by its property name
 * (SPEC.md 3's, and the lenders table's column; camelCase in code), its kind
 * and how it is edited. The matching's LenderCriteria, the columns the offers
 * read and the admin's property rules are made from this table; the database
 * schema, which cannot be, is checked against it
 * (tests/unit/lending/lender-criteria-once.test.ts).
 */
export const LENDER_CRITERIA = {
  min_income: { kind: "rupees", editedAs: "property" },
  max_income: { kind: "rupees", editedAs: "property" },
  min_age: { kind: "age", editedAs: "property" },
  max_age: { kind: "age", editedAs: "property" },
  ticket_class: { kind: "class", editedAs: "property" },
  credit_score_class: { kind: "class", editedAs: "property" },
  salaried: { kind: "flag", editedAs: "property" },
  self_employed: { kind: "flag", editedAs: "property" },
  business: { kind: "flag", editedAs: "property" },
  priority: { kind: "priority", editedAs: "property" },
  apr_min: { kind: "percent", editedAs: "property" },
  apr_max: { kind: "percent", editedAs: "property" },
  interest_rate: { kind: "text", editedAs: "property" },
  loan_amount_upto: { kind: "rupees", editedAs: "property" },
  min_loan_amount: { kind: "rupees", editedAs: null },
  tenure: { kind: "text", editedAs: "property" },
  processing_fees: { kind: "text", editedAs: "property" },
  so_status: { kind: "flag", editedAs: "property" },
  so_text: { kind: "paragraph", editedAs: "property" },
  so_date_start: { kind: "date", editedAs: "property" },
  so_date_end: { kind: "date", editedAs: "property" },
  pricing: { kind: "pricing", editedAs: "grid" },
} as const satisfies Record<string, { kind: CriterionKind; editedAs: CriterionEditedAs }>;

type Criteria = typeof LENDER_CRITERIA;
export type Criterion = keyof Criteria;
/** The criteria an admin edits as properties of the lender. */
export type PropertyCriterion = { [P in Criterion]: Criteria[P]["editedAs"] extends "property" ? P : never }[Criterion];

/** A property's name in code: the same in camelCase (min_income → minIncome), as db/schema.ts names the columns. */
export type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
export const camel = <P extends string>(p: P) => p.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<P>;

export const CRITERIA = Object.keys(LENDER_CRITERIA) as Criterion[];
export const PROPERTY_CRITERIA = CRITERIA.filter((c): c is PropertyCriterion => LENDER_CRITERIA[c].editedAs === "property");

/** Who the lender is, beside its criteria: what the offers and the tester show of it. */
export interface LenderIdentity {
  id: number;
  name: string;
  displayName: string;
  logoUrl: string | null;
}

/** A lender as the eligibility rules read it: who it is, and each criterion by its name in code. */
export type LenderCriteria = LenderIdentity & { [P in Criterion as Camel<P>]: ValueOfKind[Criteria[P]["kind"]] };
