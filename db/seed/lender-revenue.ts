import { eq, inArray } from "drizzle-orm";
import { lenderRevenueEntries, lenders, revenueTypes } from "../schema";
import type { RevenueTypeName } from "./revenue-types";
import type { SeedDb } from "./types";

type EntrySeed = Omit<typeof lenderRevenueEntries.$inferInsert, "lenderId" | "revenueTypeId" | "sortOrder"> & {
  type: RevenueTypeName;
};

/** Revenue slabs of three lenders, in table order (sort_order 0, 1). */
export const LENDER_REVENUE: Record<string, EntrySeed[]> = {
  "kaveri-finserv": [
    {
      type: "Disbursal commission",
      slabDisbursedMin: 0,
      slabDisbursedMax: 5_000_000,
      slabNumberMin: 0,
      slabNumberMax: 50,
      atsMin: 50_000,
      atsMax: 500_000,
      revenuePercent: 2.5,
      status: 1,
    },
    {
      type: "Disbursal commission",
      slabDisbursedMin: 5_000_001,
      slabDisbursedMax: 20_000_000,
      slabNumberMin: 51,
      slabNumberMax: 200,
      atsMin: 50_000,
      atsMax: 500_000,
      revenuePercent: 3,
      status: 1,
    },
  ],
  "lakshya-business-loans": [
    { type: "Login fee", revenueFlat: 500, status: 1 },
    { type: "Disbursal commission", slabDisbursedMin: 0, atsMin: 300_000, atsMax: 5_000_000, revenuePercent: 1.75, status: 1 },
  ],
  "swarna-gold-finance": [
    { type: "Per lead", revenueFlat: 40, status: 1 },
    { type: "Sanction fee", revenuePercent: 0.5, slabNumberMin: 0, slabNumberMax: 500, status: 0 },
  ],
};

/** Adds the entries of a lender that has none yet; a lender whose revenue table exists is left alone. */
export async function seedLenderRevenue(tx: SeedDb): Promise<void> {
  const typeIds = new Map((await tx.select().from(revenueTypes)).map((t) => [t.name, t.id]));
  const found = await tx
    .select({ id: lenders.id, name: lenders.name })
    .from(lenders)
    .where(inArray(lenders.name, Object.keys(LENDER_REVENUE)));
  for (const lender of found) {
    const [existing] = await tx.select({ id: lenderRevenueEntries.id }).from(lenderRevenueEntries).where(eq(lenderRevenueEntries.lenderId, lender.id)).limit(1);
    if (existing) continue;
    const rows = LENDER_REVENUE[lender.name].map(({ type, ...entry }, sortOrder) => {
      const revenueTypeId = typeIds.get(type);
      if (revenueTypeId === undefined) throw new Error(`seed: revenue type "${type}" is missing`);
      return { ...entry, lenderId: lender.id, revenueTypeId, sortOrder };
    });
    await tx.insert(lenderRevenueEntries).values(rows);
  }
}
