import { inArray } from "drizzle-orm";
import { dealCodes, deals } from "../schema";
import type { SeedDb } from "./types";

/**
 * The demo's deals (docs/decisions/059), running through 2030 so the deals
 * page has something to show whenever the demo starts; each with voucher codes
 * of its own. Added only when no deal of that title exists.
 */
const DEMO_DEALS = [
  {
    merchant: "Chai Point",
    title: "Two chais for the price of one",
    description: "Buy one chai and get the second free at any Chai Point outlet. One voucher per visit.",
    discount: "Buy 1 get 1",
    prefix: "CHAI",
  },
  { merchant: "Bata", title: "Flat ₹300 off footwear", description: "₹300 off any pair of shoes or sandals above ₹1,499 at Bata stores in India.", discount: "Flat ₹300 off", prefix: "BATA" },
  { merchant: "Apollo Pharmacy", title: "15% off medicines", description: "15% off prescription medicines up to ₹500, in store or on delivery.", discount: "15% off up to ₹500", prefix: "APOLLO" },
];
const DEMO_CODES_EACH = 25;

export async function seedDeals(db: SeedDb): Promise<void> {
  const titles = DEMO_DEALS.map((d) => d.title);
  const existing = new Set((await db.select({ title: deals.title }).from(deals).where(inArray(deals.title, titles))).map((d) => d.title));
  for (const { prefix, ...deal } of DEMO_DEALS) {
    if (existing.has(deal.title)) continue;
    const [row] = await db
      .insert(deals)
      .values({ ...deal, startsOn: "2026-01-01", endsOn: "2030-12-31" })
      .returning({ id: deals.id });
    await db.insert(dealCodes).values(Array.from({ length: DEMO_CODES_EACH }, (_, i) => ({ dealId: row.id, code: `${prefix}-DEMO-${String(i + 1).padStart(4, "0")}` })));
  }
}
