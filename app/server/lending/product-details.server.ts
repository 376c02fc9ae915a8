import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { fieldApplies, savedAnswers } from "~/domain/lending/product-details";
import { loanProfileOf, type LenderProduct } from "~/domain/products";
import type { OwnStep } from "~/domain/products/shape";
import type { DetailAnswers } from "~/forms/consumer/product-details";
import type { Consumer } from "../consumer/consumers.server";
import { getDb } from "../platform/db/db.server";
import { completed } from "../consumer/profile.server";

function ownStepOf(product: LenderProduct): OwnStep {
  const own = loanProfileOf(product).ownStep;
  if (!own) throw new Error(`${product} has no step of its own`);
  return own;
}

/**
 * The consumer columns a loan's own step writes: each answer in its field's
 * column (an empty optional one as none, a declaration as when it was made,
 * kept only where it applies), and what the step always sets.
 */
export function ownStepColumns(product: LenderProduct, answers: DetailAnswers, now = new Date()): Partial<typeof users.$inferInsert> {
  const own = ownStepOf(product);
  const columns: Record<string, unknown> = { ...own.sets };
  for (const f of own.fields) {
    const value = answers[f.name];
    columns[f.column ?? f.name] = f.checkbox ? (value === "on" && fieldApplies(f, answers) ? now : null) : value === "" || value === undefined ? null : value;
  }
  return columns as Partial<typeof users.$inferInsert>;
}

/** Saves a loan's own step, its last: the product's profile is then complete. */
export async function saveOwnStep(consumerId: number, product: LenderProduct, answers: DetailAnswers): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db
    .update(users)
    .set({ ...ownStepColumns(product, answers, now), ...completed(product), updatedAt: now })
    .where(eq(users.id, consumerId));
}

/** What the consumer saved for a loan's own step, by field name, to fill the form again. */
export function savedOwnStep(c: Consumer, product: LenderProduct): Record<string, string | number | null> {
  return savedAnswers(ownStepOf(product).fields, c);
}
