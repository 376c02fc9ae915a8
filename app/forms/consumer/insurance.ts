import type { z } from "zod";
import { productRules, type InsuranceProduct } from "~/domain/products";
import { detailsSchema } from "./product-details";

export type InsuranceDetails = Record<string, string | number | number[]>;

/** The quote form of an insurance product (its module's questions), with its selects checked against their lists as offered. */
export function insuranceSchema(product: InsuranceProduct, lists: Record<string, { value: string }[]>) {
  return detailsSchema(productRules[product].quote, lists) as z.ZodType<InsuranceDetails>;
}
