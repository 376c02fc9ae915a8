import type { Db } from "../client";

/**
 * What a seed step writes through: the transaction seedDemoData opens. A
 * transaction is a PgDatabase too, so a step also runs on a plain handle.
 */
export type SeedDb = Db;

/** The rupee amount as India writes it: ₹1,00,000. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}
