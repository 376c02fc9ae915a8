import { HOUSEHOLD_BANDS_DECLARED } from "./household-income";

/**
 * A form that is data: a product's own profile step, an insurance quote.
 * Each product module (app/domain/products/) lists its questions as these
 * fields; the screen draws them (components/detail-fields.tsx), the server
 * checks them (app/forms/consumer/product-details.ts) and keeps them in their columns.
 */
export interface DetailField {
  name: string;
  /** A select of this select list. */
  list?: string;
  checkbox?: boolean;
  /** Shown (with JavaScript) only when this select's value is one of these; without it, always, and the server ignores it otherwise. */
  shownWhen?: { field: string; values: readonly string[] };
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  optional?: boolean;
  /** Typed in capitals, and read in capitals by the server. */
  upperCase?: boolean;
  /** Options of the list not offered here. */
  exclude?: readonly string[];
  /** What its answer must be; a select's is one of its list as offered, a checkbox's is ticked or not. */
  answer?: Answer;
  /** The consumer column its answer is kept in, when it is not its name. */
  column?: string;
}

/** How the server reads a typed answer; each failure is the one message. */
export type Answer =
  | { kind: "text"; pattern: RegExp; message: string }
  /** Whole rupees, typed with or without Indian grouping (1,00,000). */
  | { kind: "rupees"; min: number; max: number; message: string }
  /** A number with at most `places` decimals (grams of gold). */
  | { kind: "decimal"; min: number; max: number; places: number; message: string }
  /** A checkbox that must be ticked whenever it is shown (a declaration). */
  | { kind: "ticked"; message: string }
  /** The ages of the people an insurance covers, "34, 31, 6" (app/domain/lending/insurance.ts). */
  | { kind: "ages"; message: string };

/** What the browser needs of a field to draw it: not how the server checks it or where it is kept. */
export type ShownField = Omit<DetailField, "answer" | "column">;

export function shownFields(fields: readonly DetailField[]): ShownField[] {
  return fields.map(({ answer: _answer, column: _column, ...shown }) => shown);
}

/** Whether a field applies to these answers (one shown only for some answers of another applies only with them). */
export function fieldApplies(field: DetailField, values: Readonly<Record<string, unknown>>): boolean {
  return !field.shownWhen || field.shownWhen.values.includes(String(values[field.shownWhen.field] ?? ""));
}

/** The select lists a form's fields offer. */
export function listsOf(fields: readonly DetailField[]): string[] {
  return fields.flatMap((f) => (f.list ? [f.list] : []));
}

/** The household's yearly income and, above ₹3,00,000, its declaration: asked with the income, in the employment or business step. */
export const HOUSEHOLD_INCOME = { name: "householdIncome", list: "household_income" } as const satisfies DetailField;
export const HOUSEHOLD_DECLARATION = {
  name: "householdDeclaration",
  checkbox: true,
  optional: true,
  shownWhen: { field: "householdIncome", values: HOUSEHOLD_BANDS_DECLARED },
  answer: { kind: "ticked", message: "validation.householdDeclaration" },
  column: "householdIncomeDeclaredAt",
} as const satisfies DetailField;
export const HOUSEHOLD_FIELDS = [HOUSEHOLD_INCOME, HOUSEHOLD_DECLARATION] as const;

/** What the consumer answered, by field name, to fill the form again: a ticked box reads "on", an option not offered here none. */
export function savedAnswers(fields: readonly DetailField[], row: Readonly<Record<string, unknown>>): Record<string, string | number | null> {
  return Object.fromEntries(
    fields.map((f) => {
      const value = row[f.column ?? f.name];
      if (f.checkbox) return [f.name, value ? "on" : null];
      if (value === null || value === undefined || f.exclude?.includes(String(value))) return [f.name, null];
      return [f.name, value as string | number];
    }),
  );
}

/** Whether every question a form needs is answered (to resume at the first step that is not). */
export function answered(fields: readonly DetailField[], row: Readonly<Record<string, unknown>>): boolean {
  const saved = savedAnswers(fields, row);
  return fields.every((f) => f.optional || (saved[f.name] !== null && saved[f.name] !== ""));
}
