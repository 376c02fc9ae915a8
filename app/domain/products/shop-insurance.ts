import { PINCODE } from "../platform/patterns";
import { INSURANCE_JOURNEY } from "./group-pages";
import type { ProductModule, ProductRules } from "./shape";

/** Shop insurance: its stock and fittings against fire and theft (issue 10). */
export const shopInsurance = {
  code: "ins_shop",
  key: "shopInsurance",
  name: "Shop Insurance",
  group: "insurance",
  lenders: null,
  journey: INSURANCE_JOURNEY,
} as const satisfies ProductModule;

export const shopInsuranceRules = {
  quote: [
    { name: "shopType", list: "shop_type" },
    { name: "contentsValue", inputMode: "numeric", answer: { kind: "rupees", min: 10_000, max: 100_000_000, message: "validation.contentsValue" } },
    { name: "shopPincode", inputMode: "numeric", maxLength: 6, answer: { kind: "text", pattern: PINCODE, message: "validation.pincode" } },
  ],
} as const satisfies ProductRules;
