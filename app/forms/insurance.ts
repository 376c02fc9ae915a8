import { z } from "zod";
import { insuranceFields, parseAges } from "~/domain/insurance";
import { PINCODE } from "~/domain/patterns";
import type { DetailField } from "~/domain/product-details";
import type { InsuranceProduct } from "~/domain/products";
import { required, rupees } from "./profile";

const schemas = {
  ins_health: z.object({
    coveredAges: required("validation.coveredAges").transform((v, ctx) => {
      const ages = parseAges(v);
      if (!ages) ctx.addIssue({ code: "custom", message: "validation.coveredAges" });
      return ages ?? [];
    }),
    sumInsured: required(),
    city: required("validation.city").pipe(z.string().regex(/^[A-Za-z][A-Za-z .-]{1,39}$/, "validation.city")),
  }),
  ins_shop: z.object({
    shopType: required(),
    contentsValue: rupees(10_000, 100_000_000, "validation.contentsValue"),
    shopPincode: required("validation.pincode").pipe(z.string().regex(PINCODE, "validation.pincode")),
  }),
  ins_other: z.object({
    insureWhat: required("validation.insureWhat").pipe(z.string().regex(/^[A-Za-z0-9 ,.-]{3,60}$/, "validation.insureWhat")),
    insuredValue: rupees(1_000, 100_000_000, "validation.insuredValue"),
  }),
} as const;

export type InsuranceDetails = Record<string, string | number | number[]>;

/** The quote form of an insurance product, with its selects checked against their lists as offered. */
export function insuranceSchema(product: InsuranceProduct, lists: Record<string, { value: string }[]>) {
  const fields = insuranceFields[product] as readonly DetailField[];
  return (schemas[product] as z.ZodType<InsuranceDetails>).superRefine((v, ctx) => {
    for (const f of fields) {
      if (f.list && !(lists[f.list] ?? []).some((o) => o.value === v[f.name])) ctx.addIssue({ code: "custom", path: [f.name], message: "validation.required" });
    }
  });
}
