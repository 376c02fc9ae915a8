import { revenueTypes } from "../schema";
import type { SeedDb } from "./types";

export const REVENUE_TYPES = ["Disbursal commission", "Login fee", "Sanction fee", "Per lead"] as const;

export type RevenueTypeName = (typeof REVENUE_TYPES)[number];

export async function seedRevenueTypes(tx: SeedDb): Promise<void> {
  await tx
    .insert(revenueTypes)
    .values(REVENUE_TYPES.map((name) => ({ name })))
    .onConflictDoNothing();
}
