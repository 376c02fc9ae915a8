import { eligibilityCheckEvents } from "../../../db/schema";
import { eligibilityCheckKey } from "~/domain/lending/eligibility-check";
import type { LenderProduct } from "~/domain/products";
import type { Consumer } from "../consumer/consumers.server";
import { getDb } from "../platform/db/db.server";

/** Records the eligibility-check event of a returning housing or gold consumer, on the journey it was made in: the products report counts them. */
export async function recordEligibilityCheck(consumer: Consumer, product: LenderProduct, prospectApplicationId: number): Promise<void> {
  const key = eligibilityCheckKey(consumer, product);
  if (!key) return;
  const db = await getDb();
  await db.insert(eligibilityCheckEvents).values({ ...key, userId: consumer.id, prospectApplicationId });
}
