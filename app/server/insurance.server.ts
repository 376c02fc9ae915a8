import { desc, eq } from "drizzle-orm";
import { insuranceRequests } from "../../db/schema";
import type { InsuranceStatus } from "~/domain/insurance";
import type { InsuranceProduct } from "~/domain/products";
import type { InsuranceDetails } from "~/forms/insurance";
import { now } from "./clock.server";
import { getDb } from "./db.server";

/** Records an insurance choice with what the insurer needs for its quote; it waits for the quote. */
export async function createInsuranceRequest(input: { userId: number; prospectId: number | null; product: InsuranceProduct; details: InsuranceDetails }): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(insuranceRequests)
    // Business time: the admin dashboard counts a quote request on its day in India.
    .values({ userId: input.userId, prospectApplicationId: input.prospectId, product: input.product, details: input.details, createdAt: now() })
    .returning({ uuid: insuranceRequests.uuid });
  return row.uuid;
}

/** The consumer's insurance requests, newest first, for the status tables. */
export async function insuranceRequestsOf(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ uuid: insuranceRequests.uuid, product: insuranceRequests.product, details: insuranceRequests.details, status: insuranceRequests.status, createdAt: insuranceRequests.createdAt })
    .from(insuranceRequests)
    .where(eq(insuranceRequests.userId, userId))
    .orderBy(desc(insuranceRequests.id));
  return rows.map((r) => ({ ...r, product: r.product as InsuranceProduct, status: r.status as InsuranceStatus }));
}
