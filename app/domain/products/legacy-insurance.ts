import type { ProductModule } from "./shape";

/**
 * The single insurance product of journeys stored before insurance was split
 * into its three products: kept so they still read, never offered (no pages).
 */
export const legacyInsurance = {
  code: "insurance",
  key: "insurance",
  name: "Insurance",
  group: "insurance",
  lenders: null,
} as const satisfies ProductModule;
