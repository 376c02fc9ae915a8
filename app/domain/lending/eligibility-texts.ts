import { formatRupees } from "../platform/money";
import type { LenderCriteria } from "./lender-criteria";

/**
 * A lender's partner-visible eligibility texts (SPEC.md 3's age_text …
 * cibil_text), each by the column of the partner's table it fills. An admin
 * may write them; left empty, each is said from the lender's criteria, in
 * the reader's language (issue 37), so what partners train with is what the
 * matching applies.
 */
export const ELIGIBILITY_TEXTS = {
  age_text: "age",
  employment_text: "employment",
  income_text: "income",
  min_loan_text: "min_loan",
  max_loan_text: "max_loan",
  cibil_text: "cibil",
} as const;

export type EligibilityTextProperty = keyof typeof ELIGIBILITY_TEXTS;
export const ELIGIBILITY_TEXT_PROPERTIES = Object.keys(ELIGIBILITY_TEXTS) as EligibilityTextProperty[];

/** What the texts are said from. */
export type TextCriteria = Pick<LenderCriteria, "minAge" | "maxAge" | "salaried" | "selfEmployed" | "business" | "minIncome" | "maxIncome" | "minLoanAmount" | "loanAmountUpto" | "creditScoreClass">;

/**
 * A language's words for them: `say` a key of partner:eligibility.generated
 * with its values, join a list as the language does ("a, b and c"), and
 * start a sentence (a capital where the script has one).
 */
export interface Wording {
  say: (key: string, vars?: Record<string, string | number>) => string;
  list: (items: string[]) => string;
  sentence: (text: string) => string;
}

/** Who a lender serves, in the registry's order of employments. */
const SERVED = [
  ["salaried", "salaried"],
  ["selfEmployed", "self_employed"],
  ["business", "business"],
] as const;

/** "From a to b", "from a", "up to b", or nothing said. */
function range(min: number | null, max: number | null, w: Wording, key: string, value: (n: number) => string | number): string | null {
  if (min !== null && max !== null) return w.say(`${key}Range`, { min: value(min), max: value(max) });
  if (min !== null) return w.say(`${key}From`, { min: value(min) });
  if (max !== null) return w.say(`${key}UpTo`, { max: value(max) });
  return null;
}

/** Each eligibility text as the criteria say it; null where they say nothing. */
export function textsOfCriteria(c: TextCriteria, w: Wording): Record<EligibilityTextProperty, string | null> {
  const served = SERVED.filter(([column]) => c[column] === 1).map(([, who]) => w.say(`who.${who}`));
  const employment = served.length === 0 ? null : w.sentence(served.length === 1 ? w.say("onlyOne", { who: served[0] }) : w.list(served));
  return {
    age_text: range(c.minAge, c.maxAge, w, "age", (n) => n),
    employment_text: employment,
    income_text: range(c.minIncome, c.maxIncome, w, "income", formatRupees),
    min_loan_text: c.minLoanAmount === null ? null : formatRupees(c.minLoanAmount),
    max_loan_text: c.loanAmountUpto === null ? null : formatRupees(c.loanAmountUpto),
    cibil_text: c.creditScoreClass === null ? null : w.say(`cibil.${c.creditScoreClass}`),
  };
}

/** A text as compared: case, spacing, a closing full stop and the commas of a number aside. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/[\s.।]+$/, "")
    .trim();

/**
 * Whether a written text says something else than the criteria say, in none
 * of these wordings their words (an empty text says nothing; where the
 * criteria say nothing, a text adds to them rather than differs).
 */
export function differsFromCriteria(written: string | null, said: (string | null)[]): boolean {
  if (!written?.trim() || said.every((s) => s === null)) return false;
  return !said.some((s) => s !== null && comparable(s) === comparable(written));
}
