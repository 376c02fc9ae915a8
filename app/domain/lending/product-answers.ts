import { savedAnswers } from "./product-details";
import { isLoanProduct, loanProfileOf } from "../products";
import { snakeName } from "../platform/snake-name";

/**
 * A loan's own answers as its lender is sent them: the questions of its
 * module's own step (docs/decisions/034), under the step's snake_case name, each by its
 * field's snake_case name; a declaration is whether it was made. Null for a
 * product without a step of its own.
 */
export function productAnswersOf(product: unknown, consumer: Readonly<Record<string, unknown>>): Record<string, Record<string, string | number | boolean | null>> | null {
  const own = isLoanProduct(product) ? loanProfileOf(product).ownStep : undefined;
  if (!own) return null;
  const saved = savedAnswers(own.fields, consumer);
  return { [snakeName(own.name)]: Object.fromEntries(own.fields.map((f) => [snakeName(f.name), f.checkbox ? saved[f.name] === "on" : saved[f.name]])) };
}
